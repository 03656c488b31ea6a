/// An object whose inputs, sent from any thread, reach its ``receive(_:)`` one at a time and in
/// order: the one serializer.
///
/// It is the single mechanism behind "calls into one observer never overlap": subjects, every
/// operator with more than one source, the time operators' sinks and the provider's
/// per-request operations are each their own serializer. The sender that finds it idle runs
/// `receive` itself; a sender that finds it busy (another thread, or `receive` re-entering
/// synchronously) queues its input and returns, and the running sender drains the queue before
/// it leaves. Nothing blocks while `receive` runs and re-entrancy never deadlocks: a re-entrant
/// input runs right after the current one.
///
/// `receive` has exclusive access to the state its object keeps for it: the atomic hand-off
/// orders one run's writes before the next run's reads, so that state needs no lock of its own.
/// Its storage is one ``SerializerQueue``: no serializer object and no handler closure beside
/// the object that handles the inputs.
@usableFromInline
package protocol Serializer<Input>: AnyObject {
  /// What `receive` takes.
  associatedtype Input
  /// The count of inputs in flight and the inputs waiting.
  var queue: SerializerQueue<Input> { get }
  /// Handles one input; never runs twice at once, nor re-entrantly.
  func receive(_ input: Input)
}

extension Serializer {
  /// Runs `input` through ``receive(_:)`` now, or after the inputs already in flight.
  @inlinable
  package func send(_ input: Input) {
    let queue = self.queue
    let claimed = queue.withWord(SerializerWords.inFlight) {
      $0.compareExchange(expected: 0, desired: 1, ordering: .acquiring)
    }
    if claimed.exchanged {
      receive(input)
      let missed = queue.withWord(SerializerWords.inFlight) {
        $0.subtract(1, ordering: .acquiringAndReleasing)
      }
      if missed != 1 { drain(missed &- 1) }
      return
    }
    queue.withLock(SerializerWords.lock) { $0.append(input) }
    #if DEBUG
    SerializerProbe.afterQueueing()
    #endif
    let before = queue.withWord(SerializerWords.inFlight) {
      $0.add(1, ordering: .acquiringAndReleasing)
    }
    if before == 0 { drain(1) }
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
    let queue = self.queue
    var missed = initial
    while missed != 0 {
      while let next = queue.withLock(SerializerWords.lock, { $0.popFirst() }) {
        receive(next)
      }
      missed =
        queue.withWord(SerializerWords.inFlight) {
          $0.subtract(missed, ordering: .acquiringAndReleasing)
        } &- missed
    }
  }
}

/// A ``Serializer``'s storage, one allocation: the inputs waiting as the header, and the words
/// of ``SerializerWords``, followed by any its owner adds (a subject's flags).
@usableFromInline
package final class SerializerQueue<Input>: WordStorage<RingBuffer<Input>> {
  /// A queue with nothing in flight, and `extra` words of its owner's, each 0.
  @inlinable
  package static func make(extra: Int = 0) -> SerializerQueue {
    make(SerializerQueue.self, slots: SerializerWords.owner &+ extra, header: RingBuffer())
  }
}

/// The words of a ``SerializerQueue``.
///
/// Not members of the generic class: code that is not specialised (a share's hook, a deinit)
/// would ask the runtime for the class's metadata to reach them.
@usableFromInline
package enum SerializerWords {
  /// The count of inputs sent and not yet run.
  @inlinable static var inFlight: WordSlot { WordSlot(0) }
  /// The lock on the queue.
  @inlinable static var lock: WordSlot { WordSlot(1) }
  /// The index of the first word after the serializer's own, for its owner.
  @inlinable package static var owner: Int { 2 }
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
