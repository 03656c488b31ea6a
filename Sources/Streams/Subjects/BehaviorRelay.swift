/// A ``BehaviorSubject`` that only ever carries elements: it has a ``value`` and never ends.
///
/// Each subscriber gets the current value first, then every element accepted afterwards.
/// Reading ``value`` never throws, because a relay can be neither failed nor disposed.
///
///     value 0  accept 1  subscribe  accept 2   subscriber sees  1--2--
public final class BehaviorRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  ///
  /// - Parameter value: the value subscribers get until another element is accepted.
  @inlinable
  public init(value: Element) { subject = BehaviorSubject(value: value) }

  /// The current value: the latest element accepted, or the initial value.
  public var value: Element { subject.shared.withLock { $0.latest } }

  /// Makes `event` the current value and broadcasts it.
  ///
  /// - Parameter event: the new value.
  @inlinable
  public func accept(_ event: Element) { subject.on(.next(event)) }

  /// Subscribes `observer`: it gets the current value, then every element accepted.
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
  /// - Returns: a sequence that starts with the current value and never terminates.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
