/// A ``Bag`` that keeps its first entry inline: most hold exactly one (a subject's observer, a
/// shared connection's subscriber), and those allocate no list. (A lifetime does the same for
/// its resources with `LifetimeResources`, shaped for its storage's header.)
///
/// Insertion order is kept: the inline slot is used only while the list is empty, so it always
/// holds the oldest entry.
@usableFromInline
package struct FirstInlineBag<Value> {
  @usableFromInline var first: (key: BagKey, value: Value)?
  @usableFromInline var rest = Bag<Value>()

  /// Creates an empty bag.
  @inlinable
  package init() {}

  /// The number of entries.
  @inlinable
  package var count: Int { (first == nil ? 0 : 1) &+ rest.count }

  /// Adds `value` and returns the key that removes it.
  @inlinable
  @discardableResult
  package mutating func insert(_ value: Value) -> BagKey {
    guard first == nil, rest.isEmpty else { return rest.insert(value) }
    let key = rest.reserveKey()
    first = (key, value)
    return key
  }

  /// Removes and returns the entry for `key`, or `nil` when it is gone already.
  @inlinable
  @discardableResult
  package mutating func remove(_ key: BagKey) -> Value? {
    if let first, first.key == key {
      self.first = nil
      return first.value
    }
    return rest.remove(key)
  }

  /// Removes and returns the oldest entry that satisfies `predicate`, or `nil` when none does.
  @inlinable
  @discardableResult
  package mutating func removeFirst(where predicate: (Value) -> Bool) -> Value? {
    if let first, predicate(first.value) {
      self.first = nil
      return first.value
    }
    return rest.removeFirst(where: predicate)
  }

  /// Removes every entry and returns them as a bag of their own, keys kept: nothing is
  /// allocated (an array of the entries would be, even for the one inline entry).
  @inlinable
  package mutating func takeAll() -> FirstInlineBag<Value> {
    // Moved out by a swap, not copied: a copy of the whole bag runs its value witness
    // (the entries retained, then released when this one is cleared).
    var taken = FirstInlineBag()
    taken.rest.nextKey = rest.nextKey
    swap(&self, &taken)
    return taken
  }

  /// Calls `body` with every entry, in insertion order.
  @inlinable
  package func forEach(_ body: (Value) throws -> Void) rethrows {
    if let first { try body(first.value) }
    for value in rest.values { try body(value) }
  }
}
