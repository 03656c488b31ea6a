import Streams

/// A value stamped with the virtual time it happened at.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When the value happened.
  public let time: TestTime
  /// What happened.
  public let value: Value

  /// Creates a recorded value.
  ///
  /// - Parameters:
  ///   - time: the virtual time.
  ///   - value: the value.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// A description such as `next(1) @ 210`.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
  /// A recorded `.next(element)` at `time`.
  public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// A recorded `.completed` at `time`.
  ///
  /// - Parameters:
  ///   - time: the virtual time.
  ///   - type: the element type, when the context cannot infer it.
  /// - Returns: the recorded event.
  public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }

  /// A recorded `.error(error)` at `time`.
  ///
  /// - Parameters:
  ///   - time: the virtual time.
  ///   - error: the error.
  ///   - type: the element type, when the context cannot infer it.
  /// - Returns: the recorded event.
  public static func error<Element>(
    _ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self
  ) -> Recorded<Event<Element>> where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// The recorded events given, as an array.
  ///
  /// - Parameter recordedEvents: the events, in order.
  /// - Returns: the events, typed for contexts that cannot infer the element type.
  public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...)
    -> [Recorded<Event<Element>>]
  where Value == Event<Element> {
    recordedEvents
  }

  /// The recorded events of an array literal, unchanged: RxTest's spelling for giving
  /// `[.next(210, 1), .completed(250)]` its element type where nothing else does.
  ///
  /// - Parameter recordedEvents: the events, in order.
  /// - Returns: `recordedEvents`.
  public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>])
    -> [Recorded<Event<Element>>]
  where Value == Event<Element> {
    recordedEvents
  }
}
