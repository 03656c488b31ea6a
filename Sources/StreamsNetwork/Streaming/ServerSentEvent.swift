/// One event of a `text/event-stream` (Server-Sent Events), as the WHATWG HTML standard's
/// event stream interpretation dispatches it.
///
/// ```
/// event: price        →  ServerSentEvent(type: "price",
/// id: 42                                  data: "{\"eur\":1.08}\n{\"usd\":1}",
/// data: {"eur":1.08}                      lastEventID: "42")
/// data: {"usd":1}
///
/// ```
public struct ServerSentEvent: Hashable, Sendable {
  /// The event type: the last `event` field's value, or `"message"` when there was none or
  /// it was empty.
  public var type: String
  /// The event's data: the values of its `data` fields, joined with LF.
  public var data: String
  /// The last event ID when the event was dispatched.
  ///
  /// The value of the last `id` field sent so far in the stream, this event's or an earlier
  /// one's: empty until one is sent, or after an empty `id`. A reconnection sends it as
  /// `Last-Event-ID`.
  public var lastEventID: String

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - type: the event type; `"message"` unless given.
  ///   - data: the data.
  ///   - lastEventID: the last event ID; empty unless given.
  public init(type: String = "message", data: String, lastEventID: String = "") {
    self.type = type
    self.data = data
    self.lastEventID = lastEventID
  }
}

/// What a `text/event-stream` tells its reader: the events, and the reconnection settings
/// that an EventSource keeps even when no event is dispatched.
///
/// ``ServerSentEventParser`` emits these; `serverSentEvents()` keeps only the events.
///
/// ```
/// retry: 5000       →  .retry(milliseconds: 5000)
/// id: 7
///                   →  .lastEventID("7")        (a blank line, no data: nothing dispatched)
/// data: hello
///                   →  .event(ServerSentEvent(data: "hello", lastEventID: "7"))
/// ```
public enum ServerSentEventUpdate: Hashable, Sendable {
  /// An event dispatched by a blank line.
  case event(ServerSentEvent)
  /// A `retry` field of ASCII digits: the reconnection time it sets, in milliseconds, at most
  /// ``ServerSentEventParser/maximumReconnectionTime``.
  case retry(milliseconds: Int)
  /// A blank line that dispatched no event (its data was empty) but changed the last event
  /// ID to this. When an event is dispatched, its ``ServerSentEvent/lastEventID`` carries the
  /// change instead.
  case lastEventID(String)

  /// The event, if this update is one.
  public var event: ServerSentEvent? {
    guard case .event(let event) = self else { return nil }
    return event
  }
}
