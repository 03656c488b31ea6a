/// The elements of one group of `groupBy(keySelector:)`, with the key they share.
///
/// Subscribing to it keeps the upstream of `groupBy` subscribed, even after the outer
/// subscription ends. It is a hot sequence: a subscriber sees the group's elements that arrive
/// after it subscribes, and the group ends when the upstream does.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key every element of this group has.
  public let key: Key

  @usableFromInline let source: Observable<Element>

  /// A group of `source`'s elements under `key`.
  ///
  /// - Parameters:
  ///   - key: the key of the group.
  ///   - source: the group's elements.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the group's elements.
  ///
  /// - Parameter observer: receives the group's elements and its end.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's elements as an observable.
  ///
  /// - Returns: the sequence.
  @inlinable
  public func asObservable() -> Observable<Element> { source }
}

// Sendable when the key is: the other stored property is an immutable, thread-safe observable.
extension GroupedObservable: Sendable where Key: Sendable {}
