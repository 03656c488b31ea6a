/// The disposal handle of one subscription: a flag sources poll, plus the resources to release.
///
/// `subscribe` creates one and passes it up the chain before any event flows, so a source
/// emitting synchronously can see `isDisposed` turn true mid-loop (`take(1)` over a million
/// elements stops after one). Operators that only transform events hand the same lifetime
/// upstream; operators that outlive an upstream (`concat`, `catch`, `retry`, inner subscriptions
/// of `flatMap`) give it a ``child()``. Whoever originates a terminal event disposes the lifetime
/// it was given after sending it, which releases every resource of that subscription.
///
/// A value with one object behind it (copies are the same lifetime): the object keeps its atomic
/// words in its own tail, so a lifetime is one allocation. The resource list is allocated on the
/// first ``add(_:)``. The terminal `subscribe` forms call the subscriber through
/// ``deliver(_:)`` (`Lifetime+Delivery.swift`), which is what lets ``dispose()`` promise that no
/// callback runs once it has returned.
@usableFromInline
package struct Lifetime: Cancelable, @unchecked Sendable {
  // Safe to share: every word of the storage is read and written atomically, and the bag
  // behind the resource word is only touched under its lock. Sequentially consistent ordering
  // makes "set disposed, then look for resources" and "publish resources, then check disposed"
  // see each other (Dekker-style), so a resource added while disposing is disposed by one side
  // or the other.
  @usableFromInline let storage: LifetimeStorage

  /// Creates a live lifetime with no resources.
  @inlinable
  package init() { storage = LifetimeStorage.make() }

  /// Whether ``dispose()`` has run.
  ///
  /// Sources check it before each element they emit.
  @inlinable
  package var isDisposed: Bool {
    storage.withWord(LifetimeStorage.disposed) { $0.load(ordering: .acquiring) } != 0
  }

  @inlinable
  var resources: Locked<LifetimeResources> {
    let word = LifetimeStorage.resources
    let existing = storage.withWord(word) { $0.load(ordering: .sequentiallyConsistent) }
    if let existing = LifetimeStorage.unpack(existing) { return Locked(storage: existing) }
    let created = Unmanaged.passRetained(LockedStorage<LifetimeResources>.make(LifetimeResources()))
    let (exchanged, original) = storage.withWord(word) {
      $0.compareExchange(
        expected: 0, desired: Int(bitPattern: created.toOpaque()),
        ordering: .sequentiallyConsistent)
    }
    if exchanged { return Locked(storage: created.takeUnretainedValue()) }
    created.release()
    // `original` is a published storage whenever the exchange failed.
    return Locked(storage: LifetimeStorage.unpack(original) ?? .make(LifetimeResources()))
  }

  /// Ties `resource` to this lifetime, or disposes it at once when the lifetime is over.
  ///
  /// - Returns: the key that ``remove(_:)`` takes, or `nil` when `resource` was disposed now.
  @inlinable
  @discardableResult
  package func add(_ resource: Disposable) -> BagKey? {
    let key = resources.withLock { bag -> BagKey? in
      let disposed = storage.withWord(LifetimeStorage.disposed) {
        $0.load(ordering: .sequentiallyConsistent)
      }
      return disposed != 0 ? nil : bag.insert(resource)
    }
    if key == nil { resource.dispose() }
    return key
  }

  /// Runs `action` once, when this lifetime is disposed (at once if it already is).
  @inlinable
  @discardableResult
  package func onDispose(_ action: @escaping () -> Void) -> BagKey? {
    add(AnonymousDisposable.make(action))
  }

  /// Forgets the resource for `key` without disposing it.
  @inlinable
  package func remove(_ key: BagKey?) {
    guard let key else { return }
    let existing = storage.withWord(LifetimeStorage.resources) { $0.load(ordering: .acquiring) }
    guard let existing = LifetimeStorage.unpack(existing) else { return }
    Locked(storage: existing).withLock { _ = $0.remove(key) }
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

  /// Marks the subscription over, waits for a callback of the subscriber in flight on another
  /// thread to return, then releases the resources, in the order they were added.
  ///
  /// Once it has returned, no callback of the subscriber runs (see ``deliver(_:)``); called from
  /// inside one, it does not wait for itself.
  @inlinable
  package func dispose() {
    let disposed = storage.withWord(LifetimeStorage.disposed) {
      $0.exchange(1, ordering: .sequentiallyConsistent)
    }
    waitForDelivery()
    if disposed != 0 { return }
    let existing = storage.withWord(LifetimeStorage.resources) {
      $0.load(ordering: .sequentiallyConsistent)
    }
    guard let existing = LifetimeStorage.unpack(existing) else { return }
    let released = Locked(storage: existing).withLock { $0.removeAll() }
    for resource in released { resource.dispose() }
  }
}

/// The object behind a ``Lifetime``: three atomic words in its tail.
@usableFromInline
final class LifetimeStorage: AtomicStorage {
  /// The word that is 1 once the lifetime is disposed.
  @inlinable static var disposed: Int { 0 }
  /// The word that holds the resource list (a retained `LockedStorage`), or 0 before the first.
  @inlinable static var resources: Int { 1 }
  /// The word that names the thread calling the subscriber (``Lifetime/deliver(_:)``), or 0.
  @inlinable static var delivering: Int { 2 }

  /// Allocates a live lifetime's storage.
  @inlinable
  static func make() -> LifetimeStorage {
    Resources.increment()
    return make(LifetimeStorage.self, count: 3, value: 0)
  }

  /// The resource list a nonzero resource word points to.
  @inlinable
  static func unpack(_ word: Int) -> LockedStorage<LifetimeResources>? {
    guard let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
    return Unmanaged<LockedStorage<LifetimeResources>>.fromOpaque(pointer).takeUnretainedValue()
  }

  deinit {
    let word = withWord(Self.resources) { $0.load(ordering: .acquiring) }
    if let pointer = UnsafeRawPointer(bitPattern: word) {
      Unmanaged<LockedStorage<LifetimeResources>>.fromOpaque(pointer).release()
    }
    Resources.decrement()
  }
}

/// The resources of one lifetime: most hold exactly one, which is kept inline (no array).
@usableFromInline
typealias LifetimeResources = FirstInlineBag<Disposable>
