/// The rule of one `retry(when:)` subscription.
///
/// The attempts' events and the trigger's go through one ``Serializer``. The rule decides when
/// to start an attempt; the subscription runs from a ``SubscribeQueue`` once the handler has
/// returned, under a new child lifetime. So an attempt's elements go straight through, and a
/// source that fails synchronously with a trigger that answers synchronously retries in a
/// loop, not down the stack.
@usableFromInline
struct RetryWhenRule<Element, Failure, Trigger>: MultiSourceRule {
  @usableFromInline typealias Output = Element

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

  @usableFromInline let source: Observable<Element>
  @usableFromInline let notifier: RetryNotifier<Failure>
  @usableFromInline let subscriptions: SubscribeQueue
  /// Whether an attempt failed and the trigger has not answered yet.
  @usableFromInline var waiting = false
  /// The trigger's terminal event, when it came while an attempt was running.
  @usableFromInline var triggerEnd: Event<Element>?

  @inlinable
  init(
    _ source: Observable<Element>, _ notifier: RetryNotifier<Failure>,
    _ subscriptions: SubscribeQueue
  ) {
    self.source = source
    self.notifier = notifier
    self.subscriptions = subscriptions
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
      let subscriptions = SubscribeQueue()
      let sources = MultiSourceSink(sink, lifetime, RetryWhenRule(source, notifier, subscriptions))
      lifetime.run(trigger, into: sources, as: Input.trigger, flushing: subscriptions)
      sources.send(.start)
      subscriptions.flush()
    }
  }

  @inlinable
  mutating func handle(_ input: Input, _ sources: MultiSourceSink<Self>) {
    switch input {
    case .start:
      subscribeAttempt(sources)
    case .source(.next(let element)):
      sources.sink(.next(element))
    case .source(.completed):
      sources.finish(.completed)
    case .source(.error(let error)):
      guard let failure = error as? Failure else {
        sources.finish(.error(error))
        return
      }
      if let triggerEnd {
        sources.finish(triggerEnd)
        return
      }
      waiting = true
      notifier.send(failure)
    case .trigger(.next):
      guard waiting else { return }
      waiting = false
      subscribeAttempt(sources)
    case .trigger(.error(let error)):
      if waiting { sources.finish(.error(error)) } else { triggerEnd = .error(error) }
    case .trigger(.completed):
      if waiting { sources.finish(.completed) } else { triggerEnd = .completed }
    }
  }

  /// Queues a new attempt under a child of the subscription's lifetime that ends when the
  /// attempt does.
  @inlinable
  func subscribeAttempt(_ sources: MultiSourceSink<Self>) {
    let source = self.source
    let subscriptions = self.subscriptions
    subscriptions.enqueue {
      sources.lifetime.run(source, into: sources, as: Input.source, flushing: subscriptions)
    }
  }

  @inlinable
  mutating func release() { triggerEnd = nil }
}
