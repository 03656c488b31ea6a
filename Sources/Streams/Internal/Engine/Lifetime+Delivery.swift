import CStreamsAtomics

/// Delivery to the subscriber: the promise that no callback begins once `dispose()` returned,
/// kept without waiting for one that is running.
///
/// The terminal `subscribe` forms (and `bind`, `drive`, `emit`, `values`, which go through them)
/// call user code only inside ``Lifetime/deliver(_:to:)``. The calling thread writes its name
/// into the lifetime's owner word with one compare-and-exchange, reads the disposed bit, calls
/// the subscriber unless it is set, then empties the owner word and reads the state word again.
/// ``Lifetime/dispose()`` sets the disposed bit with one compare-and-exchange and reads the
/// owner word. Going in, both sides write their word before they read the other's, sequentially
/// consistent: either the deliverer finds the lifetime disposed and drops the event, or the
/// disposer finds the deliverer. Finding another thread's name, the disposer sets the owed bit
/// and returns, leaving the resources to that thread, which releases them when it leaves and
/// finds the bit; or, if it left meanwhile, releases them itself (whichever claims the release
/// first). So every resource (`onDisposed` among them) is released after the last callback.
///
/// Going out is on every event, so it costs no fence: the deliverer's write and read there are
/// ordered by an asymmetric barrier whose heavy side (`streams_heavy_barrier`) only that rare
/// disposer pays, after it sets the owed bit and before it reads the owner word again (where the
/// platform has no heavy side, going out is an exchange).
///
/// A callback that disposes its own subscription finds its own thread's name and releases at
/// once; one that makes its source send again (re-entrantly, on the same thread) is called at
/// once. A source that breaks the grammar by sending from another thread while a callback runs
/// does not wait either: its event is queued on the lifetime, and the thread delivering runs it
/// after its own callback, so the subscriber's calls still take turns.
extension Lifetime {
  /// Sends `event` to `observer`, the subscriber's code, unless this lifetime is disposed.
  ///
  /// Once ``dispose()`` has returned, no call begins; a call in flight then releases the
  /// lifetime's resources when it returns.
  @inlinable
  package func deliver<Observer: ObserverType>(
    _ event: Event<Observer.Element>, to observer: Observer
  ) {
    let thread = streams_current_thread()
    if storage.claimOwner(thread) {
      if storage.state(.sequentiallyConsistent) & LifetimeStorage.disposed == 0 {
        observer.on(event)
      }
      leave(thread)
    } else {
      deliverContended(event, to: observer, thread)
    }
  }

  /// Empties the owner word, then releases the resources if a disposal left them to this
  /// thread, or runs the deliveries queued meanwhile.
  @inlinable @inline(__always)
  func leave(_ thread: Int) {
    storage.clearOwner()
    let state = storage.state(.sequentiallyConsistent)
    if state & (LifetimeStorage.owed | LifetimeStorage.queued) != 0 { left(state, thread) }
  }

  /// Delivers when the owner word was taken: by this thread (a re-entrant send), or by another
  /// thread delivering (a source breaking the grammar, or one about to find the lifetime
  /// disposed).
  @inlinable @inline(never)
  func deliverContended<Observer: ObserverType>(
    _ event: Event<Observer.Element>, to observer: Observer, _ thread: Int
  ) {
    while true {
      let owner = storage.owner(.acquiring)
      if owner == thread {
        // Re-entrant: this thread is inside a callback of this subscription already.
        if !isDisposed { observer.on(event) }
        return
      }
      if isDisposed { return }
      if owner != 0 { return enqueue({ observer.on(event) }, thread) }
      if storage.claimOwner(thread) {
        if storage.state(.sequentiallyConsistent) & LifetimeStorage.disposed == 0 {
          observer.on(event)
        }
        return leave(thread)
      }
    }
  }

  /// Queues `delivery` for the thread delivering, or runs it on this one if none is.
  @usableFromInline
  func enqueue(_ delivery: @escaping () -> Void, _ thread: Int) {
    let queued = storage.withHeader { header -> Bool in
      // The holding bit makes the disposal that comes take (and drop) what is queued.
      guard storage.markHolding() else { return false }
      var pending = header.pending.take() ?? []
      pending.append(delivery)
      header.pending = pending
      return true
    }
    guard queued else { return }
    storage.setState(LifetimeStorage.queued)
    // The heavy side of the barrier the deliverer leaves by: it finds the queued bit, or this
    // finds it gone.
    streams_heavy_barrier()
    if storage.owner(.sequentiallyConsistent) == 0, storage.claimOwner(thread) { drain(thread) }
  }

  /// `dispose()` found another thread delivering: leaves the release to it, or releases the
  /// resources itself if that thread has left meanwhile.
  @usableFromInline
  func disposeWhileDelivering() {
    storage.setState(LifetimeStorage.owed)
    // The heavy side of the barrier the deliverer leaves by: it finds the owed bit, or this
    // finds it gone (and both may; one of them releases).
    streams_heavy_barrier()
    if storage.owner(.sequentiallyConsistent) == 0 { storage.releaseOwed() }
  }

  /// What `leave` does when it found the owed or queued bit in `state`.
  @usableFromInline
  func left(_ state: Int, _ thread: Int) {
    if state & LifetimeStorage.owed != 0 { return storage.releaseOwed() }
    // Deliveries are queued: run them, unless another thread delivers now (it will).
    if storage.claimOwner(thread) { drain(thread) }
  }

  /// Runs the queued deliveries while this thread's name is in the owner word, until none are
  /// left, then leaves.
  @usableFromInline
  func drain(_ thread: Int) {
    while true {
      clearQueued()
      let waiting = storage.withHeader { $0.pending.take() } ?? []
      for delivery in waiting where !isDisposed { delivery() }
      storage.clearOwner()
      let state = storage.state(.sequentiallyConsistent)
      if state & LifetimeStorage.owed != 0 { return storage.releaseOwed() }
      if state & LifetimeStorage.queued == 0 || !storage.claimOwner(thread) { return }
    }
  }

  /// Clears the queued bit; called by the thread that drains, before it takes the queue (a
  /// delivery queued after that sets it again).
  @usableFromInline
  func clearQueued() {
    var state = storage.state(.relaxed)
    while true {
      let exchange = storage.compareExchangeState(
        expected: state, desired: state & ~LifetimeStorage.queued)
      if exchange.exchanged { return }
      state = exchange.original
    }
  }
}
