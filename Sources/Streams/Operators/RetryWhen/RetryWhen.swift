extension ObservableType {
  /// Resubscribes after an error each time the sequence that `notificationHandler` makes of
  /// the errors emits an element.
  ///
  ///     --1-#  retry(when: { $0.map { _ in () } })  --1---1---1-…  (a resubscription per error)
  ///
  /// The handler runs once per subscription and gets the errors of the attempts, typed as
  /// `Error`; an error of another type ends the sequence at once. The trigger it returns is
  /// subscribed before the first attempt. After an error, the trigger's next element starts a
  /// new attempt; its completion completes the sequence and its error fails it (a trigger
  /// that ends while an attempt runs ends the sequence when that attempt fails). Elements
  /// the trigger sends while an attempt is running are ignored.
  ///
  /// - Parameter notificationHandler: maps the errors to the trigger sequence.
  /// - Returns: the sequence, retried as the trigger says.
  @inlinable
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    RetryWhenRule<Element, Error, TriggerObservable.Element>.observable(asObservable()) {
      notificationHandler($0).asObservable()
    }
  }

  /// Resubscribes after an error each time the sequence that `notificationHandler` makes of
  /// the errors emits an element.
  ///
  ///     --1-#  retry(when: { $0.map { _ in () } })  --1---1---1-…  (a resubscription per error)
  ///
  /// The same as the typed form, for errors of any type.
  ///
  /// - Parameter notificationHandler: maps the errors to the trigger sequence.
  /// - Returns: the sequence, retried as the trigger says.
  @inlinable
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    RetryWhenRule<Element, Swift.Error, TriggerObservable.Element>.observable(asObservable()) {
      notificationHandler($0).asObservable()
    }
  }
}

/// The sequence of errors a `retry(when:)` handler gets: every subscriber receives each error
/// as it happens (nothing is replayed, and it never ends on its own).
@usableFromInline
final class RetryNotifier<Failure> {
  // Observers may subscribe from any thread: the bag lives in a `Locked` box, and observers
  // are called outside the lock.
  @usableFromInline let observers = Locked(Bag<(Event<Failure>) -> Void>())

  @inlinable
  init() {}

  /// A sequence that delivers each error sent from now on.
  @inlinable
  var errors: Observable<Failure> {
    Observable { [self] sink, lifetime in
      let key = observers.withLock { $0.insert(sink) }
      lifetime.onDispose { [weak self] in self?.observers.withLock { _ = $0.remove(key) } }
    }
  }

  /// Delivers `failure` to every current subscriber.
  @inlinable
  func send(_ failure: Failure) {
    for observer in observers.withLock({ $0.all }) { observer(.next(failure)) }
  }
}
