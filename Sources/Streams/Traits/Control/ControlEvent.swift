/// Events a control sends, such as taps, as RxCocoa's `ControlEventType`.
public protocol ControlEventType: ObservableType {
  /// This sequence as a ``ControlEvent``.
  ///
  /// - Returns: the control event.
  func asControlEvent() -> ControlEvent<Element>
}

/// Events of a control, as RxCocoa's `ControlEvent`: a sequence that never fails and is
/// subscribed on the main queue.
///
/// As in RxCocoa, the events are subscribed (and the subscription disposed) on the main queue:
/// at once from the main queue, else queued there.
///
///     events  --tap--tap-->   ControlEvent   --tap--tap-->  (subscribed on main)
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The type of the events.
  public typealias Element = PropertyType

  @usableFromInline let events: Observable<PropertyType>

  /// Creates a control event.
  ///
  /// - Parameter events: the events; the sequence should never fail.
  public init<Events: ObservableType>(events: Events) where Events.Element == PropertyType {
    self.events = events.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events.
  ///
  /// - Parameter observer: receives the events.
  /// - Returns: the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == PropertyType {
    events.subscribe(observer)
  }

  /// The events.
  ///
  /// - Returns: the sequence of events.
  public func asObservable() -> Observable<PropertyType> { events }

  /// This control event.
  ///
  /// - Returns: `self`.
  public func asControlEvent() -> ControlEvent<PropertyType> { self }
}
