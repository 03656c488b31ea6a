/// The state of one `retry(when:)` subscription, owned by its serializer's handler.
///
/// The attempts' events and the trigger's go through one ``Serializer``. The handler decides
/// when to start an attempt; the subscription runs from a ``SubscribeQueue`` once the handler
/// has returned, under a new child lifetime. So an attempt's elements go straight through, and
/// a source that fails synchronously with a trigger that answers synchronously retries in a
/// loop, not down the stack.
@usableFromInline
final class RetryWhenSink<Element, Failure, Trigger> {
  /// What reaches the serializer.
  @usableFromInline
  enum Input {
    /// Subscribe the first attempt.
    case start
    /// An event of the current attempt.
    case source(Event<Element>)
    /// An event of the trigger.
    case trigger(Event<Trigger>)
  }

  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let source: Observable<Element>
  @usableFromInline let notifier: RetryNotifier<Failure>
  /// Weak because the serializer's handler holds this sink; while the handler runs, the sender
  /// holds the serializer.
  @usableFromInline weak var serializer: Serializer<Input>?
  @usableFromInline let subscriptions = SubscribeQueue()
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  /// Whether an attempt failed and the trigger has not answered yet.
  @usableFromInline @exclusivity(unchecked) var waiting = false
  /// The trigger's terminal event, when it came while an attempt was running.
  @usableFromInline @exclusivity(unchecked) var triggerEnd: Event<Element>?
  @usableFromInline @exclusivity(unchecked) var stopped = false

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime,
    _ source: Observable<Element>, _ notifier: RetryNotifier<Failure>
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.source = source
    self.notifier = notifier
  }

  /// A sequence that retries `source` as the trigger made by `handler` says.
  @inlinable
  static func observable(
    _ source: Observable<Element>,
    _ handler: @escaping (Observable<Failure>) -> Observable<Trigger>
  ) -> Observable<Element> {
    Observable { sink, lifetime in
      let notifier = RetryNotifier<Failure>()
      let trigger = handler(notifier.errors)
      let state = RetryWhenSink(sink, lifetime, source, notifier)
      let serializer = Serializer(state.handle)
      state.serializer = serializer
      let subscriptions = state.subscriptions
      lifetime.run(trigger, into: serializer, as: Input.trigger, flushing: subscriptions)
      serializer.send(.start)
      subscriptions.flush()
    }
  }

  @inlinable
  func handle(_ input: Input) {
    if stopped { return }
    if lifetime.isDisposed {
      stopped = true
      return
    }
    switch input {
    case .start:
      subscribeAttempt()
    case .source(.next(let element)):
      sink(.next(element))
    case .source(.completed):
      finish(.completed)
    case .source(.error(let error)):
      guard let failure = error as? Failure else {
        finish(.error(error))
        return
      }
      if let triggerEnd {
        finish(triggerEnd)
        return
      }
      waiting = true
      notifier.send(failure)
    case .trigger(.next):
      guard waiting else { return }
      waiting = false
      subscribeAttempt()
    case .trigger(.error(let error)):
      if waiting { finish(.error(error)) } else { triggerEnd = .error(error) }
    case .trigger(.completed):
      if waiting { finish(.completed) } else { triggerEnd = .completed }
    }
  }

  /// Queues a new attempt under a child lifetime that ends when the attempt does.
  @inlinable
  func subscribeAttempt() {
    guard let serializer else { return }
    let lifetime = self.lifetime
    let source = self.source
    let subscriptions = self.subscriptions
    subscriptions.enqueue {
      lifetime.run(source, into: serializer, as: Input.source, flushing: subscriptions)
    }
  }

  @inlinable
  func finish(_ event: Event<Element>) {
    stopped = true
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}
