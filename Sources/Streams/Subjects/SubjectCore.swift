/// The engine of every subject: its own ``Serializer``, through which every send, subscription
/// and removal passes, and the state that only `receive` touches.
///
/// Because subscriptions travel through the same serializer as events, the observer list is
/// owned by `receive`: no lock, no snapshot per event. Concurrent sends never overlap in an
/// observer, and a send from inside an observer is delivered to every observer after the
/// current event. Delivery order is subscription order.
@usableFromInline
final class SubjectCore<Policy: SubjectPolicy>: Serializer, @unchecked Sendable {
  // Safe to share: `observers` is touched only by `receive`, which runs one input at a time;
  // `termination` is written by `receive` under the queue's lock and read under it by other
  // threads (`receive`, its only writer, reads it without); `policy` is written by `receive`
  // alone, and, once `termination` is set, only under the lock, which is when other threads read
  // it, under the lock too; the words are atomic; `owner` is set once, before the subject is
  // shared.
  @usableFromInline typealias Element = Policy.Element

  /// The one allocation besides this object: the serializer's words and queue, and this core's
  /// three words after them (``observerCount``, ``disposedWord``, ``endedWord``).
  @usableFromInline let queue = SerializerQueue<SubjectInput<Element>>.make(extra: 3)
  // The two `var`s below belong to `receive`, which never runs twice at once nor re-entrantly:
  // the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var policy: Policy
  @usableFromInline @exclusivity(unchecked) var observers = Bag<SubjectObserver<Element>>()
  /// How the subject ended; set (and, by `dispose()`, cleared) by `receive` under the lock.
  ///
  /// Not a ``SubjectEnding`` (which adds a copy of the policy): a field of a type made from
  /// `Policy` costs a runtime metadata lookup in the deinit, which is never specialised.
  @usableFromInline @exclusivity(unchecked) var termination: SubjectTermination?
  /// The subject this core serves, named in `RxError.disposed(object:)`.
  @usableFromInline weak var owner: AnyObject?

  @inlinable
  init(_ policy: consuming Policy) { self.policy = policy }

  /// The number of observers, as `receive` last stored it.
  @inlinable static var observerCount: WordSlot { WordSlot(SerializerWords.owner) }
  /// 1 once ``dispose()`` has been called.
  @inlinable static var disposedWord: WordSlot { WordSlot(SerializerWords.owner &+ 1) }
  /// 1 once the subject has ended and ``termination`` holds how.
  @inlinable static var endedWord: WordSlot { WordSlot(SerializerWords.owner &+ 2) }

  @inlinable
  func load(_ word: WordSlot, ordering: AtomicOrdering) -> Int {
    queue.withWord(word) { $0.load(ordering: ordering) }
  }

  @inlinable
  func store(_ word: WordSlot, _ value: Int, ordering: AtomicOrdering) {
    queue.withWord(word) { $0.store(value, ordering: ordering) }
  }

  @inlinable @inline(__always)
  func lock() { queue.lock(SerializerWords.lock) }

  @inlinable @inline(__always)
  func unlock() { queue.unlock(SerializerWords.lock) }

  /// Sets ``termination`` under the lock, for subscribers reading it on other threads.
  @inlinable
  func publish(_ termination: SubjectTermination) {
    lock()
    self.termination = termination
    unlock()
  }

  /// How the subject ended, with its policy as it ended: for the handler.
  @inlinable
  var ending: SubjectEnding<Policy>? {
    guard let termination else { return nil }
    return SubjectEnding(policy: policy, event: termination.event())
  }

  /// The ending, read under the lock: for subscribers, off the handler.
  @inlinable
  var publishedEnding: SubjectEnding<Policy>? {
    lock()
    defer { unlock() }
    return ending
  }

  /// Sends `event` into the subject.
  @inlinable
  func on(_ event: Event<Element>) { send(.event(event)) }

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
    queueLeave(lifetime)
  }

  /// Sends the removal for ``leave(_:)``: apart, so that a share's hook (run unspecialised,
  /// through `Disposable`) asks the runtime for the input type's metadata only when it queues.
  @inlinable @inline(never)
  func queueLeave(_ lifetime: ObjectIdentifier) { send(.leave(lifetime)) }

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
      let ending = publishedEnding
    {
      ending.send(to: sink, lifetime)
    } else {
      send(.subscribe(sink, lifetime, hooked: hooked))
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
    let wasDisposed = queue.withWord(Self.disposedWord) {
      $0.exchange(1, ordering: .acquiringAndReleasing)
    }
    if wasDisposed != 0 { return }
    send(.dispose)
  }

  @inlinable
  func receive(_ input: SubjectInput<Element>) {
    switch input {
    case .event(let event):
      if termination != nil || load(Self.disposedWord, ordering: .relaxed) != 0 { return }
      switch event {
      case .next(let element):
        if policy.record(element) { broadcast(event) }
      case .error, .completed:
        let last = policy.finish(event)
        publish(SubjectTermination(event))
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
      // Under the lock: once ended, other threads read the policy (under it) to replay it.
      lock()
      policy.clear()
      termination = nil
      unlock()
      _ = observers.takeAll()
      store(Self.observerCount, 0, ordering: .releasing)
    }
  }

  @inlinable
  func broadcast(_ event: Event<Element>) {
    // The handler alone mutates `observers`, and never while broadcasting (a removal from
    // inside a sink is queued), so the observers are used in place: copying one out (the
    // inline first, say) would cost two retains and two releases per observer and event.
    withUnsafeMutablePointer(to: &observers) { bag in
      if bag.pointee.first != nil, !bag.pointee.first.unsafelyUnwrapped.lifetime.isDisposed {
        bag.pointee.first.unsafelyUnwrapped.sink(event)
      }
      bag.pointee.rest?.withUnsafeBufferPointer { list in
        for index in list.indices where !list[index].value.lifetime.isDisposed {
          list[index].value.sink(event)
        }
      }
    }
  }

  /// Sends the terminal `event` to every subscriber, ends their lifetimes and forgets them.
  @inlinable
  func terminate(_ event: Event<Element>) {
    let ended = observers.takeAll()
    store(Self.observerCount, 0, ordering: .releasing)
    ended.forEach { observer in
      if observer.lifetime.isDisposed { return }
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
    send(.unsubscribe(key))
  }

  /// Tells a subscriber of a disposed subject so, as RxSwift does.
  @inlinable
  func rejectDisposed(_ sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if lifetime.isDisposed { return }
    sink(.error(RxError.disposed(object: owner ?? self)))
    lifetime.dispose()
  }
}
