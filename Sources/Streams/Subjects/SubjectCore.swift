/// What a subject's serializer runs: an event to broadcast, or a change to its observers.
@usableFromInline
enum SubjectInput<Element> {
  /// An event sent into the subject.
  case event(Event<Element>)
  /// A new subscription: its sink and lifetime, and whether the subject ties its removal to the
  /// lifetime (`false` when the caller sends ``leave(_:)`` itself).
  case subscribe((Event<Element>) -> Void, Lifetime, hooked: Bool)
  /// A subscription that ended: the key of its observer.
  case unsubscribe(BagKey)
  /// A subscription that ended: the identity of its observer's lifetime's storage.
  case leave(ObjectIdentifier)
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
  // handler, which runs one input at a time; the words of `flags` are atomic, `published` is
  // `Locked`; `owner` is set once, before the subject is shared.
  @usableFromInline typealias Element = Policy.Element

  @usableFromInline let serializer = Serializer<SubjectInput<Element>> { _ in }
  // The three `var`s below belong to the serializer's handler, which never runs twice at once
  // nor re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var policy: Policy
  @usableFromInline @exclusivity(unchecked) var observers =
    FirstInlineBag<SubjectObserver<Element>>()
  /// The handler's record of how the subject ended.
  @usableFromInline @exclusivity(unchecked) var ending: SubjectEnding<Element>?
  /// Three atomic words in one allocation: ``observerCount``, ``disposedWord`` and
  /// ``endedWord``.
  @usableFromInline let flags = AtomicStorage.make(AtomicStorage.self, count: 3, value: 0)
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

  /// The number of observers, as the handler last stored it.
  @inlinable static var observerCount: Int { 0 }
  /// 1 once ``dispose()`` has been called.
  @inlinable static var disposedWord: Int { 1 }
  /// 1 once the subject has ended and `published` holds its ending.
  @inlinable static var endedWord: Int { 2 }

  @inlinable
  func load(_ word: Int, ordering: AtomicOrdering) -> Int {
    flags.withWord(word) { $0.load(ordering: ordering) }
  }

  @inlinable
  func store(_ word: Int, _ value: Int, ordering: AtomicOrdering) {
    flags.withWord(word) { $0.store(value, ordering: ordering) }
  }

  /// Sends `event` into the subject.
  @inlinable
  func on(_ event: Event<Element>) { serializer.send(.event(event)) }

  /// Subscribes `sink` for as long as `lifetime` lives.
  ///
  /// A subscriber to a disposed or ended subject is answered at once, on the caller's thread.
  @inlinable
  func subscribe(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    subscribe(sink, lifetime, hooked: true)
  }

  /// Subscribes `sink` until the caller sends ``leave(_:)`` for `lifetime`.
  ///
  /// For an owner that already ties one hook of its own to each subscriber's lifetime
  /// (`share`), so the subscriber costs one hook, not two. The owner holds this core while
  /// `lifetime` lives.
  @inlinable
  func join(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    subscribe(sink, lifetime, hooked: false)
  }

  /// Forgets the observer that ``join(_:_:)`` subscribed with the lifetime whose storage is
  /// `lifetime`, if it is still here.
  @inlinable
  func leave(_ lifetime: ObjectIdentifier) {
    if isOver { return }
    serializer.send(.leave(lifetime))
  }

  /// Whether the subject has ended or been disposed, and so holds no observer and takes none:
  /// a subscriber leaving then (say, disposing in its completion handler) need not queue a
  /// removal, which would allocate the serializer's queue.
  @inlinable
  var isOver: Bool {
    load(Self.endedWord, ordering: .acquiring) != 0
      || load(Self.disposedWord, ordering: .acquiring) != 0
  }

  @inlinable
  func subscribe(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime, hooked: Bool) {
    if load(Self.disposedWord, ordering: .acquiring) != 0 {
      rejectDisposed(sink, lifetime)
    } else if load(Self.endedWord, ordering: .acquiring) != 0,
      let ending = published.withLock({ $0 })
    {
      ending.send(to: sink, lifetime)
    } else {
      serializer.send(.subscribe(sink, lifetime, hooked: hooked))
    }
  }

