/// Runs the subscriptions a merge's handler asks for, after the handler has returned.
///
/// A handler that subscribed an inner source itself would hold its serializer busy meanwhile,
/// so every element a synchronous inner emits would be queued, not delivered: a
/// `flatMap { Observable.from(bigArray) }` would buffer the whole array. Instead the handler
/// enqueues the subscription, and whoever sent the input ``flush()``es once `send` returns;
/// the inner then emits into an idle serializer and its elements go straight through.
///
/// Subscriptions run through a ``Serializer`` of their own (the pending list), so one asked for
/// while another is running (an inner that completes synchronously, making room for the next)
/// waits for the loop instead of nesting: 100,000 queued synchronous inners run one after
/// another at a constant stack depth.
@usableFromInline
final class SubscribeQueue: Sendable {
  // The requests run one at a time, in the pending list's `receive`.
  @usableFromInline let pending = PendingSubscriptions()

  @inlinable
  init() {}

  /// Queues `subscription` to run at the next ``flush()``; called from a serializer's handler.
  ///
  /// An object, not a closure: a closure kept in the queue's generic storage would need a
  /// reabstraction context, one allocation per request.
  @inlinable
  func enqueue(_ subscription: QueuedSubscription) {
    pending.requests.withLock { $0.append(subscription) }
    pending.count.add(1, ordering: .releasing)
  }

  /// Queues `body` to run at the next ``flush()``; called from a serializer's handler.
  @inlinable
  func enqueue(_ body: @escaping () -> Void) {
    enqueue(QueuedClosure(body))
  }

  /// Runs the queued subscriptions, unless a flush up the stack or on another thread is
  /// already running them; called after every `send` to the handler's serializer.
  @inlinable
  func flush() {
    guard pending.count.load(ordering: .acquiring) > 0 else { return }
    pending.send(())
  }
}

/// The subscriptions waiting to run, and how many there are (read without the lock); a
/// ``Serializer`` whose every input runs them all.
@usableFromInline
final class PendingSubscriptions: Serializer, @unchecked Sendable {
  // Safe to share: the requests are locked, the count atomic, and the serializer's queue is
  // touched only under its lock word.
  @usableFromInline let requests = Locked(RingBuffer<QueuedSubscription>())
  @usableFromInline let count = AtomicCell<Int>(0)
  @usableFromInline let queue = SerializerQueue<Void>.make()

  @inlinable
  init() {}

  @inlinable
  func receive(_ input: Void) { runAll() }

  /// Runs requests in order until none is left, including those queued meanwhile.
  @inlinable
  func runAll() {
    while let request = requests.withLock({ $0.popFirst() }) {
      count.subtract(1, ordering: .relaxed)
      request.start(request)
    }
  }
}

/// A subscription waiting in a ``SubscribeQueue``: `start` runs it, given the object itself.
///
/// `start` is a closure made where the subclass is specialised, capturing nothing, so running
/// a request costs neither an allocation nor an unspecialised generic method.
@usableFromInline
class QueuedSubscription {
  @usableFromInline let start: (QueuedSubscription) -> Void

  @inlinable
  init(start: @escaping (QueuedSubscription) -> Void) { self.start = start }
}

/// A queued subscription given as a closure.
@usableFromInline
final class QueuedClosure: QueuedSubscription {
  @usableFromInline let body: () -> Void

  @inlinable
  init(_ body: @escaping () -> Void) {
    self.body = body
    super.init { unsafeDowncast($0, to: QueuedClosure.self).body() }
  }
}
