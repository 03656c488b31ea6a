/// Holds one disposable at a time; assigning a new one disposes the one it replaces.
///
/// After ``dispose()``, an assigned disposable is disposed at once.
public final class SerialDisposable: Cancelable, Sendable {
  private let state = Locked<(disposed: Bool, current: Disposable?)>((false, nil))

  /// Creates an empty serial disposable.
  public init() {}

  /// Whether the serial disposable has been disposed.
  public var isDisposed: Bool { state.withLock { $0.disposed } }

  /// The disposable held now; setting it disposes the previous one.
  public var disposable: Disposable {
    get { state.withLock { $0.current } ?? Disposables.create() }
    set {
      let (replaced, disposeNew): (Disposable?, Bool) = state.withLock { state in
        if state.disposed { return (nil, true) }
        let old = state.current
        state.current = newValue
        return (old, false)
      }
      replaced?.dispose()
      if disposeNew { newValue.dispose() }
    }
  }

  /// Disposes the held disposable and every later assignment.
  public func dispose() {
    let current: Disposable? = state.withLock { state in
      if state.disposed { return nil }
      state.disposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
