/// Runs work on the current thread, queueing work scheduled from inside other work.
///
/// Its queue is the thread's trampoline, which every subscription shares: the first
/// `schedule` (or `subscribe`) on a thread runs at once and then runs, in order, whatever it
/// queued before returning, so deep recursive scheduling runs as a loop and never overflows the
/// stack. Work scheduled, or a synchronous source subscribed, while the trampoline runs waits
/// its turn: `merge(of(1, 2), of(3, 4))` sends 1, 3, 2, 4, as in RxSwift. The queue is found
/// through a native thread-local, not `Thread.current.threadDictionary`: one load per call.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether a `schedule` call on this thread would run at once rather than be queued.
  public static var isScheduleRequired: Bool { !Trampoline.current.isRunning }

  /// Runs `action` now when no scheduled work is running on this thread, else after it.
  ///
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; returns what disposing the result disposes once it has run.
  /// - Returns: a disposable that cancels the action if it is still queued.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let trampoline = Trampoline.current
    if trampoline.isRunning {
      let item = ScheduledItem { action(state) }
      trampoline.enqueue(QueuedScheduledItem(item))
      return item
    }
    return trampoline.run { action(state) }
  }

  /// Runs, in order, the work queued on this thread's trampoline and not run yet.
  ///
  /// For code that blocks inside scheduled work while waiting for later work (the blocking
  /// test kit); outside scheduled work there is nothing queued.
  ///
  /// - Returns: whether any work ran.
  package static func runPendingItems() -> Bool {
    let trampoline = Trampoline.current
    guard trampoline.isRunning else { return false }
    return trampoline.drain()
  }
}
