import CStreamsAtomics

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
/// words in its own tail and its first resource in its header, so a lifetime that holds at most
/// one resource is one allocation (a second allocates a list for the rest). The
/// terminal `subscribe` forms call the subscriber through ``deliver(_:)``
/// (`Lifetime+Delivery.swift`), which is what lets ``dispose()`` promise that no callback runs
/// once it has returned.
@usableFromInline
package struct Lifetime: Cancelable, @unchecked Sendable {
  // Safe to share: every word of the storage is read and written atomically, and the resource
  // list is only touched under its lock word. `add` checks the disposed flag under that lock,
  // and `dispose` sets the flag before it takes the list under it, so a resource added while
  // disposing is either refused (and disposed by `add`) or taken (and disposed by `dispose`).
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

  /// Ties `resource` to this lifetime, or disposes it at once when the lifetime is over.
  ///
  /// - Returns: the key that ``remove(_:)`` takes, or `nil` when `resource` was disposed now.
  @inlinable
  @discardableResult
  package func add(_ resource: Disposable) -> BagKey? {
    let key = storage.withResources { resources -> BagKey? in
      // After taking the lock word (sequentially consistent), as `dispose` sets the flag
      // before it reads that word: one of the two sees the other (``LifetimeStorage``).
      let disposed = storage.withWord(LifetimeStorage.disposed) {
        $0.load(ordering: .sequentiallyConsistent)
      }
      return disposed != 0 ? nil : resources.insert(resource)
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
    // The resource leaves the list under the lock and is released after it.
    _ = storage.withResources { $0.remove(key) }
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
    storage.disposeResources()
  }
}

/// The object behind a ``Lifetime``: its resources as the header, three atomic words in its
/// tail.
///
/// The resources are guarded by the resource word, a spin lock that also says whether any are
/// held: it is held only to insert, remove or take them, a few instructions (growing the list
/// for a second resource at most), and contended only when a lifetime is disposed on one thread
/// while a resource is added or removed on another. A mutex would cost an allocation or forty
/// bytes more per lifetime, most of which never see contention.
///
/// Disposing a lifetime that holds nothing reads that word and stops. That is safe against an
/// `add` on another thread: `dispose` sets the disposed word, then reads the resource word;
/// `add` takes the resource word, then reads the disposed word; all four sequentially
/// consistent, so at least one sees the other's write, and either `add` refuses the resource or
/// `dispose` takes it.
@usableFromInline
final class LifetimeStorage: ManagedBuffer<LifetimeResources, streams_atomic_word> {
  /// The word that is 1 once the lifetime is disposed.
  @inlinable static var disposed: Int { 0 }
  /// The resource word: ``locked`` while a thread holds the resources, ``holding`` while any
  /// are held.
  @inlinable static var resources: Int { 1 }
  /// The word that names the thread calling the subscriber (``Lifetime/deliver(_:)``), or 0.
  @inlinable static var delivering: Int { 2 }

  /// The resource word's bit for a thread holding the resources.
  @inlinable static var locked: Int { 1 }
  /// The resource word's bit for resources held.
  @inlinable static var holding: Int { 2 }

  /// Allocates a live lifetime's storage.
  @inlinable
  static func make() -> LifetimeStorage {
    Resources.increment()
    let buffer = LifetimeStorage.create(minimumCapacity: 3) { _ in LifetimeResources() }
    let storage = unsafeDowncast(buffer, to: LifetimeStorage.self)
    storage.withUnsafeMutablePointerToElements { words in
      for index in 0..<3 { streams_atomic_init(words + index, 0) }
    }
    return storage
  }

  /// Runs `body` with the word at `index`.
  @inlinable @inline(__always)
  final func withWord<Result>(_ index: Int, _ body: (AtomicWord) -> Result) -> Result {
    withUnsafeMutablePointerToElements { body(AtomicWord($0 + index)) }
  }

  /// Runs `body` with the resources, holding the resource word.
  @inlinable
  final func withResources<Result>(_ body: (inout LifetimeResources) -> Result) -> Result {
    lockResources()
    return withUnsafeMutablePointerToHeader { header in
      let result = body(&header.pointee)
      unlockResources(holding: header.pointee.count != 0)
      return result
    }
  }

  /// Takes every resource out, leaving none, and disposes them, oldest first: for a lifetime
  /// whose disposed word was just set.
  @inlinable
  final func disposeResources() {
    // Nothing held and no one inside: nothing to take (see the type's note on ordering).
    let state = withWord(Self.resources) { $0.load(ordering: .sequentiallyConsistent) }
    if state == 0 { return }
    lockResources()
    var taken = LifetimeResources()
    withUnsafeMutablePointerToHeader { swap(&taken, &$0.pointee) }
    unlockResources(holding: false)
    taken.disposeAll()
  }

  /// Takes the resource word, waiting while another thread holds it.
  @inlinable
  final func lockResources() {
    if !tryLockResources() { waitForResources() }
  }

  /// Takes the resource word if no thread holds it.
  @inlinable @inline(__always)
  final func tryLockResources() -> Bool {
    let state = withWord(Self.resources) { $0.load(ordering: .relaxed) }
    if state & Self.locked != 0 { return false }
    return withWord(Self.resources) {
      $0.compareExchange(
        expected: state, desired: state | Self.locked, ordering: .sequentiallyConsistent)
    }.exchanged
  }

  /// Takes the resource word once the thread holding it lets go.
  @usableFromInline
  final func waitForResources() {
    var attempt: UInt32 = 0
    repeat {
      streams_atomic_backoff(attempt)
      attempt &+= 1
    } while !tryLockResources()
  }

  /// Lets go of the resource word, saying whether resources are held.
  @inlinable
  final func unlockResources(holding: Bool) {
    withWord(Self.resources) { $0.store(holding ? Self.holding : 0, ordering: .releasing) }
  }

  deinit { Resources.decrement() }
}
