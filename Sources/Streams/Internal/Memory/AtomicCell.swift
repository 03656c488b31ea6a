import CStreamsAtomics

/// How an atomic operation orders the memory accesses around it: the C11 orderings.
@usableFromInline
package enum AtomicOrdering: Sendable {
  /// Atomic, but orders nothing else.
  case relaxed
  /// Later accesses stay after it; pairs with a `releasing` write it reads.
  case acquiring
  /// Earlier accesses stay before it.
  case releasing
  /// Both: for a read-modify-write.
  case acquiringAndReleasing
  /// One order all threads agree on, besides acquiring and releasing.
  case sequentiallyConsistent

  @inlinable @inline(__always)
  var order: streams_atomic_order {
    switch self {
    case .relaxed: streams_atomic_relaxed
    case .acquiring: streams_atomic_acquire
    case .releasing: streams_atomic_release
    case .acquiringAndReleasing: streams_atomic_acq_rel
    case .sequentiallyConsistent: streams_atomic_seq_cst
    }
  }
}

/// The address of one atomic word, and the operations on it.
///
/// Valid only while the object whose storage holds the word is alive.
@usableFromInline
package struct AtomicWord {
  @usableFromInline let address: UnsafeMutablePointer<streams_atomic_word>

  @inlinable @inline(__always)
  init(_ address: UnsafeMutablePointer<streams_atomic_word>) { self.address = address }

  @inlinable @inline(__always)
  func load(ordering: AtomicOrdering) -> Int { streams_atomic_load(address, ordering.order) }

  @inlinable @inline(__always)
  func store(_ value: Int, ordering: AtomicOrdering) {
    streams_atomic_store(address, value, ordering.order)
  }

  @inlinable @inline(__always)
  func exchange(_ value: Int, ordering: AtomicOrdering) -> Int {
    streams_atomic_exchange(address, value, ordering.order)
  }

  @inlinable @inline(__always)
  func compareExchange(expected: Int, desired: Int, ordering: AtomicOrdering)
    -> (exchanged: Bool, original: Int)
  {
    let original = streams_atomic_compare_exchange(address, expected, desired, ordering.order)
    return (original == expected, original)
  }

  @inlinable @inline(__always)
  func add(_ value: Int, ordering: AtomicOrdering) -> Int {
    streams_atomic_fetch_add(address, value, ordering.order)
  }

  @inlinable @inline(__always)
  func subtract(_ value: Int, ordering: AtomicOrdering) -> Int {
    streams_atomic_fetch_sub(address, value, ordering.order)
  }
}

/// A value that fits an atomic word.
@usableFromInline
package protocol AtomicCellValue {
  /// The value from its word.
  init(atomicWord: Int)
  /// The value as a word.
  var atomicWord: Int { get }
}

extension Int: AtomicCellValue {
  @inlinable @inline(__always)
  package init(atomicWord: Int) { self = atomicWord }

  @inlinable @inline(__always)
  package var atomicWord: Int { self }
}

extension Bool: AtomicCellValue {
  @inlinable @inline(__always)
  package init(atomicWord: Int) { self = atomicWord != 0 }

  @inlinable @inline(__always)
  package var atomicWord: Int { self ? 1 : 0 }
}

/// A flag or counter that threads read and change without a lock, in its own small allocation.
///
/// The portable stand-in for `Synchronization.Atomic` (which needs macOS 15 / iOS 18): C11
/// atomics through `CStreamsAtomics`, spelled the same way (`load(ordering: .acquiring)`).
/// Copies share the one word.
@usableFromInline
package struct AtomicCell<Value: AtomicCellValue>: @unchecked Sendable {
  // Safe to share: the word is read and written only through C11 atomic operations.
  @usableFromInline let storage: WordStorage<Void>

  /// Runs `body` with the cell's one word.
  @inlinable @inline(__always)
  func withWord<Result>(_ body: (AtomicWord) -> Result) -> Result {
    storage.withWord(WordSlot(0), body)
  }

  /// Creates a cell holding `initial`.
  @inlinable
  package init(_ initial: Value) {
    storage = WordStorage.make(WordStorage.self, slots: 1, header: (), value: initial.atomicWord)
  }

  /// Reads the value.
  @inlinable
  package func load(ordering: AtomicOrdering) -> Value {
    Value(atomicWord: withWord { $0.load(ordering: ordering) })
  }

  /// Writes `value`.
  @inlinable
  package func store(_ value: Value, ordering: AtomicOrdering) {
    withWord { $0.store(value.atomicWord, ordering: ordering) }
  }

  /// Writes `value` and returns what the cell held.
  @inlinable
  @discardableResult
  package func exchange(_ value: Value, ordering: AtomicOrdering) -> Value {
    Value(atomicWord: withWord { $0.exchange(value.atomicWord, ordering: ordering) })
  }

  /// Writes `desired` if the cell holds `expected`.
  ///
  /// - Returns: whether it wrote, and what the cell held.
  @inlinable
  package func compareExchange(expected: Value, desired: Value, ordering: AtomicOrdering)
    -> (exchanged: Bool, original: Value)
  {
    let (exchanged, original) = withWord {
      $0.compareExchange(
        expected: expected.atomicWord, desired: desired.atomicWord, ordering: ordering)
    }
    return (exchanged, Value(atomicWord: original))
  }
}

extension AtomicCell where Value == Int {
  /// Adds `value`, wrapping on overflow.
  ///
  /// - Returns: the values before and after.
  @inlinable
  @discardableResult
  package func add(_ value: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
    let old = withWord { $0.add(value, ordering: ordering) }
    return (old, old &+ value)
  }

  /// Subtracts `value`, wrapping on overflow.
  ///
  /// - Returns: the values before and after.
  @inlinable
  @discardableResult
  package func subtract(_ value: Int, ordering: AtomicOrdering) -> (oldValue: Int, newValue: Int) {
    let old = withWord { $0.subtract(value, ordering: ordering) }
    return (old, old &- value)
  }
}
