import CStreamsAtomics

/// An object that is its own serializer: inputs sent from any thread reach its
/// ``receive(_:)`` one at a time and in order, as a ``Serializer``'s reach its handler.
///
/// For an object that would otherwise own a `Serializer` whose handler calls back into it (a
/// time operator's sink, the provider's per-request operations): the object, its
/// ``inboxWords`` and its ``queue`` are all there is, with no serializer object and no handler
/// closure (two allocations fewer, and no reference cycle to break with an `unowned`
/// capture). ``SubjectCore`` does the same with words of its own.
@usableFromInline
package protocol SerialInbox: SerialRunner {
  /// The count of inputs in flight and the queue's lock.
  var inboxWords: SerialInboxWords { get }
  /// Handles one input; never runs twice at once, nor re-entrantly.
  func receive(_ input: Input)
}

extension SerialInbox {
  /// Runs `input` through ``receive(_:)`` now, or after the inputs already in flight.
  @inlinable
  package func send(_ input: Input) { serialize(input) }

  @inlinable @inline(__always)
  package func run(_ input: Input) { receive(input) }

  @inlinable @inline(__always)
  package func wip<Result>(_ body: (AtomicWord) -> Result) -> Result {
    inboxWords.storage.withUnsafeMutablePointerToHeader { body(AtomicWord($0)) }
  }

  @inlinable @inline(__always)
  package func lock() {
    inboxWords.storage.withUnsafeMutablePointerToElements { streams_lock($0) }
  }

  @inlinable @inline(__always)
  package func unlock() {
    inboxWords.storage.withUnsafeMutablePointerToElements { streams_unlock($0) }
  }
}

/// The storage a ``SerialInbox`` runs on: one allocation, the count of inputs in flight (an
/// atomic word) as its header and the queue's lock as its element.
@usableFromInline
package struct SerialInboxWords {
  @usableFromInline let storage: LockedStorage<streams_atomic_word>

  /// Storage with nothing in flight.
  @inlinable
  package init() {
    storage = LockedStorage.make(streams_atomic_word())
    storage.withUnsafeMutablePointerToHeader { streams_atomic_init($0, 0) }
  }
}
