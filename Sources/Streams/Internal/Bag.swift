/// A key that removes one entry from a ``Bag``.
@usableFromInline
package struct BagKey: Hashable, Sendable {
  @usableFromInline let rawValue: UInt64

  @inlinable
  init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection whose entries are removed by the key `insert` returned.
///
/// Keys increase monotonically, so entries stay sorted by key and removal is a binary search.
/// Iteration visits entries in insertion order, which keeps subject delivery deterministic.
@usableFromInline
package struct Bag<Value> {
  @usableFromInline var keys: [UInt64] = []
  @usableFromInline var values: [Value] = []
  @usableFromInline var nextKey: UInt64 = 0

  /// Creates an empty bag.
  @inlinable
  package init() {}

  /// The number of entries.
  @inlinable
  package var count: Int { values.count }

  /// Whether the bag has no entries.
  @inlinable
  package var isEmpty: Bool { values.isEmpty }

  /// The entries in insertion order.
  @inlinable
  package var all: [Value] { values }

  /// Adds `value` and returns the key that removes it.
  @inlinable
  @discardableResult
  package mutating func insert(_ value: Value) -> BagKey {
    let key = nextKey
    nextKey &+= 1
    keys.append(key)
    values.append(value)
    return BagKey(rawValue: key)
  }

  /// Adds `value` under `key`, which its owner chose.
  ///
  /// The key must be greater than every key in the bag, so the entries stay sorted: for an
  /// owner that numbers entries it also keeps elsewhere.
  @inlinable
  package mutating func append(_ value: Value, key: BagKey) {
    keys.append(key.rawValue)
    values.append(value)
  }

  /// A fresh key that no entry of this bag will ever use, for entries kept outside it.
  @inlinable
  package mutating func reserveKey() -> BagKey {
    let key = nextKey
    nextKey &+= 1
    return BagKey(rawValue: key)
  }

  /// Removes and returns the entry for `key`, or `nil` when it is gone already.
  @inlinable
  @discardableResult
  package mutating func remove(_ key: BagKey) -> Value? {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low &+ high) >> 1
      if keys[mid] < key.rawValue { low = mid &+ 1 } else { high = mid }
    }
    guard low < keys.count, keys[low] == key.rawValue else { return nil }
    keys.remove(at: low)
    return values.remove(at: low)
  }

  /// Removes and returns the oldest entry that satisfies `predicate`, or `nil` when none does.
  @inlinable
  @discardableResult
  package mutating func removeFirst(where predicate: (Value) -> Bool) -> Value? {
    guard let index = values.firstIndex(where: predicate) else { return nil }
    keys.remove(at: index)
    return values.remove(at: index)
  }

  /// Removes every entry and returns them in insertion order.
  @inlinable
  package mutating func removeAll() -> [Value] {
    let removed = values
    keys = []
    values = []
    return removed
  }
}
