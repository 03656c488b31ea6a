/// Runs inputs through one handler, one at a time, whatever thread sends them.
///
/// This is the single mechanism behind "calls into one observer never overlap": subjects and
/// every operator with more than one source funnel their inputs through a serializer. The
/// sender that finds it idle runs the handler itself; a sender that finds it busy (another
/// thread, or the handler re-entering synchronously) queues its input and returns, and the
/// running sender drains the queue before it leaves. Nothing blocks while the handler runs and
/// re-entrancy never deadlocks: a re-entrant input runs right after the current one.
///
/// The handler has exclusive access to whatever state it captures: the atomic hand-off orders
/// one run's writes before the next run's reads, so that state needs no lock of its own.
@usableFromInline
package final class Serializer<Input>: SerialInbox, @unchecked Sendable {
  // Safe to share: the count is atomic; `queue` is touched only under the lock; `handler` is
  // set once before the first send and then only called by the single sender that owns the
  // drain.
  /// One allocation for both: the count of inputs in flight as the header (an atomic word), the
  /// queue's lock as the element.
  @usableFromInline package let inboxWords = SerialInboxWords()
  // Unchecked: every access is under the lock, so the runtime's exclusivity check is redundant.
  @usableFromInline @exclusivity(unchecked) package var queue = RingBuffer<Input>()
  // Unchecked: set before the first send, then only read by the one sender owning the drain.
  @usableFromInline @exclusivity(unchecked) package var handler: (Input) -> Void

  /// Creates a serializer that hands every input to `handler`.
  @inlinable
  package init(_ handler: @escaping (Input) -> Void) { self.handler = handler }

  @inlinable @inline(__always)
  package func receive(_ input: Input) { handler(input) }
}

/// The serializer's algorithm, for an object that keeps the count, the queue and the lock in
/// its own storage and handles inputs itself (``Serializer``, and ``SubjectCore``, which so
/// saves the serializer object, its storage and its handler closure).
@usableFromInline
package protocol SerialRunner: AnyObject {
  /// What the handler takes.
  associatedtype Input
  /// Inputs that arrived while another ran; touched only under ``lock()``.
  var queue: RingBuffer<Input> { get set }
  /// Handles one input; never runs twice at once.
  func run(_ input: Input)
  /// Runs `body` with the count of inputs in flight, an atomic word at a stable address.
  func wip<Result>(_ body: (AtomicWord) -> Result) -> Result
  /// Acquires the lock guarding ``queue``.
  func lock()
  /// Releases the lock guarding ``queue``.
  func unlock()
}

extension SerialRunner {
  /// Runs `input` through ``run(_:)`` now, or after the inputs already in flight.
  @inlinable
  func serialize(_ input: Input) {
    if wip({ $0.compareExchange(expected: 0, desired: 1, ordering: .acquiring) }).exchanged {
      run(input)
      let missed = wip { $0.subtract(1, ordering: .acquiringAndReleasing) } &- 1
      if missed != 0 { drain(missed) }
      return
    }
    lock()
    queue.append(input)
    unlock()
    #if DEBUG
    SerializerProbe.afterQueueing()
    #endif
    if wip({ $0.add(1, ordering: .acquiringAndReleasing) }) == 0 { drain(1) }
  }

  /// Runs every queued input, then any that arrived meanwhile, until none are counted.
  ///
  /// An input is queued before it is counted, so the queue can hold an input whose sender has
  /// not counted it yet, in front of one that is counted. Each round therefore empties the
  /// queue rather than taking `missed` inputs: taking by count would run the uncounted input
  /// and strand a counted one, which a later send (even the same thread's next one) would then
  /// overtake. A sender whose input was already run by a drainer finds nothing to pop when it
  /// drains its own count, which is harmless.
  @inlinable
  func drain(_ initial: Int) {
    var missed = initial
    while missed != 0 {
      while true {
        lock()
        let next = queue.popFirst()
        unlock()
        guard let next else { break }
        run(next)
      }
      missed = wip { $0.subtract(missed, ordering: .acquiringAndReleasing) } &- missed
    }
  }
}

#if DEBUG
/// A test seam, in debug builds only: code to run between a busy send queueing its input and
/// counting it, the window a test of the serializer's ordering needs to hold open.
@usableFromInline
package enum SerializerProbe {
  @usableFromInline static let hook = Locked<(@Sendable () -> Void)?>(nil)

  /// Runs the installed hook, if any.
  @usableFromInline
  static func afterQueueing() {
    if let hook = hook.withLock({ $0 }) { hook() }
  }

  /// Installs `body` (or removes the hook with `nil`) for every serializer in the process.
  package static func install(_ body: (@Sendable () -> Void)?) {
    hook.withLock { $0 = body }
  }
}
#endif
