extension PrimitiveSequence {
  /// Resubscribes after an error each time the sequence `notificationHandler` builds emits.
  ///
  ///     --#  retry(when: { $0.take(1) })  --(resubscribed)--1|
  ///
  /// The handler receives the errors, typed as `Error`; those of another type fail the result
  /// at once. When the trigger completes the result completes; when it fails, the result fails.
  ///
  /// - Parameter notificationHandler: turns the errors into retry triggers.
  /// - Returns: the sequence, retried on each trigger.
  @inlinable
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Resubscribes after an error each time the sequence `notificationHandler` builds emits.
  ///
  ///     --#  retry(when: { $0.take(1) })  --(resubscribed)--1|
  ///
  /// When the trigger completes the result completes; when it fails, the result fails.
  ///
  /// - Parameter notificationHandler: turns the errors into retry triggers.
  /// - Returns: the sequence, retried on each trigger.
  @inlinable
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }
}
