import CStreamsAtomics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work waiting its turn on a thread's ``Trampoline``: a subclass passes its ``turn``.
///
/// The queue is intrusive (each item links to the next), so queueing an item that is already
/// allocated — a synchronous source giving up its turn — allocates nothing. A turn is a stored
/// closure, not an overridden method: made where a generic subclass is specialised, it runs
/// specialised code with one indirect call.
@usableFromInline
package class TrampolineWork {
  // Unchecked: only the thread whose trampoline queues the item touches the link, which holds
  // the next item retained while it waits (no reference counting per link followed).
  @exclusivity(unchecked) @usableFromInline final var next: Unmanaged<TrampolineWork>?

  /// Runs one turn of the work (given as the first argument) on the running trampoline.
  ///
  /// Returns whether the work is over, so the queue lets it go. Work that wants another turn
  /// puts itself back behind the waiting work with ``Trampoline/requeue(_:)`` before it
  /// returns `false`.
  @usableFromInline let turn: (TrampolineWork, Trampoline) -> Bool

  /// Creates an item that is in no queue.
  ///
  /// - Parameter turn: runs one turn of the item.
  @inlinable
  package init(turn: @escaping (TrampolineWork, Trampoline) -> Bool) { self.turn = turn }
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
/// thread touches it. It is found through a native thread-local (one load), set up beside a
/// pthread key whose destructor lets it go.
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
    pthread_key_create(&key) { raw in
      streams_set_current_trampoline(nil)
      Unmanaged<Trampoline>.fromOpaque(raw).release()
    }
    #else
    pthread_key_create(&key) { raw in
      streams_set_current_trampoline(nil)
      if let raw { Unmanaged<Trampoline>.fromOpaque(raw).release() }
    }
    #endif
    return key
  }()

  /// The current thread's trampoline.
  @inlinable
  package static var current: Trampoline { slot.takeUnretainedValue() }

  /// The current thread's trampoline, not retained: the thread's slot holds it until the
  /// thread ends, so code running on the thread may use it without counting references.
  @inlinable
  static var slot: Unmanaged<Trampoline> {
    if let raw = streams_current_trampoline() { return Unmanaged.fromOpaque(raw) }
    return makeSlot()
  }

  /// Makes the current thread's trampoline, on its first use.
  @usableFromInline
  static func makeSlot() -> Unmanaged<Trampoline> {
    let trampoline = Unmanaged.passRetained(Trampoline())
    // The key only lets the trampoline go when the thread ends; the native slot finds it.
    pthread_setspecific(key, trampoline.toOpaque())
    streams_set_current_trampoline(trampoline.toOpaque())
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
    append(Unmanaged.passRetained(work))
  }

  /// Queues a link the queue owns (retained once) behind what is waiting.
  @inlinable
  func append(_ link: Unmanaged<TrampolineWork>) {
    if let last = tail {
      last._withUnsafeGuaranteedRef { $0.next = link }
    } else {
      head = link
    }
    tail = link
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
  @inlinable
  package func finish() {
    if head != nil { drain() }
    isRunning = false
  }

  /// Runs the waiting work, in order, including work queued while it runs.
  ///
  /// A work item that wants another turn puts itself back behind the waiting work, still owned
  /// by the queue: no reference counting per turn.
  ///
  /// - Returns: whether any work ran.
  @usableFromInline
  @discardableResult
  package func drain() -> Bool {
    var ran = false
    while let link = popHead() {
      let over = link._withUnsafeGuaranteedRef { work in work.turn(work, self) }
      ran = true
      if over { link.release() }
    }
    return ran
  }

  /// Takes the oldest waiting work out of the queue, with the retain the queue held.
  @inlinable @inline(__always)
  func popHead() -> Unmanaged<TrampolineWork>? {
    guard let link = head else { return nil }
    head = link._withUnsafeGuaranteedRef { work in
      let next = work.next
      work.next = nil
      return next
    }
    if head == nil { tail = nil }
    return link
  }

  /// Takes the oldest waiting work out of the queue, with the retain the queue held, when it is
  /// an instance of the same class as `work`; `nil` otherwise (one load of each class).
  ///
  /// How a turn runs the turns of its own kind that come next without going back to ``drain()``.
  @inlinable @inline(__always)
  func popHead(ofClassOf work: TrampolineWork) -> Unmanaged<TrampolineWork>? {
    guard let link = head,
      link._withUnsafeGuaranteedRef({ ObjectIdentifier(type(of: $0)) })
        == ObjectIdentifier(type(of: work))
    else { return nil }
    return popHead()
  }

  /// Puts `work`, which is running its turn after the queue took it out, back behind the
  /// waiting work; the retain the queue held carries over.
  ///
  /// Call only from the turn of `work`, which then returns `false`.
  @inlinable @inline(__always)
  func requeue(_ work: TrampolineWork) {
    append(Unmanaged.passUnretained(work))
  }

  /// Runs `body` on the current thread as if its trampoline were idle: work already waiting
  /// stays queued, and whatever `body` subscribes or schedules runs before this returns.
  ///
  /// How `concat` subscribes its inners: a synchronous inner sends everything before the outer
  /// source's next element, so a synchronous outer source is pulled one inner at a time instead
  /// of piling up behind inners that take turns (RxSwift buffers them; see Docs/Design.md).
  @inlinable
  static func isolated(_ body: () -> Void) {
    slot._withUnsafeGuaranteedRef { trampoline in
      guard trampoline.isRunning else { return body() }
      let (waiting, last) = (trampoline.head, trampoline.tail)
      trampoline.head = nil
      trampoline.tail = nil
      trampoline.isRunning = false
      body()
      // `body` has left its own run idle and empty: the waiting work takes its place again.
      trampoline.head = waiting
      trampoline.tail = last
      trampoline.isRunning = true
    }
  }
}

/// A ``CurrentThreadScheduler`` action waiting on the trampoline.
final class QueuedScheduledItem: TrampolineWork {
  let item: ScheduledItem

  init(_ item: ScheduledItem) {
    self.item = item
    super.init { work, _ in
      unsafeDowncast(work, to: QueuedScheduledItem.self).item.run()
      return true
    }
  }
}
