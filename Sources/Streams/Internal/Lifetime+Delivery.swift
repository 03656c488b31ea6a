import CStreamsAtomics

/// Delivery to the subscriber: the promise that nothing reaches it once `dispose()` returned.
///
/// The terminal `subscribe` forms (and `bind`, `drive`, `emit`, `values`, which go through them)
/// call user code only inside ``Lifetime/deliver(_:)``. The calling thread writes its name into
/// the lifetime's delivering word with one compare-and-exchange, reads the disposed flag, calls
/// the subscriber unless the flag is set, and clears the word. ``Lifetime/dispose()`` sets the
/// flag, then reads the word, and waits while another thread's name is in it. Both sides write
/// their own word before reading the other's, sequentially consistent, so at least one sees the
/// other (Dekker): either the deliverer finds the flag and drops the event, or the disposer finds
/// the deliverer and waits for the callback to return. So once `dispose()` has returned, no
/// callback is running and none starts.
///
/// A callback that disposes its own subscription finds its own thread's name and does not wait;
/// one that makes its source send again (re-entrantly, on the same thread) is called at once, as
/// before. A source that breaks the grammar by sending from two threads at once is made to take
/// turns. A wait yields the processor, then sleeps a little longer each time, up to a
/// millisecond (`streams_atomic_backoff`).
///
/// The cost per delivered event is one uncontended compare-and-exchange, one load and one store,
/// all on the lifetime's own allocation, and no allocation. The one caveat: `dispose()` waits for
/// a callback in flight, so disposing while holding a lock that callback needs, or from inside a
/// callback of one subscription while a callback of the other disposes the first, deadlocks.
extension Lifetime {
  /// Calls `callback`, the subscriber's code, unless this lifetime is disposed, such that a
  /// ``dispose()`` on another thread waits for it to return.
  @inlinable
  package func deliver(_ callback: () -> Void) {
    let thread = streams_current_thread()
    let claimed = storage.withWord(LifetimeStorage.delivering) {
      $0.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent)
    }
    if claimed.exchanged {
      deliverClaimed(callback)
    } else {
      deliverContended(thread, callback)
    }
  }

  /// Calls `callback` unless disposed, then lets go of the delivering word this thread holds.
  @inlinable
  func deliverClaimed(_ callback: () -> Void) {
    let disposed = storage.withWord(LifetimeStorage.disposed) {
      $0.load(ordering: .sequentiallyConsistent)
    }
    if disposed == 0 { callback() }
    storage.withWord(LifetimeStorage.delivering) { $0.store(0, ordering: .releasing) }
  }

  /// Delivers when the fast path found the word taken: by this thread (a re-entrant send), by
  /// a thread that is about to find the lifetime disposed, or by a source sending from two
  /// threads at once.
  @usableFromInline
  func deliverContended(_ thread: Int, _ callback: () -> Void) {
    var attempt: UInt32 = 0
    while true {
      let owner = storage.withWord(LifetimeStorage.delivering) {
        $0.load(ordering: .sequentiallyConsistent)
      }
      if owner == thread {
        // Re-entrant: this thread is inside a callback of this subscription already.
        if !isDisposed { callback() }
        return
      }
      if isDisposed { return }
      if owner == 0 {
        let claimed = storage.withWord(LifetimeStorage.delivering) {
          $0.compareExchange(expected: 0, desired: thread, ordering: .sequentiallyConsistent)
        }
        if claimed.exchanged { return deliverClaimed(callback) }
      } else {
        streams_atomic_backoff(attempt)
        attempt &+= 1
      }
    }
  }

  /// Waits while another thread is inside a callback of this subscription; called by
  /// ``dispose()`` after it set the disposed flag, so no new callback can begin.
  @inlinable
  func waitForDelivery() {
    let owner = storage.withWord(LifetimeStorage.delivering) {
      $0.load(ordering: .sequentiallyConsistent)
    }
    if owner != 0 { waitForDelivery(by: owner) }
  }

  /// Waits until the thread in the delivering word (`owner` when last read) has left it, unless
  /// it is the calling thread.
  @usableFromInline
  func waitForDelivery(by owner: Int) {
    let thread = streams_current_thread()
    var owner = owner
    var attempt: UInt32 = 0
    while owner != 0 && owner != thread {
      streams_atomic_backoff(attempt)
      attempt &+= 1
      owner = storage.withWord(LifetimeStorage.delivering) { $0.load(ordering: .acquiring) }
    }
  }
}