  /// Whether anyone is subscribed.
  @inlinable
  var hasObservers: Bool { load(Self.observerCount, ordering: .acquiring) > 0 }

  /// Whether ``dispose()`` has been called.
  @inlinable
  var isDisposed: Bool { load(Self.disposedWord, ordering: .acquiring) != 0 }

  /// Drops every subscriber without a word and ignores later sends.
  @inlinable
  func dispose() {
    let wasDisposed = flags.withWord(Self.disposedWord) {
      $0.exchange(1, ordering: .acquiringAndReleasing)
    }
    if wasDisposed != 0 { return }
    serializer.send(.dispose)
  }

  @inlinable
  func handle(_ input: SubjectInput<Element>) {
    switch input {
    case .event(let event):
      if ending != nil || load(Self.disposedWord, ordering: .relaxed) != 0 { return }
      switch event {
      case .next(let element):
        if policy.record(element) { broadcast(event) }
      case .error, .completed:
        let last = policy.finish(event)
        let ending = SubjectEnding(replay: policy.replayed(before: event), event: event)
        self.ending = ending
        published.withLock { $0 = ending }
        store(Self.endedWord, 1, ordering: .releasing)
        if let last { broadcast(.next(last)) }
        terminate(event)
      }
    case .subscribe(let sink, let lifetime, let hooked):
      add(sink, lifetime, hooked: hooked)
    case .unsubscribe(let key):
      if observers.remove(key) != nil {
        store(Self.observerCount, observers.count, ordering: .releasing)
      }
    case .leave(let storage):
      if observers.removeFirst(where: { ObjectIdentifier($0.lifetime.storage) == storage }) != nil {
        store(Self.observerCount, observers.count, ordering: .releasing)
      }
    case .dispose:
      policy.clear()
      ending = nil
      published.withLock { $0 = nil }
      _ = observers.removeAll()
      store(Self.observerCount, 0, ordering: .releasing)
    }
  }

  @inlinable
  func broadcast(_ event: Event<Element>) {
    // The handler alone mutates `observers`, and never while broadcasting (a removal from
    // inside a sink is queued), so the observers are used in place: copying one out (the
    // inline first, say) would cost two retains and two releases per observer and event.
    withUnsafeMutablePointer(to: &observers) { bag in
      if bag.pointee.first != nil,
        !bag.pointee.first.unsafelyUnwrapped.value.lifetime.isDisposed
      {
        bag.pointee.first.unsafelyUnwrapped.value.sink(event)
      }
      bag.pointee.rest.values.withUnsafeBufferPointer { list in
        for index in list.indices where !list[index].lifetime.isDisposed {
          list[index].sink(event)
        }
      }
    }
  }

  /// Sends the terminal `event` to every subscriber, ends their lifetimes and forgets them.
  @inlinable
  func terminate(_ event: Event<Element>) {
    // The inline first and the list taken apart: no array of one to allocate.
    let first = observers.first?.value
    observers.first = nil
    let rest = observers.rest.removeAll()
    store(Self.observerCount, 0, ordering: .releasing)
    if let first, !first.lifetime.isDisposed {
      first.sink(event)
      first.lifetime.dispose()
    }
    for observer in rest where !observer.lifetime.isDisposed {
      observer.sink(event)
      observer.lifetime.dispose()
    }
  }

  @inlinable
  func add(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime, hooked: Bool) {
    if lifetime.isDisposed { return }
    if load(Self.disposedWord, ordering: .acquiring) != 0 {
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
    store(Self.observerCount, observers.count, ordering: .releasing)
    if hooked { lifetime.add(SubjectUnsubscriber(self, key)) }
  }

  /// Forgets the observer for `key`; a method, so this core outlives the send.
  @inlinable
  func unsubscribe(_ key: BagKey) {
    if isOver { return }
    serializer.send(.unsubscribe(key))
  }

  /// Tells a subscriber of a disposed subject so, as RxSwift does.
  @inlinable
  func rejectDisposed(_ sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    sink(.error(RxError.disposed(object: owner ?? self)))
    lifetime.dispose()
  }
}
