import Synchronization

/// What a subject's serializer runs: an event to broadcast, or a change to its observers.
@usableFromInline
enum SubjectInput<Element> {
  /// An event sent into the subject.
  case event(Event<Element>)
  /// A new subscription: its sink and lifetime.
  case subscribe((Event<Element>) -> Void, Lifetime)
  /// A subscription that ended: the key of its observer.
  case unsubscribe(BagKey)
  /// `dispose()` was called on the subject.
  case dispose
}

/// One subscriber of a subject.
@usableFromInline
struct SubjectObserver<Element> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }
}

/// What distinguishes one kind of subject from another: what it keeps, what a subscriber
/// gets on arrival, what it sends before its terminal event.
@usableFromInline
protocol SubjectPolicy {
  /// The element type.
  associatedtype Element

  /// Keeps `element` as the policy requires; returns whether to broadcast it now.
  mutating func record(_ element: Element) -> Bool

  /// Sends a new subscriber what it gets before live events, checking `lifetime` as it goes.
  ///
  /// `stopped` is the terminal event, when the subject has ended.
  func replay(
    to sink: (Event<Element>) -> Void, _ lifetime: Lifetime, stopped: Event<Element>?)

  /// Notes the terminal `event`; returns an element to broadcast just before it.
  mutating func finish(_ event: Event<Element>) -> Element?

  /// Releases what the policy keeps: the subject was disposed.
  mutating func clear()
}

/// The engine of every subject: one serializer through which every send, subscription and
/// removal passes, and the state that only its handler touches.
///
/// Because subscriptions travel through the same serializer as events, the observer list is
/// owned by the handler: no lock, no snapshot per event. Concurrent sends never overlap in an
/// observer, and a send from inside an observer is delivered to every observer after the
/// current event. Delivery order is subscription order.
@usableFromInline
final class SubjectCore<Policy: SubjectPolicy>: @unchecked Sendable {
  // Safe to share: `policy`, `observers`, `stoppedEvent` and `isStopped` are touched only by
  // the serializer's handler, which runs one input at a time; `observerCount` and `disposed`
  // are atomic for readers on other threads; `owner` is set once, before the subject is shared.
  @usableFromInline typealias Element = Policy.Element

  @usableFromInline let serializer = Serializer<SubjectInput<Element>> { _ in }
  @usableFromInline var policy: Policy
  @usableFromInline var observers = Bag<SubjectObserver<Element>>()
  @usableFromInline var stoppedEvent: Event<Element>?
  @usableFromInline var isStopped = false
  @usableFromInline let observerCount = Atomic<Int>(0)
  @usableFromInline let disposed = Atomic<Bool>(false)
  /// The subject this core serves, named in `RxError.disposed(object:)`.
  @usableFromInline weak var owner: AnyObject?

  @inlinable
  init(_ policy: Policy) {
    self.policy = policy
    // The handler runs only inside `serializer.send`, which only this core's callers reach
    // while they hold the subject (hence this core) alive.
    serializer.handler = { [unowned(unsafe) self] input in self.handle(input) }
  }

  /// Sends `event` into the subject.
  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  /// Subscribes `sink` for as long as `lifetime` lives.
  @inlinable
  func subscribe(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    serializer.send(.subscribe(sink, lifetime))
  }

  /// Whether anyone is subscribed.
  @inlinable
  var hasObservers: Bool { observerCount.load(ordering: .acquiring) > 0 }

  /// Whether ``dispose()`` has been called.
  @inlinable
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Drops every subscriber without a word and ignores later sends.
  @inlinable
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    serializer.send(.dispose)
  }

  @inlinable
  func handle(_ input: SubjectInput<Element>) {
    switch input {
    case .event(let event):
      if isStopped || disposed.load(ordering: .relaxed) { return }
      switch event {
      case .next(let element):
        if policy.record(element) { broadcast(event) }
      case .error, .completed:
        isStopped = true
        stoppedEvent = event
        if let last = policy.finish(event) { broadcast(.next(last)) }
        terminate(event)
      }
    case .subscribe(let sink, let lifetime):
      add(sink, lifetime)
    case .unsubscribe(let key):
      if observers.remove(key) != nil {
        observerCount.store(observers.count, ordering: .releasing)
      }
    case .dispose:
      policy.clear()
      stoppedEvent = nil
      _ = observers.removeAll()
      observerCount.store(0, ordering: .releasing)
    }
  }

  @inlinable
  func broadcast(_ event: Event<Element>) {
    for observer in observers.values where !observer.lifetime.isDisposed {
      observer.sink(event)
    }
  }

  /// Sends the terminal `event` to every subscriber, ends their lifetimes and forgets them.
  @inlinable
  func terminate(_ event: Event<Element>) {
    let ended = observers.removeAll()
    observerCount.store(0, ordering: .releasing)
    for observer in ended where !observer.lifetime.isDisposed {
      observer.sink(event)
      observer.lifetime.dispose()
    }
  }

  @inlinable
  func add(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    if disposed.load(ordering: .acquiring) {
      sink(.error(RxError.disposed(object: owner ?? self)))
      lifetime.dispose()
      return
    }
    policy.replay(to: sink, lifetime, stopped: stoppedEvent)
    if lifetime.isDisposed { return }
    if let stoppedEvent {
      sink(stoppedEvent)
      lifetime.dispose()
      return
    }
    let key = observers.insert(SubjectObserver(sink, lifetime))
    observerCount.store(observers.count, ordering: .releasing)
    // Weak: a subscription the caller forgets must not keep the subject alive.
    lifetime.onDispose { [weak self] in self?.serializer.send(.unsubscribe(key)) }
  }
}
