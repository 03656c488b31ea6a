extension ObservableType {
  /// Subscribes `onNext` with `object`, held weakly, alongside each element.
  ///
  /// Elements that arrive after `object` is deallocated are dropped, so the closure needs no
  /// `[weak self]`. A binding is not meant to fail: an error goes to
  /// ``Hooks/defaultErrorHandler`` (RxSwift stops in debug builds) and ends the binding;
  /// completion just ends it.
  ///
  ///     --1--2--|  bind(with: view) { $0.show($1) }   view.show(1) view.show(2)
  ///
  /// - Parameters:
  ///   - object: passed to `onNext` while it is alive; not retained.
  ///   - onNext: called with the object and each element.
  /// - Returns: the subscription.
  @inlinable
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    bind(onNext: weakly(object, onNext))
  }
}
