/// A value a user can both read and set, such as a text field's text: a sequence of its values
/// and an observer that sets it, as RxCocoa's `ControlPropertyType`.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// This property as a ``ControlProperty``.
  ///
  /// - Returns: the control property.
  func asControlProperty() -> ControlProperty<Element>
}

/// A property of a control, as RxCocoa's `ControlProperty`: subscribing reads its values (the
/// current one first, then each change); sending to it sets the value.
///
/// Build one from a sequence of values and a sink that applies a value, e.g. in a view model's
/// tests:
///
/// ```swift
/// let text = ControlProperty(values: typed.asObservable(), valueSink: field.binder)
/// text.orEmpty.debounce(.milliseconds(300), scheduler: scheduler)…
/// ```
///
/// As in RxCocoa, the values are subscribed (and the subscription disposed) on the main queue:
/// at once from the main queue, else queued there. A control property never fails: an error
/// sent to it goes to ``Hooks/defaultErrorHandler`` and is not forwarded.
///
///     values  -a--b--c-->   ControlProperty   -a--b--c-->  (subscribed on main)
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The type of the property's values.
  public typealias Element = PropertyType

  @usableFromInline let values: Observable<PropertyType>
  @usableFromInline let valueSink: AnyObserver<PropertyType>

  /// Creates a control property.
  ///
  /// - Parameters:
  ///   - values: the property's values, the current one first; it should never fail.
  ///   - valueSink: applies a value to the property.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Values.Element == PropertyType, Sink.Element == PropertyType {
    self.values = values.asObservable().subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the property's values.
  ///
  /// - Parameter observer: receives the values.
  /// - Returns: the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == PropertyType {
    values.subscribe(observer)
  }

  /// The property's values after the current one: only what changes from now on.
  ///
  ///     -a--b--c-->   changed   ----b--c-->
  public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

  /// The property's values.
  ///
  /// - Returns: the sequence of values.
  public func asObservable() -> Observable<PropertyType> { values }

  /// This property.
  ///
  /// - Returns: `self`.
  public func asControlProperty() -> ControlProperty<PropertyType> { self }

  /// Sets the property: `.next` and `.completed` go to the sink; an error goes to
  /// ``Hooks/defaultErrorHandler`` (a binding must not fail; RxCocoa stops in debug builds).
  ///
  /// - Parameter event: the event to apply.
  public func on(_ event: Event<PropertyType>) {
    switch event {
    case .next, .completed: valueSink.on(event)
    case .error(let error): Hooks.unhandled(error)
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as the empty string, as RxCocoa's `orEmpty`: a text field's
  /// text as a `String`.
  ///
  ///     -nil--"a"-->   orEmpty   -""--"a"-->
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    return ControlProperty<String>(
      values: original.values.map { $0 ?? "" }, valueSink: original.valueSink.mapObserver { $0 })
  }
}
