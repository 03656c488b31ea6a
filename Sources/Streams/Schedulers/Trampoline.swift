#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work waiting its turn on a thread's ``Trampoline``; subclasses override ``run(on:)``.
///
/// The queue is intrusive (each item links to the next), so queueing an item that is already
/// allocated — a synchronous source giving up its turn — allocates nothing.
@usableFromInline
package class TrampolineWork {
  // Unchecked: only the thread whose trampoline queues the item touches the link, which holds
  // the next item retained while it waits (no reference counting per link followed).
  @exclusivity(unchecked) @usableFromInline var next: Unmanaged<TrampolineWork>?

  /// Creates an item that is in no queue.
  @inlinable
  package init() {}

  /// Runs the work; `trampoline` is the current thread's, and it is running.
  @usableFromInline
  package func run(on trampoline: Trampoline) {}
}

/// A thread's queue of synchronous work, behind ``CurrentThreadScheduler`` and every
/// subscription.
///
/// Subscribing on a thread whose trampoline is idle starts it: the subscription runs at once,
/// then whatever it queued runs in order before `subscribe` returns. Synchronous sources
/// (`from`, `of`, `range`, `repeatElement`, `generate` on the default scheduler) queue their
/// first step and take their turn, as `CurrentThreadScheduler` work does in RxSwift, so
/// synchronous sources subscribed together interleave, one element per turn.
///
/// One object per thread, made on first use and released when the thread ends; only its own
/// thread touches it.
@usableFromInline
package final class Trampoline {
  // Unchecked: a trampoline is only ever touched by its own thread (it lives in that thread's
  // slot), so the runtime exclusivity checks on every turn would guard nothing.

  /// Whether work is running on this trampoline (so new work waits its turn).
  @exclusivity(unchecked) @usableFromInline package var isRunning = false
  // The waiting work, oldest first, each retained once by the queue until it is taken out.
  @exclusivity(unchecked) @usableFromInline var head: Unmanaged<TrampolineWork>?
  @exclusivity(unchecked) @usableFromInline var tail: Unmanaged<TrampolineWork>?

  init() {}

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    pthread_key_create(&key) { Unmanaged<Trampoline>.fromOpaque($0).release() }
    #else
    pthread_key_create(&key) { raw in
      if let raw { Unmanaged<Trampoline>.fromOpaque(raw).release() }
    }
    #endif
    return key
  }()

  /// The current thread's trampoline.
  @usableFromInline
  package static var current: Trampoline { slot.takeUnretainedValue() }

  /// The current thread's trampoline, not retained: the thread's slot holds it until the
  /// thread ends, so code running on the thread may use it without counting references.
  @usableFromInline
  static var slot: Unmanaged<Trampoline> {
    if let raw = pthread_getspecific(key) { return Unmanaged.fromOpaque(raw) }
    let trampoline = Unmanaged.passRetained(Trampoline())
    pthread_setspecific(key, trampoline.toOpaque())
    return trampoline
  }

  /// Starts the current thread's trampoline if it is idle.
  ///
  /// - Returns: the trampoline, to be finished with ``finish()``, or `nil` when it was
  ///   already running.
  @inlinable
  static func start() -> Unmanaged<Trampoline>? {
    let trampoline = slot
    let started = trampoline._withUnsafeGuaranteedRef { trampoline in
      if trampoline.isRunning { return false }
      trampoline.isRunning = true
      return true
    }
    return started ? trampoline : nil
  }

  /// Whether other work is waiting its turn.
  @inlinable
  var hasWaitingWork: Bool { head != nil }

  /// Queues `work` behind what is waiting.
  @inlinable
  package func enqueue(_ work: TrampolineWork) {
    let link = Unmanaged.passRetained(work)
    if let last = tail {
      last._withUnsafeGuaranteedRef { $0.next = link }
    } else {
      head = link
    }
    tail = link
  }

  /// Takes the oldest waiting work out of the queue.
  @inlinable
  func dequeue() -> TrampolineWork? {
    guard let link = head else { return nil }
    let work = link.takeRetainedValue()
    head = work.next
    work.next = nil
    if head == nil { tail = nil }
    return work
  }

  /// Runs `body` with the trampoline running, then the work queued meanwhile, in order.
  ///
  /// Call only on the current thread's trampoline while it is idle.
  @inlinable
  package func run<Result>(_ body: () -> Result) -> Result {
    isRunning = true
    let result = body()
    finish()
    return result
  }

  /// Runs the work queued while this trampoline ran, then leaves it idle.
  @usableFromInline
  package func finish() {
    drain()
    isRunning = false
  }

  /// Runs the waiting work, in order, including work queued while it runs.
  ///
  /// - Returns: whether any work ran.
  @usableFromInline
  @discardableResult
  package func drain() -> Bool {
    var ran = false
    while let work = dequeue() {
      work.run(on: self)
      ran = true
    }
    return ran
  }

  /// Queues `work` on the current thread's trampoline, or runs it there at once (and what it
  /// queues after it) when the trampoline is idle.
  @inlinable
  package static func schedule(_ work: TrampolineWork) {
    let trampoline = current
    if trampoline.isRunning {
      trampoline.enqueue(work)
    } else {
      trampoline.run { work.run(on: trampoline) }
    }
  }
}

/// A ``CurrentThreadScheduler`` action waiting on the trampoline.
final class QueuedScheduledItem: TrampolineWork {
  let item: ScheduledItem

  init(_ item: ScheduledItem) { self.item = item }

  override func run(on trampoline: Trampoline) { item.run() }
}
