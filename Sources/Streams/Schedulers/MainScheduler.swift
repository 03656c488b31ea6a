import Dispatch
import Foundation

/// Runs work on the main dispatch queue.
///
/// A main scheduler runs an action synchronously when called on the main queue while none of
/// its own work is queued or running, else queues it, as RxSwift's does: `observe(on:
/// MainScheduler.instance)` adds no hop for events that are already on main, and work scheduled
/// from inside an action runs after that action, in order, not inside it. Each instance counts
/// its own work, so one that has work queued does not make another asynchronous: RxCocoa makes
/// a new one for every driver and signal (``SharingScheduler``). ``asyncInstance`` always
/// queues.
///
/// "On the main queue" is decided with a queue-specific key, not `Thread.isMainThread`: on Linux
/// the main queue may be drained by a thread other than the process's first one.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  // Safe to share: `pending` lives in a `Locked` box, `active` is atomic; the rest is immutable.
  /// The work every main scheduler has queued on the main queue and not run yet, oldest first:
  /// one queue for all of them, so that ``runPendingWork()`` can run it.
  private static let pending = Locked(RingBuffer<() -> Void>())
  /// How many of this scheduler's actions are queued or running: an action runs inline only
  /// when it is the only one.
  private let active = AtomicCell<Int>(0)

  /// The shared instance: synchronous when already on the main queue with nothing of its own
  /// queued or running.
  public static let instance = MainScheduler()

  /// A scheduler that always queues work on the main queue, even from the main queue.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  private static let key = DispatchSpecificKey<UInt8>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: MainScheduler.key, value: 1)

  /// Creates a main-queue scheduler with a count of its own, as RxCocoa makes one for each
  /// driver and signal; ``instance`` is the one to share elsewhere.
  public init() {
    _ = MainScheduler.marked
    super.init(serialQueue: .main)
  }

  /// Whether the caller is running on the main dispatch queue.
  public static var isMainQueue: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) != nil
  }

  /// Runs `action` now when on the main queue with none of this scheduler's work queued or
  /// running, else queues it on the main queue behind that work.
  ///
  /// - Returns: what `action` returned when it ran now, else a disposable that cancels the
  ///   queued action if it has not run yet.
  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if let inline = runInline({ action(state) }) { return inline }
    let work = ScheduledWork(state: state, action: action)
    enqueue(work.run)
    return work
  }

  /// Runs `body` as ``schedule(_:action:)`` would run an action, with nothing to cancel it.
  @usableFromInline
  override func perform(_ body: @escaping @Sendable () -> Void) {
    if runInline({ body() }) != nil { return }
    enqueue(body)
  }

  /// Runs `body` at once and returns its result when the caller is on the main queue and no
  /// other work of this scheduler is queued or running; else counts the work about to be
  /// queued and returns `nil`.
  private func runInline<Result>(_ body: () -> Result) -> Result? {
    let before = active.add(1, ordering: .acquiringAndReleasing).oldValue
    guard before == 0, MainScheduler.isMainQueue else { return nil }
    defer { active.subtract(1, ordering: .acquiringAndReleasing) }
    return body()
  }

  /// Queues `body`, already counted in `active`, on the main queue.
  private func enqueue(_ body: @escaping () -> Void) {
    let pending = MainScheduler.pending
    pending.withLock {
      $0.append { [active] in
        body()
        active.subtract(1, ordering: .acquiringAndReleasing)
      }
    }
    // Each queued block runs the oldest pending work, so the order holds even when
    // `runPendingWork()` has run some of it first.
    configuration.queue.async { [pending] in pending.withLock { $0.popFirst() }?() }
  }

  /// Runs, in order, the work main schedulers have queued on the main queue and not run yet.
  ///
  /// For code that blocks the main queue while waiting for that work (the blocking test kit):
  /// call it only on the main queue.
  ///
  /// - Returns: whether any work ran.
  package static func runPendingWork() -> Bool {
    var ran = false
    while let next = pending.withLock({ $0.popFirst() }) {
      next()
      ran = true
    }
    return ran
  }
}
