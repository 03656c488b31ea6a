import CStreamsAtomics

/// One of the words of a ``WordStorage``, by its index; each owner names its own.
@usableFromInline
package struct WordSlot: Sendable {
  @usableFromInline let index: Int

  @inlinable @inline(__always)
  package init(_ index: Int) { self.index = index }
}

/// Atomic words and lock words at an address that never moves, in the tail of one object whose
/// header holds what they guard: the one layout of atomic words in Streams.
///
/// A lifetime (its state, the lock on its resources), a serializer (its count of inputs in
/// flight, the lock on its queue, and a subject's flags beside them), an atomic cell (its value)
/// and a locked box (its lock) are each one object of this class or of a subclass that adds
/// behaviour but no stored property, and each names its words as ``WordSlot``s. A word is
/// changed only through C11 atomics (``AtomicWord``) or, as a lock, through `streams_lock` and
/// `streams_unlock`: `os_unfair_lock` on Darwin, a futex on Linux, whose waiters sleep in the
/// kernel; none keeps a processor busy.
@usableFromInline
package class WordStorage<Header>: ManagedBuffer<Header, streams_atomic_word> {
  /// Allocates an object of class `type` holding `header` and `slots` words that hold `value`
  /// (0, the default, is also a free lock).
  ///
  /// The header is made in place (an autoclosure): made first and passed in, it would be copied
  /// into the object and then destroyed.
  @inlinable
  static func make<Storage: WordStorage<Header>>(
    _ type: Storage.Type, slots: Int, header: @autoclosure () -> Header, value: Int = 0
  ) -> Storage {
    let storage = unsafeDowncast(type.create(minimumCapacity: slots) { _ in header() }, to: type)
    storage.withUnsafeMutablePointerToElements { words in
      for index in 0..<slots { streams_atomic_init(words + index, value) }
    }
    return storage
  }

  /// Runs `body` with the word in `slot`.
  @inlinable @inline(__always)
  final func withWord<Result>(_ slot: WordSlot, _ body: (AtomicWord) -> Result) -> Result {
    withUnsafeMutablePointerToElements { body(AtomicWord($0 + slot.index)) }
  }

  /// Takes the lock in `slot`, sleeping while another thread holds it.
  @inlinable @inline(__always)
  final func lock(_ slot: WordSlot) {
    withUnsafeMutablePointerToElements { streams_lock($0 + slot.index) }
  }

  /// Lets go of the lock in `slot`, which the calling thread holds.
  @inlinable @inline(__always)
  final func unlock(_ slot: WordSlot) {
    withUnsafeMutablePointerToElements { streams_unlock($0 + slot.index) }
  }

  /// Runs `body` with the header, holding the lock in `slot`.
  ///
  /// Never call out to an observer from `body`.
  @inlinable
  final func withLock<Result>(_ slot: WordSlot, _ body: (inout Header) throws -> Result) rethrows
    -> Result
  {
    lock(slot)
    defer { unlock(slot) }
    return try withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
  }
}
