import CStreamsAtomics

/// Delivery to the subscriber: the promise that no callback begins once `dispose()` returned,
/// kept without waiting for one that is running.
///
/// The terminal `subscribe` forms (and `bind`, `drive`, `emit`, `values`, which go through them)
/// call user code only inside ``Lifetime/deliver(_:to:)``. The calling thread writes its name
/// into the lifetime's state word with one compare-and-exchange that fails if the disposed bit
/// is set, calls the subscriber, and takes its name out again with one subtraction.
/// ``Lifetime/dispose()`` sets the disposed bit with one compare-and-exchange on the same word;
/// if another thread's name is in it, it also sets the owed bit and returns, leaving the
/// resources to that thread, which releases them when it takes its name out and finds the bit.
/// The two read-modify-writes are ordered, so either the deliverer finds the lifetime disposed
/// and drops the event, or its callback began before `dispose()` and the resources
/// (`onDisposed` among them) are released after the callback returns, by whichever of the two
/// threads is last.
///
/// A callback that disposes its own subscription finds its own thread's name and releases at
/// once; one that makes its source send again (re-entrantly, on the same thread) is called at
/// once. A source that breaks the grammar by sending from another thread while a callback runs
/// does not wait either: its event is queued on the lifetime, and the thread delivering runs it
/// after its own callback, so the subscriber's calls still take turns.
///
/// The cost per delivered event is a load and a compare-and-exchange going in and one
/// subtraction going out, all on the lifetime's own allocation, and no allocation.
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
    let state = storage.state(.relaxed)
    if state & ~LifetimeStorage.holding == 0,
      storage.compareExchangeState(expected: state, desired: state | thread).exchanged
    {
      observer.on(event)
      leave(thread)
    } else {
      deliverContended(event, to: observer, thread)
    }
  }

  /// Takes `thread`'s name out of the state word, then releases the resources if a disposal
  /// left them to it, or runs the deliveries queued meanwhile.
  @inlinable @inline(__always)
  func leave(_ thread: Int) {
    let state = storage.withWord(LifetimeStorage.stateWord) {
      $0.subtract(thread, ordering: .acquiringAndReleasing)
    }
    if state & (LifetimeStorage.owed | LifetimeStorage.queued) != 0 { left(state, thread) }
  }

  /// Delivers when the fast path found the state word taken: by this thread (a re-entrant
  /// send), by a disposal, or by another thread delivering (a source breaking the grammar).
  @inlinable @inline(never)
  func deliverContended<Observer: ObserverType>(
    _ event: Event<Observer.Element>, to observer: Observer, _ thread: Int
  ) {
    var state = storage.state(.acquiring)
    while true {
      let owner = state & LifetimeStorage.ownerMask
      if owner == thread {
        // Re-entrant: this thread is inside a callback of this subscription already.
        if state & LifetimeStorage.disposed == 0 { observer.on(event) }
        return
      }
      if state & LifetimeStorage.disposed != 0 { return }
      if owner != 0 { return enqueue({ observer.on(event) }, thread) }
      let exchange = storage.compareExchangeState(expected: state, desired: state | thread)
      if exchange.exchanged {
        observer.on(event)
        return leave(thread)
      }
      state = exchange.original
    }
  }

  /// Queues `delivery` for the thread delivering, or runs it on this one if that thread has
  /// left meanwhile.
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
    var state = storage.state(.relaxed)
    while true {
      if state & LifetimeStorage.disposed != 0 { return }
      let owner = state & LifetimeStorage.ownerMask
      let desired = state | LifetimeStorage.queued | (owner == 0 ? thread : 0)
      let exchange = storage.compareExchangeState(expected: state, desired: desired)
      if exchange.exchanged {
        if owner == 0 { drain(thread) }
        return
      }
      state = exchange.original
    }
  }

  /// What `leave` does when it found the owed or queued bit in `state`, the word it left.
  @usableFromInline
  func left(_ state: Int, _ thread: Int) {
    if state & LifetimeStorage.owed != 0 {
      if state & LifetimeStorage.holding != 0 { storage.disposeResources() }
      return
    }
    // Deliveries are queued: run them, unless another thread delivers now (it will) or a
    // disposal came (it dropped them).
    var state = storage.state(.acquiring)
    while state & (LifetimeStorage.disposed | LifetimeStorage.ownerMask) == 0 {
      let exchange = storage.compareExchangeState(expected: state, desired: state | thread)
      if exchange.exchanged { return drain(thread) }
      state = exchange.original
    }
  }

  /// Runs the queued deliveries while this thread's name is in the state word, until none are
  /// left, then takes its name out (releasing the resources if a disposal left them to it).
  @usableFromInline
  func drain(_ thread: Int) {
    var state = storage.state(.acquiring)
    while true {
      if state & LifetimeStorage.queued != 0 {
        let cleared = state & ~LifetimeStorage.queued
        let exchange = storage.compareExchangeState(expected: state, desired: cleared)
        if !exchange.exchanged {
          state = exchange.original
          continue
        }
        let waiting = storage.withHeader { $0.pending.take() } ?? []
        for delivery in waiting where !isDisposed { delivery() }
        state = storage.state(.acquiring)
        continue
      }
      let exchange = storage.compareExchangeState(expected: state, desired: state &- thread)
      if exchange.exchanged {
        if state & LifetimeStorage.owed != 0, state & LifetimeStorage.holding != 0 {
          storage.disposeResources()
        }
        return
      }
      state = exchange.original
    }
  }
}
