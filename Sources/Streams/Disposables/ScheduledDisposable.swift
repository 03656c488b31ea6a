/// Disposes its underlying disposable on a given scheduler.
public final class ScheduledDisposable: Cancelable, Sendable {
  // The underlying disposable is handed off exactly once, through the lock.
  private let state: Locked<Disposable?>

  /// The scheduler that runs the disposal.
  public let scheduler: ImmediateSchedulerType

  /// Creates a disposable whose disposal runs `disposable.dispose()` on `scheduler`.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    state = Locked(disposable)
  }

  /// Whether disposal has been requested.
  public var isDisposed: Bool { state.withLock { $0 == nil } }

  /// Schedules the underlying disposal on ``scheduler``.
  public func dispose() {
    guard
      let disposable = state.withLock({ state -> Disposable? in
        defer { state = nil }
        return state
      })
    else { return }
    _ = scheduler.schedule(()) { _ in
      disposable.dispose()
      return Disposables.create()
    }
  }
}
