import Dispatch
import Foundation

/// Runs work on the main dispatch queue.
///
/// ``instance`` runs an action synchronously when called on the main queue with nothing of its
/// own still queued, else queues it: `observe(on: MainScheduler.instance)` adds no hop for
/// events that are already on main. ``asyncInstance`` always queues.
///
/// "On the main queue" is decided with a queue-specific key, not `Thread.isMainThread`: on Linux
/// the main queue may be drained by a thread other than the process's first one.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  // Safe to share: `pending` lives in a `Locked` box; the rest is immutable.
  /// The runs of the work queued on the main queue and not run yet, oldest first.
  private let pending = Locked(RingBuffer<() -> Void>())

  /// The shared instance: synchronous when already on the main queue.
  public static let instance = MainScheduler()

  /// A scheduler that always queues work on the main queue, even from the main queue.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  private static let key = DispatchSpecificKey<UInt8>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: MainScheduler.key, value: 1)

  /// Creates a main-queue scheduler; use ``instance`` rather than making new ones.
  public init() {
    _ = MainScheduler.marked
    super.init(serialQueue: .main)
  }

  /// Whether the caller is running on the main dispatch queue.
  public static var isMainQueue: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) != nil
  }

  /// Runs `action` now when on the main queue with none of this scheduler's work queued,
  /// else queues it on the main queue.
  ///
  /// - Returns: a disposable that cancels the action if it is still queued.
  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if MainScheduler.isMainQueue && pending.withLock({ $0.isEmpty }) { return action(state) }
    let work = ScheduledWork(state: state, action: action)
    pending.withLock { $0.append(work.run) }
    // Each queued block runs the oldest pending work, so the order holds even when
    // `runPendingWork()` has run some of it first.
    configuration.queue.async { [pending] in pending.withLock { $0.popFirst() }?() }
    return work
  }

  /// Runs, in order, the work this scheduler has queued on the main queue and not run yet.
  ///
  /// For code that blocks the main queue while waiting for that work (the blocking test kit):
  /// call it only on the main queue.
  ///
  /// - Returns: whether any work ran.
  package func runPendingWork() -> Bool {
    var ran = false
    while let next = pending.withLock({ $0.popFirst() }) {
      next()
      ran = true
    }
    return ran
  }
}
