/// A type-erased observer that forwards every event to a closure.
public struct AnyObserver<Element>: ObserverType {
  /// The closure type that receives events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let observer: EventHandler

  /// Creates an observer that forwards events to `eventHandler`.
  @inlinable
  public init(eventHandler: @escaping EventHandler) { observer = eventHandler }

  /// Creates an observer that forwards events to `observer`.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.on
  }

  /// Forwards `event`.
  @inlinable
  public func on(_ event: Event<Element>) { observer(event) }

  /// Returns this observer.
  @inlinable
  public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
  /// This observer, type-erased.
  @inlinable
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// An observer that transforms elements with `transform` before forwarding them here.
  ///
  /// - Parameter transform: applied to each element; a thrown error is forwarded as `.error`.
  /// - Returns: an observer of the source type.
  @inlinable
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
