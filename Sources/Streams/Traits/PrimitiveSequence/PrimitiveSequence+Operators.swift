extension PrimitiveSequence {
  /// A primitive sequence that calls `factory` for each subscription and subscribes to its
  /// result.
  ///
  ///     deferred { .just(now()) }   (a fresh value per subscription)
  ///
  /// - Parameter factory: builds the sequence; a thrown error fails the subscription.
  /// - Returns: the deferred sequence.
  @inlinable
  public static func deferred(
    _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try factory().source })
  }

  /// Continues with the sequence `handler` returns when this one fails.
  ///
  ///     --#  catch { _ in .just(9) }  --9|
  ///
  /// - Parameter handler: maps the error to a replacement; a thrown error is sent instead.
  /// - Returns: this sequence, or its replacement after an error.
  @inlinable
  public func `catch`(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.catch { try handler($0).source })
  }

  /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
  ///
  ///     --#  retry(2)  --(resubscribed)--1|
  ///
  /// - Parameter maxAttemptCount: the total number of subscriptions, the first included.
  /// - Returns: the sequence, retried; the last error is sent when every attempt fails.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// Resubscribes after every error, until the sequence succeeds or completes.
  ///
  ///     --#  retry()  --(resubscribed)--1|
  ///
  /// - Returns: the sequence, retried without limit.
  @inlinable
  public func retry() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry())
  }

  /// Logs every event, subscription and disposal of this sequence.
  ///
  ///     --1|  debug("x")  --1|  (logs subscribed, next(1), completed, isDisposed)
  ///
  /// - Parameters:
  ///   - identifier: the name in each line; by default the file, line and function.
  ///   - trimOutput: whether to shorten long event descriptions.
  ///   - file: the calling file, for the default identifier.
  ///   - line: the calling line, for the default identifier.
  ///   - function: the calling function, for the default identifier.
  /// - Returns: the same sequence, logged.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// A primitive sequence tied to a resource that lives exactly as long as each subscription.
  ///
  ///     using(open, primitiveSequenceFactory: read)   (resource disposed at the end)
  ///
  /// - Parameters:
  ///   - resourceFactory: creates the resource for a subscription.
  ///   - primitiveSequenceFactory: builds the sequence from the resource.
  /// - Returns: the sequence.
  @inlinable
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
  }

  /// Delivers the outcome on `scheduler`.
  ///
  ///     --1|  observe(on: s)  --1|  (on s)
  ///
  /// - Parameter scheduler: where the events are delivered.
  /// - Returns: the same sequence, observed on `scheduler`.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }
}

extension PrimitiveSequenceType {
  /// Succeeds with `element` instead of failing.
  ///
  ///     --#  catchAndReturn(0)  --0|
  ///
  /// A ``Completable`` has no element to pass (its `Element` is `Never`), so it has no
  /// `catchAndReturn` that can be called.
  ///
  /// - Parameter element: the element to send when this single or maybe fails.
  /// - Returns: a single or maybe that cannot fail.
  @inlinable
  public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
  }
}
