#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, queueing work scheduled from inside other work.
///
/// The first `schedule` on a thread runs its action at once and then drains whatever that
/// action scheduled, in order, before returning: deep recursive scheduling runs as a loop and
/// never overflows the stack. The queue lives in a pthread thread-local slot, not in
/// `Thread.current.threadDictionary`, so no string hashing happens per call.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether a `schedule` call on this thread would run at once rather than be queued.
  public static var isScheduleRequired: Bool { TrampolineQueue.current == nil }

  /// Runs `action` now when no scheduled work is running on this thread, else after it.
  ///
  /// - Returns: a disposable that cancels the action if it is still queued.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if let queue = TrampolineQueue.current {
      let item = ScheduledItem { action(state) }
      queue.items.append(item)
      return item
    }
    let queue = TrampolineQueue()
    TrampolineQueue.current = queue
    defer { TrampolineQueue.current = nil }
    let disposable = action(state)
    while let item = queue.items.popFirst() { item.run() }
    return disposable
  }

  /// Runs, in order, the work queued on this thread's trampoline and not run yet.
  ///
  /// For code that blocks inside scheduled work while waiting for later work (the blocking
  /// test kit); outside scheduled work there is nothing queued.
  ///
  /// - Returns: whether any work ran.
  package static func runPendingItems() -> Bool {
    guard let queue = TrampolineQueue.current else { return false }
    var ran = false
    while let item = queue.items.popFirst() {
      item.run()
      ran = true
    }
    return ran
  }
}

/// The per-thread queue behind ``CurrentThreadScheduler``.
final class TrampolineQueue {
  var items = RingBuffer<ScheduledItem>()

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The queue of the running trampoline on this thread, if any.
  static var current: TrampolineQueue? {
    get {
      guard let raw = pthread_getspecific(key) else { return nil }
      return Unmanaged<TrampolineQueue>.fromOpaque(raw).takeUnretainedValue()
    }
    set {
      if let old = pthread_getspecific(key) {
        Unmanaged<TrampolineQueue>.fromOpaque(old).release()
      }
      let raw = newValue.map { Unmanaged.passRetained($0).toOpaque() }
      pthread_setspecific(key, raw)
    }
  }
}
