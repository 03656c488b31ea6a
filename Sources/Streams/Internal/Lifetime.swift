import Synchronization

/// The disposal handle of one subscription: a flag sources poll, plus the resources to release.
///
/// `subscribe` creates one and passes it up the chain before any event flows, so a source
/// emitting synchronously can see `isDisposed` turn true mid-loop (`take(1)` over a million
/// elements stops after one). Operators that only transform events hand the same lifetime
/// upstream; operators that outlive an upstream (`concat`, `catch`, `retry`, inner subscriptions
/// of `flatMap`) give it a ``child()``. Whoever originates a terminal event disposes the lifetime
/// it was given after sending it, which releases every resource of that subscription.
///
/// The resource list is allocated on the first ``add(_:)``: a chain of synchronous operators
/// costs one allocation here.
@usableFromInline
package final class Lifetime: Cancelable, @unchecked Sendable {
  // Safe to share: `disposed` and `storage` are atomic, and the bag inside the storage is only
  // touched under its lock. Sequentially consistent ordering makes "set disposed, then look
  // for storage" and "publish storage, then check disposed" see each other (Dekker-style), so
  // a resource added while disposing is disposed by one side or the other.
  @usableFromInline let disposed = Atomic<Bool>(false)
  @usableFromInline let storage = Atomic<Unmanaged<LockedStorage<LifetimeResources>>?>(nil)

  /// Creates a live lifetime with no resources.
  @inlinable
  package init() { Resources.increment() }

  deinit {
    storage.load(ordering: .acquiring)?.release()
    Resources.decrement()
  }

  /// Whether ``dispose()`` has run.
  ///
  /// Sources check it before each element they emit.
  @inlinable
  package var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  var resources: Locked<LifetimeResources> {
    if let existing = storage.load(ordering: .sequentiallyConsistent) {
      return Locked(storage: existing.takeUnretainedValue())
    }
    let created = Unmanaged.passRetained(LockedStorage<LifetimeResources>.make(LifetimeResources()))
    let (exchanged, original) = storage.compareExchange(
      expected: nil, desired: created, ordering: .sequentiallyConsistent)
    if exchanged { return Locked(storage: created.takeUnretainedValue()) }
    created.release()
    // `original` is non-nil whenever the exchange failed.
    return Locked(
      storage: original.map { $0.takeUnretainedValue() } ?? .make(LifetimeResources()))
  }

  /// Ties `resource` to this lifetime, or disposes it at once when the lifetime is over.
  ///
  /// - Returns: the key that ``remove(_:)`` takes, or `nil` when `resource` was disposed now.
  @inlinable
  @discardableResult
  package func add(_ resource: Disposable) -> BagKey? {
    let key = resources.withLock { bag -> BagKey? in
      disposed.load(ordering: .sequentiallyConsistent) ? nil : bag.insert(resource)
    }
    if key == nil { resource.dispose() }
    return key
  }

  /// Runs `action` once, when this lifetime is disposed (at once if it already is).
  @inlinable
  @discardableResult
  package func onDispose(_ action: @escaping () -> Void) -> BagKey? {
    add(AnonymousDisposable(action))
  }

  /// Forgets the resource for `key` without disposing it.
  @inlinable
  package func remove(_ key: BagKey?) {
    guard let key, let existing = storage.load(ordering: .acquiring) else { return }
    Locked(storage: existing.takeUnretainedValue()).withLock { _ = $0.remove(key) }
  }

  /// A new lifetime that this one disposes when it is disposed, and that can end on its own.
  ///
  /// - Returns: the child and its key here; pass both to ``end(child:key:)`` when the work it
  ///   tracks is over, so finished children never pile up.
  @inlinable
  package func child() -> (Lifetime, BagKey?) {
    let child = Lifetime()
    return (child, add(child))
  }

  /// Disposes `child` and forgets it.
  @inlinable
  package func end(child: Lifetime, key: BagKey?) {
    remove(key)
    child.dispose()
  }

  /// Marks the subscription over and releases its resources, in the order they were added.
  @inlinable
  package func dispose() {
    if disposed.exchange(true, ordering: .sequentiallyConsistent) { return }
    guard let existing = storage.load(ordering: .sequentiallyConsistent) else { return }
    let released = Locked(storage: existing.takeUnretainedValue()).withLock { $0.removeAll() }
    for resource in released { resource.dispose() }
  }
}

extension Locked {
  @inlinable
  init(storage: LockedStorage<State>) { self.storage = storage }
}

/// The resources of one lifetime: most hold exactly one, which is kept inline (no array).
@usableFromInline
struct LifetimeResources {
  @usableFromInline var first: (key: BagKey, resource: Disposable)?
  @usableFromInline var rest = Bag<Disposable>()

  @inlinable
  init() {}

  /// Adds `resource` and returns the key that removes it; insertion order is kept.
  @inlinable
  mutating func insert(_ resource: Disposable) -> BagKey {
    guard first == nil, rest.isEmpty else { return rest.insert(resource) }
    let key = rest.reserveKey()
    first = (key, resource)
    return key
  }

  /// Removes the resource for `key`, if it is still here.
  @inlinable
  mutating func remove(_ key: BagKey) -> Disposable? {
    if let first, first.key == key {
      self.first = nil
      return first.resource
    }
    return rest.remove(key)
  }

  /// Removes every resource and returns them in insertion order.
  @inlinable
  mutating func removeAll() -> [Disposable] {
    let later = rest.removeAll()
    guard let first else { return later }
    self.first = nil
    return later.isEmpty ? [first.resource] : [first.resource] + later
  }
}
