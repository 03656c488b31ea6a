/// The resources of one lifetime, kept as the header of its storage: the first inline, the
/// others in a list allocated with the second.
///
/// Not generic and with no array of its own, so a lifetime that never holds a resource (most
/// operators hand their subscriber's lifetime on and add nothing) sets it up with a few stores.
/// The inline slot is used only while the list is empty, so it always holds the oldest
/// resource, and release order is insertion order. Presence is counted rather than read from
/// the optional, and nothing here is a tuple: the runtime copies and tests an optional or a
/// tuple holding an existential through generic witnesses, a call each.
@usableFromInline
struct LifetimeResources {
  /// The oldest resource, while ``holdsFirst``.
  @usableFromInline var first: Disposable?
  /// Whether ``first`` holds a resource.
  @usableFromInline var holdsFirst = false
  /// The key of ``first``.
  @usableFromInline var firstKey: UInt64 = 0
  /// The resources added while the inline slot was taken, oldest first.
  @usableFromInline var rest: LifetimeResourceList?
  /// The key the next resource gets.
  @usableFromInline var nextKey: UInt64 = 0
  /// The number of resources held.
  @usableFromInline var count = 0
  /// Deliveries that arrived from another thread while one was running, oldest first
  /// (`Lifetime+Delivery.swift`); `nil` (one store to set up, none to tear down) when none did.
  @usableFromInline var pending: [() -> Void]?

  /// No resources.
  @inlinable
  init() {}

  /// Adds `resource` and returns the key that removes it.
  @inlinable
  mutating func insert(_ resource: Disposable) -> BagKey {
    let key = BagKey(rawValue: nextKey)
    nextKey &+= 1
    count &+= 1
    // Nothing else held: the inline slot is free, and the list (if any) empty.
    if count == 1 {
      first = resource
      holdsFirst = true
      firstKey = key.rawValue
    } else if let rest {
      rest.bag.append(resource, key: key)
    } else {
      let list = LifetimeResourceList()
      list.bag.append(resource, key: key)
      rest = list
    }
    return key
  }

  /// Removes and returns the resource for `key`, or `nil` when it is gone already.
  @inlinable
  mutating func remove(_ key: BagKey) -> Disposable? {
    if holdsFirst, firstKey == key.rawValue {
      holdsFirst = false
      count &-= 1
      return first.take()
    }
    guard let removed = rest?.bag.remove(key) else { return nil }
    count &-= 1
    return removed
  }

  /// Disposes every resource, oldest first, and drops the deliveries still waiting: for
  /// resources taken out of a lifetime.
  @inlinable
  mutating func disposeAll() {
    pending = nil
    if holdsFirst { first?.dispose() }
    rest?.bag.values.forEach { $0.dispose() }
  }
}

/// The second and later resources of one lifetime; touched only under its lock.
@usableFromInline
final class LifetimeResourceList {
  @usableFromInline var bag = Bag<Disposable>()

  @inlinable
  init() {}
}
