/// A key that removes one entry from a ``Bag``.
@usableFromInline
package struct BagKey: Hashable, Sendable {
  @usableFromInline let rawValue: UInt64

  @inlinable
  init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection whose entries are removed by the key `insert` returned: the
/// one bag (a lifetime's resources, a subject's observers, a composite disposable's parts).
///
/// Most bags hold one entry (a subject's observer, a share's subscriber, a lifetime's resource),
/// so the first is kept inline and a list is allocated only for a second. The inline slot is
/// used only while the list is empty, so it always holds the oldest entry, and iteration is
/// insertion order. Keys increase monotonically, so the list stays sorted by key and removal is
/// a binary search. No entry is a tuple: a bag copied or destroyed where it is not specialised
/// (an object's deinit) would go through the runtime's generic witnesses for it, a call each.
@usableFromInline
package struct Bag<Value> {
  /// The oldest entry, while the list is empty or since it was inserted.
  @usableFromInline var first: Value?
  /// The key of ``first``.
  @usableFromInline var firstKey: UInt64 = 0
  /// The entries inserted while ``first`` was taken, oldest first; `nil` until the first such
  /// (a bag that never had two entries has no array to release).
  @usableFromInline var rest: [BagEntry<Value>]?
  /// The key the next entry gets.
  @usableFromInline var nextKey: UInt64 = 0

  /// Creates an empty bag.
  @inlinable
  package init() {}

  /// The number of entries.
  @inlinable
  package var count: Int { (first == nil ? 0 : 1) &+ (rest?.count ?? 0) }

  /// Whether the bag has no entries.
  @inlinable
  package var isEmpty: Bool { first == nil && rest?.isEmpty != false }

  /// The entries in insertion order.
  @inlinable
  package var all: [Value] {
    var values: [Value] = []
    forEach { values.append($0) }
    return values
  }

  /// Adds `value` and returns the key that removes it.
  @inlinable
  @discardableResult
  package mutating func insert(_ value: Value) -> BagKey {
    let key = nextKey
    nextKey &+= 1
    if first == nil, rest?.isEmpty != false {
      first = value
      firstKey = key
    } else {
      if rest == nil { rest = [] }
      rest?.append(BagEntry(key: key, value: value))
    }
    return BagKey(rawValue: key)
  }

  /// Removes and returns the entry for `key`, or `nil` when it is gone already.
  @inlinable
  @discardableResult
  package mutating func remove(_ key: BagKey) -> Value? {
    if first != nil, firstKey == key.rawValue { return first.take() }
    guard let list = rest else { return nil }
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low &+ high) >> 1
      if list[mid].key < key.rawValue { low = mid &+ 1 } else { high = mid }
    }
    guard low < list.count, list[low].key == key.rawValue else { return nil }
    return rest?.remove(at: low).value
  }

  /// Removes and returns the oldest entry that satisfies `predicate`, or `nil` when none does.
  @inlinable
  @discardableResult
  package mutating func removeFirst(where predicate: (Value) -> Bool) -> Value? {
    if firstSatisfies(predicate) { return first.take() }
    guard let index = rest?.firstIndex(where: { predicate($0.value) }) else { return nil }
    return rest?.remove(at: index).value
  }

  /// Removes every entry and returns them as a bag of their own, keys kept: nothing is
  /// allocated (an array of the entries would be, even for the one inline entry).
  @inlinable
  package mutating func takeAll() -> Bag {
    // Moved out by a swap, not copied: a copy runs the entries' retains, then releases them
    // when this one is cleared.
    var taken = Bag()
    taken.nextKey = nextKey
    swap(&self, &taken)
    return taken
  }

  /// Removes every entry and returns them in insertion order.
  @inlinable
  package mutating func removeAll() -> [Value] { takeAll().all }

  /// Removes every entry and hands each to `body`, in insertion order: moved out, not copied.
  @inlinable
  package mutating func removeEach(_ body: (Value) -> Void) {
    if let value = first.take() { body(value) }
    for entry in takeAll().rest ?? [] { body(entry.value) }
  }

  /// Calls `body` with every entry, in insertion order.
  @inlinable
  package func forEach(_ body: (Value) throws -> Void) rethrows {
    if case .some(let value) = first { try body(value) }
    for entry in rest ?? [] { try body(entry.value) }
  }

  /// Whether there is a first entry and it satisfies `predicate`; not mutating, so the entry is
  /// lent to `predicate`, not copied out (a copy of an existential in an optional goes through
  /// the runtime's generic witnesses).
  @inlinable
  func firstSatisfies(_ predicate: (Value) -> Bool) -> Bool {
    if case .some(let value) = first { return predicate(value) }
    return false
  }
}

/// An entry of a ``Bag``'s list: its key and value.
@usableFromInline
struct BagEntry<Value> {
  @usableFromInline let key: UInt64
  @usableFromInline let value: Value

  @inlinable
  init(key: UInt64, value: Value) {
    self.key = key
    self.value = value
  }
}
