/// A ``ReplaySubject`` that only ever carries elements: it can be neither failed nor completed.
///
/// Each subscriber gets the latest accepted elements (up to the buffer size), then every
/// element accepted afterwards.
///
///     bufferSize 2: accept 1 2 3  subscribe  accept 4   subscriber sees  23--4--
public final class ReplayRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: ReplaySubject<Element>

  @inlinable
  init(subject: ReplaySubject<Element>) { self.subject = subject }

  /// A relay that replays at most `bufferSize` of the latest elements.
  ///
  /// - Parameter bufferSize: how many elements to replay; zero or less replays none.
  /// - Returns: a new relay.
  @inlinable
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
  }

  /// A relay that replays every element it was ever sent (RxRelay's spelling).
  ///
  /// Memory grows with every element: use it only for sequences known to stay small.
  ///
  /// - Returns: a new relay.
  @inlinable
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: ReplaySubject.createUnbounded())
  }

  /// Buffers `event` and broadcasts it to the current subscribers.
  ///
  /// - Parameter event: the element to send.
  @inlinable
  public func accept(_ event: Element) { subject.on(.next(event)) }

  /// Subscribes `observer`: it gets the replayed elements, then every element accepted.
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
  /// - Returns: a sequence that replays the buffer and never terminates.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
