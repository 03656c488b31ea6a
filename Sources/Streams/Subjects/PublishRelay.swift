/// A ``PublishSubject`` that only ever carries elements: it can be neither failed nor completed.
///
/// Use it for streams of happenings (taps, notifications) that must outlive any error upstream:
/// `bind(to:)` a relay and an upstream error goes to ``Hooks/defaultErrorHandler`` instead of
/// ending the relay.
///
///     accept 1  subscribe  accept 2  accept 3   subscriber sees  --2--3--
public final class PublishRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: PublishSubject<Element>

  /// Creates a relay with no subscribers.
  @inlinable
  public init() { subject = PublishSubject() }

  /// Broadcasts `event` to the current subscribers.
  ///
  /// - Parameter event: the element to send.
  @inlinable
  public func accept(_ event: Element) { subject.on(.next(event)) }

  /// Subscribes `observer` to the elements accepted from now on.
  ///
  /// - Parameter observer: receives elements only; a relay never terminates.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable sequence.
  ///
  /// - Returns: a sequence that never terminates.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
