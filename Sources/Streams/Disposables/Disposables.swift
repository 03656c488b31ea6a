/// Factory functions for disposables, spelled as in RxSwift.
public enum Disposables {
  /// A disposable that does nothing when disposed.
  public static func create() -> Disposable { NopDisposable.instance }

  /// A disposable that runs `dispose` the first time it is disposed.
  ///
  /// - Parameter dispose: the action to run once; it is released afterwards.
  /// - Returns: a cancelable that reports whether it has run.
  public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable.make(dispose)
  }

  /// A disposable that disposes both arguments, in order.
  public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2])
  }

  /// A disposable that disposes all three arguments, in order.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
  }

  /// A disposable that disposes every argument, in order.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposable4: Disposable, _ disposables: Disposable...
  ) -> Cancelable {
    CompositeDisposable(
      disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
  }

  /// A disposable that disposes every element of `disposables`, in order.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

/// The disposable that does nothing.
struct NopDisposable: Disposable, Sendable {
  static let instance = NopDisposable()

  func dispose() {}
}
