/// A disposable that can be given its underlying disposable once, before or after disposal.
///
/// Disposing before the assignment disposes the assigned disposable as soon as it arrives. A
/// second assignment is a programming error; it is disposed at once rather than trapping.
public final class SingleAssignmentDisposable: Cancelable, Sendable {
  private let state = Locked<(disposed: Bool, assigned: Bool, current: Disposable?)>(
    (false, false, nil))

  /// Creates an unassigned disposable.
  public init() {}

  /// Whether the disposable has been disposed.
  public var isDisposed: Bool { state.withLock { $0.disposed } }

  /// Assigns the underlying disposable.
  ///
  /// - Parameter disposable: disposed at once when this one is already disposed or assigned.
  public func setDisposable(_ disposable: Disposable) {
    let accepted = state.withLock { state -> Bool in
      if state.disposed || state.assigned { return false }
      state.assigned = true
      state.current = disposable
      return true
    }
    if !accepted { disposable.dispose() }
  }

  /// Disposes the underlying disposable, now or when it is assigned.
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
