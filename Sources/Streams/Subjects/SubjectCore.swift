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

  /// Sends a subscriber of the live subject what it gets before live events, checking
  /// `lifetime` as it goes.
  func replay(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime)

  /// Notes the terminal `event`; returns an element to broadcast just before it.
  mutating func finish(_ event: Event<Element>) -> Element?

  /// The elements a subscriber gets before the terminal `event` once the subject has ended.
  func replayed(before event: Event<Element>) -> [Element]

  /// Releases what the policy keeps: the subject was disposed.
  mutating func clear()
}

/// How an ended subject greets a subscriber: the elements it replays, then its terminal event.
///
/// Frozen when the subject ends, so subscribers to an ended subject are served at once, on
/// their own thread, without waiting for the serializer.
@usableFromInline
struct SubjectEnding<Element> {
  @usableFromInline let replay: [Element]
  @usableFromInline let event: Event<Element>

  @inlinable
  init(replay: [Element], event: Event<Element>) {
    self.replay = replay
    self.event = event
  }

  /// Sends the replay and the terminal event to `sink`, then ends `lifetime`.
  @inlinable
  func send(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {
    for element in replay {
      if lifetime.isDisposed { return }
      sink(.next(element))
    }
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
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
  // Safe to share: `policy`, `observers` and `ending` are touched only by the serializer's
  // handler, which runs one input at a time; `observerCount`, `disposed` and `ended` are
  // atomic, `published` is `Locked`; `owner` is set once, before the subject is shared.
  @usableFromInline typealias Element = Policy.Element

  @usableFromInline let serializer = Serializer<SubjectInput<Element>> { _ in }
  @usableFromInline var policy: Policy
  @usableFromInline var observers = Bag<SubjectObserver<Element>>()
  /// The handler's record of how the subject ended.
  @usableFromInline var ending: SubjectEnding<Element>?
  @usableFromInline let observerCount = AtomicCell<Int>(0)
  @usableFromInline let disposed = AtomicCell<Bool>(false)
  /// Set once the subject has ended and `published` holds its ending.
  @usableFromInline let ended = AtomicCell<Bool>(false)
  @usableFromInline let published = Locked<SubjectEnding<Element>?>(nil)
  /// The subject this core serves, named in `RxError.disposed(object:)`.
  @usableFromInline weak var owner: AnyObject?

  @inlinable
  init(_ policy: Policy) {
    self.policy = policy
    // The handler runs only inside `serializer.send`, and only this core's own methods call
    // that, so `self` is alive (a method's caller keeps it so) whenever the handler runs.
    // Never call `serializer.send` from a closure holding this core weakly: Swift may release
    // the core right after loading `serializer`, before `send` returns.
    serializer.handler = { [unowned(unsafe) self] input in self.handle(input) }
  }

  /// Sends `event` into the subject.
  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  /// Subscribes `sink` for as long as `lifetime` lives.
  ///
  /// A subscriber to a disposed or ended subject is answered at once, on the caller's thread.
  @inlinable
  func subscribe(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if disposed.load(ordering: .acquiring) {
      rejectDisposed(sink, lifetime)
    } else if ended.load(ordering: .acquiring), let ending = published.withLock({ $0 }) {
      ending.send(to: sink, lifetime)
    } else {
      serializer.send(.subscribe(sink, lifetime))
    }
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
      if ending != nil || disposed.load(ordering: .relaxed) { return }
      switch event {
      case .next(let element):
        if policy.record(element) { broadcast(event) }
      case .error, .completed:
        let last = policy.finish(event)
        let ending = SubjectEnding(replay: policy.replayed(before: event), event: event)
        self.ending = ending
        published.withLock { $0 = ending }
        ended.store(true, ordering: .releasing)
        if let last { broadcast(.next(last)) }
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
      ending = nil
      published.withLock { $0 = nil }
      _ = observers.removeAll()
      observerCount.store(0, ordering: .releasing)
    }
  }

  @inlinable
  func broadcast(_ event: Event<Element>) {
    // The handler alone mutates `observers`, and never while broadcasting (a removal from
    // inside a sink is queued), so borrowing the storage saves two retains per observer.
    observers.values.withUnsafeBufferPointer { list in
      for index in list.indices where !list[index].lifetime.isDisposed {
        list[index].sink(event)
      }
    }
  }

  /// Sends the terminal `event` to every subscriber, ends their lifetimes and forgets them.
  @inlinable
  func terminate(_ event: Event<Element>) {
    let finished = observers.removeAll()
    observerCount.store(0, ordering: .releasing)
    for observer in finished where !observer.lifetime.isDisposed {
      observer.sink(event)
      observer.lifetime.dispose()
    }
  }

  @inlinable
  func add(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    if disposed.load(ordering: .acquiring) {
      rejectDisposed(sink, lifetime)
      return
    }
    if let ending {
      ending.send(to: sink, lifetime)
      return
    }
    policy.replay(to: sink, lifetime)
    if lifetime.isDisposed { return }
    let key = observers.insert(SubjectObserver(sink, lifetime))
    observerCount.store(observers.count, ordering: .releasing)
    // Weak: a subscription the caller forgets must not keep the subject alive.
    lifetime.onDispose { [weak self] in self?.unsubscribe(key) }
  }

  /// Forgets the observer for `key`; a method, so this core outlives the send.
  @inlinable
  func unsubscribe(_ key: BagKey) { serializer.send(.unsubscribe(key)) }

  /// Tells a subscriber of a disposed subject so, as RxSwift does.
  @inlinable
  func rejectDisposed(_ sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    sink(.error(RxError.disposed(object: owner ?? self)))
    lifetime.dispose()
  }
}
