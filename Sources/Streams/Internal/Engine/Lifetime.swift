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
/// terminal `subscribe` forms call the subscriber through ``deliver(_:to:)``
/// (`Lifetime+Delivery.swift`), which is what lets ``dispose()`` promise that no callback begins
/// once it has returned, without waiting for one that is running.
@usableFromInline
package struct Lifetime: Cancelable, @unchecked Sendable {
  // Safe to share: the state word is read and written atomically, and the resources are only
  // touched under the lock word. Whether the lifetime is disposed and whether it holds resources
  // are bits of that one state word, so `add` (which sets the holding bit unless the disposed bit
  // is set) and `dispose` (which sets the disposed bit and reads the holding bit) are settled by
  // the order of their two read-modify-writes: a resource is either refused (and disposed by
  // `add`) or taken (and disposed by `dispose`).
  @usableFromInline let storage: LifetimeStorage

  /// Creates a live lifetime with no resources.
  @inlinable
  package init() { storage = LifetimeStorage.make() }

  /// Whether ``dispose()`` has run.
  ///
  /// Sources check it before each element they emit.
  @inlinable
  package var isDisposed: Bool { storage.state(.acquiring) & LifetimeStorage.disposed != 0 }

  /// Ties `resource` to this lifetime, or disposes it at once when the lifetime is over.
  ///
  /// - Returns: the key that ``remove(_:)`` takes, or `nil` when `resource` was disposed now.
  @inlinable
  @discardableResult
  package func add(_ resource: Disposable) -> BagKey? {
    let key = storage.withHeader { header -> BagKey? in
      storage.markHolding() ? header.resources.insert(resource) : nil
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
    _ = storage.withHeader { $0.resources.remove(key) }
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

  /// Marks the subscription over and releases its resources, in the order they were added; never
  /// waits.
  ///
  /// Once it has returned, no callback of the subscriber begins (see ``deliver(_:to:)``). A
  /// callback running on another thread meanwhile finishes, and that thread releases the
  /// resources when it leaves: whichever side is last releases them, so they outlive the last
  /// callback. Called from inside a callback, on its thread, it releases them at once.
  @inlinable
  package func dispose() {
    var state = storage.state(.relaxed)
    while true {
      if state & LifetimeStorage.disposed != 0 { return }
      let exchange = storage.compareExchangeState(
        expected: state, desired: state | LifetimeStorage.disposed)
      if exchange.exchanged { break }
      state = exchange.original
    }
    // Read after the disposed bit is set, as a deliverer reads that bit after it takes the owner
    // word (all sequentially consistent): a deliverer that missed the bit is seen here.
    let owner = storage.owner(.sequentiallyConsistent)
    if owner != 0, owner != streams_current_thread() { return disposeWhileDelivering() }
    if state & LifetimeStorage.holding != 0 { storage.disposeResources() }
  }
}

/// What a lifetime's lock word guards: its resources, and the deliveries that came from another
/// thread while one was running (`Lifetime+Delivery.swift`).
///
/// Not generic, so its copies and its destruction (in the storage's deinit, which is not
/// specialised) are the compiler's own code for this layout, not the runtime's generic witnesses.
@usableFromInline
struct LifetimeHeader {
  @usableFromInline var resources: Bag<Disposable>
  /// `nil` (one store to set up, none to tear down) until a delivery waits.
  @usableFromInline var pending: [() -> Void]?

  @inlinable
  init() {
    resources = Bag()
    pending = nil
  }
}

/// The object behind a ``Lifetime``: its ``LifetimeHeader`` as the header, three words in its
/// tail.
///
/// The state word holds the ``disposed`` bit, the ``holding`` bit (set, and never cleared, by the
/// first resource added) and the bits of delivery (``owed``, ``queued``, ``released``); the
/// owner word names the thread calling the subscriber (`Lifetime+Delivery.swift`). Disposing a
/// lifetime that has never held anything changes the state word, reads the owner word and stops.
///
/// The lock word guards the header. It is held only to insert, remove or take resources, a few
/// instructions (growing the list for a second resource at most), and contended only when a
/// lifetime is disposed on one thread while a resource is added or removed on another.
@usableFromInline
final class LifetimeStorage: WordStorage<LifetimeHeader> {
  /// The state word's bit set once the lifetime is disposed.
  @inlinable static var disposed: Int { 1 }
  /// The state word's bit that makes the thread delivering, when it leaves, release the
  /// resources: set by a `dispose()` on another thread while it delivers.
  @inlinable static var owed: Int { 2 }
  /// The state word's bit for deliveries waiting in ``LifetimeHeader/pending``.
  @inlinable static var queued: Int { 4 }
  /// The state word's bit set when the first resource is added.
  @inlinable static var holding: Int { 8 }
  /// The state word's bit set by whichever thread releases the resources of an owed lifetime.
  @inlinable static var released: Int { 16 }

  /// The state word.
  @inlinable static var stateWord: WordSlot { WordSlot(0) }
  /// The owner word: the thread calling the subscriber (``streams_current_thread()``), or 0.
  @inlinable static var ownerWord: WordSlot { WordSlot(1) }
  /// The lock word, which guards the header.
  @inlinable static var lockWord: WordSlot { WordSlot(2) }

  /// Allocates a live lifetime's storage.
  ///
  /// Not inlined: every subscription makes one, and the callers that inline it grew past what
  /// the optimizer inlines into them in turn.
  @usableFromInline @inline(never)
  static func make() -> LifetimeStorage {
    Resources.increment()
    return make(LifetimeStorage.self, slots: 3, header: LifetimeHeader())
  }

  /// Reads the state word.
  @inlinable @inline(__always)
  final func state(_ ordering: AtomicOrdering) -> Int {
    withWord(Self.stateWord) { $0.load(ordering: ordering) }
  }

  /// Writes `desired` to the state word if it holds `expected`.
  @inlinable @inline(__always)
  final func compareExchangeState(expected: Int, desired: Int) -> (
    exchanged: Bool, original: Int
  ) {
    withWord(Self.stateWord) {
      $0.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent)
    }
  }

  /// Sets `bits` in the state word.
  ///
  /// - Returns: what the word held before.
  @inlinable
  @discardableResult
  final func setState(_ bits: Int) -> Int {
    var state = state(.relaxed)
    while true {
      let exchange = compareExchangeState(expected: state, desired: state | bits)
      if exchange.exchanged { return state }
      state = exchange.original
    }
  }

  /// Reads the owner word.
  @inlinable @inline(__always)
  final func owner(_ ordering: AtomicOrdering) -> Int {
    withWord(Self.ownerWord) { $0.load(ordering: ordering) }
  }

  /// Writes `thread` to the owner word if no thread is in it.
  ///
  /// - Returns: whether it wrote.
  @inlinable @inline(__always)
  final func claimOwner(_ thread: Int) -> Bool {
    withWord(Self.ownerWord) {
      $0.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent)
    }.exchanged
  }

  /// Empties the owner word (this thread's name), ordered before this thread's next read of
  /// the state word by an asymmetric barrier: no fence here where the platform has the heavy
  /// side (a disposal racing this pays for it), an exchange where it has not.
  @inlinable @inline(__always)
  final func clearOwner() {
    withUnsafeMutablePointerToElements { streams_atomic_clear_light($0 + Self.ownerWord.index) }
  }

  /// Sets the holding bit unless the disposed bit is set; called under the lock.
  ///
  /// - Returns: whether the lifetime takes resources (it is not disposed).
  @inlinable
  final func markHolding() -> Bool {
    var state = state(.acquiring)
    while true {
      if state & Self.disposed != 0 { return false }
      // Set already: only a `dispose` can change that, and it takes the lock after this one.
      if state & Self.holding != 0 { return true }
      let exchange = compareExchangeState(expected: state, desired: state | Self.holding)
      if exchange.exchanged { return true }
      state = exchange.original
    }
  }

  /// Runs `body` with the header, holding the lock word.
  @inlinable
  final func withHeader<Result>(_ body: (inout LifetimeHeader) -> Result) -> Result {
    withLock(Self.lockWord, body)
  }

  /// Releases the resources of an owed lifetime unless the other side has: the deliverer that
  /// left and the disposal that found it gone may both try.
  @usableFromInline
  final func releaseOwed() {
    let state = setState(Self.released)
    if state & Self.released == 0, state & Self.holding != 0 { disposeResources() }
  }

  /// Takes every resource (and every delivery still waiting) out, leaving none, and disposes
  /// them, oldest first: for a lifetime whose disposed bit is set and that has held resources.
  @usableFromInline
  final func disposeResources() {
    var taken = LifetimeHeader()
    withHeader { swap(&taken, &$0) }
    taken.resources.removeEach { $0.dispose() }
  }

  deinit { Resources.decrement() }
}
