import Foundation

/// A Server-Sent Events route: a list of events served as `text/event-stream`, resumed after
/// the request's `Last-Event-ID`, and scripted per connection (cut off, held open, refused).
///
/// ```swift
/// let stream = FixtureEventStream(
///   FixtureEvent.numbered(["a", "b", "c", "d", "e"]),
///   options: .init(retry: 50, noContentWhenExhausted: true),
///   attempts: [.events(.drop(after: 3))])
/// server.route(.get, "/events", events: stream)
/// // 1st connection: retry: 50, events 1–3, then the connection drops.
/// // 2nd (Last-Event-ID: 3): events 4–5, then the body ends normally.
/// // 3rd (Last-Event-ID: 5): 204 No Content.
/// ```
///
/// Each request to the route counts as one connection (an EventSource's reconnect may reuse a
/// kept-alive socket). When the request carries `Last-Event-ID`, the response echoes it in the
/// ``echoHeader`` header, and the request log keeps it (``RequestLog/lastEventIDs(_:_:)``).
public final class FixtureEventStream: Sendable {
  /// `text/event-stream`, the content type of the events.
  public static let contentType = "text/event-stream"
  /// `X-Last-Event-ID`: the response header that echoes the request's `Last-Event-ID`.
  public static let echoHeader = "X-Last-Event-ID"

  /// How the events are written.
  public struct Options: Sendable, Equatable {
    /// The line ending of every line the server writes.
    public var lineEnding: FixtureEvent.LineEnding
    /// The pause (real time) between two events.
    public var interval: FixtureDuration
    /// A `retry` field (milliseconds) written at the start of every connection's events.
    public var retry: Int?
    /// Whether every connection's events start with a comment naming the `Last-Event-ID` the
    /// request carried (`: last-event-id 3`, or `: no last-event-id`).
    public var echoesLastEventID: Bool
    /// Whether a connection that resumes after the last event gets `204 No Content` (which
    /// stops an EventSource) instead of an empty stream.
    public var noContentWhenExhausted: Bool
    /// How the body is delimited: chunked, or with no length and the connection closed at the
    /// end (where a normal end and a drop look alike).
    public var framing: StreamScript.Framing

    /// Creates options; the defaults write LF line endings, chunked, with no pause, retry or
    /// echo.
    ///
    /// - Parameters:
    ///   - lineEnding: The line ending.
    ///   - interval: The pause between two events.
    ///   - retry: A `retry` field for the start of every connection.
    ///   - echoesLastEventID: Whether to echo `Last-Event-ID` in a comment.
    ///   - noContentWhenExhausted: Whether an exhausted stream answers 204.
    ///   - framing: How the body is delimited.
    public init(
      lineEnding: FixtureEvent.LineEnding = .lf, interval: FixtureDuration = .zero,
      retry: Int? = nil, echoesLastEventID: Bool = false, noContentWhenExhausted: Bool = false,
      framing: StreamScript.Framing = .chunked
    ) {
      self.lineEnding = lineEnding
      self.interval = interval
      self.retry = retry
      self.echoesLastEventID = echoesLastEventID
      self.noContentWhenExhausted = noContentWhenExhausted
      self.framing = framing
    }
  }

  /// The events, in order.
  public let events: [FixtureEvent]
  /// How they are written.
  public let options: Options
  private let encoded: [Data]
  private let attempt: @Sendable (Int) -> Attempt
  private let connections = Guarded(0)

  /// An event stream whose connections follow `attempt`.
  ///
  /// - Parameters:
  ///   - events: The events, in order; give them ids so a reconnect can resume.
  ///   - options: How they are written.
  ///   - attempt: What connection number `n` (1, 2, …) gets, such as
  ///     `{ $0 % 2 == 1 ? .events(.drop(after: 2)) : .events() }`.
  public init(
    _ events: [FixtureEvent], options: Options = Options(),
    attempt: @escaping @Sendable (_ connection: Int) -> Attempt
  ) {
    self.events = events
    self.options = options
    encoded = events.map { $0.encoded(lineEnding: options.lineEnding) }
    self.attempt = attempt
  }

  /// An event stream whose first connections get `attempts`, one each, and later ones `then`.
  ///
  /// - Parameters:
  ///   - events: The events, in order; give them ids so a reconnect can resume.
  ///   - options: How they are written.
  ///   - attempts: What the first connections get, in order.
  ///   - then: What every later connection gets; all the remaining events by default.
  public convenience init(
    _ events: [FixtureEvent], options: Options = Options(), attempts: [Attempt] = [],
    then: Attempt = .events()
  ) {
    self.init(events, options: options) { $0 <= attempts.count ? attempts[$0 - 1] : then }
  }

  /// How many connections (requests) the stream has answered.
  public var connectionCount: Int { connections.withLock { $0 } }

  /// Counts connections from 1 again.
  public func reset() { connections.withLock { $0 = 0 } }

  /// The index of the first event to send after `lastEventID`: just after the event with that
  /// id, or 0 when the id is `nil`, empty or unknown.
  ///
  /// - Parameter lastEventID: The request's `Last-Event-ID`.
  /// - Returns: An index into ``events``, ``events``' count when none is left.
  public func resumeIndex(after lastEventID: String?) -> Int {
    guard let lastEventID, !lastEventID.isEmpty,
      let index = events.firstIndex(where: { $0.id == lastEventID })
    else { return 0 }
    return index + 1
  }

  /// Answers one connection as its number's attempt says.
  ///
  /// - Parameter request: The request; its `Last-Event-ID` decides where the events resume.
  /// - Returns: The response.
  public func respond(to request: FixtureRequest) -> FixtureResponse {
    let number = connections.withLock { count in
      count += 1
      return count
    }
    let lastEventID = request.lastEventID
    var response: FixtureResponse
    switch attempt(number) {
    case .response(let answer): response = answer
    case .events(let ending, let contentType):
      let start = resumeIndex(after: lastEventID)
      if start >= events.count && options.noContentWhenExhausted {
        response = .status(204)
      } else {
        let script = script(from: start, ending: ending, lastEventID: lastEventID)
        response = .stream(script, contentType: contentType, headers: ["Cache-Control": "no-cache"])
      }
    }
    if let lastEventID, lastEventID.utf8.allSatisfy({ $0 >= 0x20 || $0 == 0x09 }) {
      response.headers[Self.echoHeader] = lastEventID
    }
    return response
  }

  /// The body of one connection's events: preamble, events from `start`, then the ending.
  private func script(from start: Int, ending: Ending, lastEventID: String?) -> StreamScript {
    var preamble = Data()
    if options.echoesLastEventID {
      let echo = lastEventID.map { "last-event-id \($0)" } ?? "no last-event-id"
      preamble += FixtureEvent.comment(echo, lineEnding: options.lineEnding)
    }
    if let retry = options.retry {
      preamble += Data(Array("retry: \(retry)".utf8) + options.lineEnding.bytes)
    }
    var steps: [StreamScript.Step] = [.write(preamble), .flush]
    let remaining = encoded[min(start, encoded.count)...]
    var count = remaining.count
    switch ending {
    case .complete: break
    case .drop(let after, _), .hold(let after): count = min(max(0, after), count)
    }
    for (offset, event) in remaining.prefix(count).enumerated() {
      if offset > 0 && options.interval > .zero { steps.append(.pause(options.interval)) }
      steps.append(.write(event))
    }
    switch ending {
    case .complete: steps.append(.end)
    case .drop(_, let midEvent):
      if midEvent, let next = remaining.dropFirst(count).first {
        if count > 0 && options.interval > .zero { steps.append(.pause(options.interval)) }
        steps.append(.write(next.prefix(next.count / 2)))
      }
      steps.append(.drop)
    case .hold: steps.append(.hold)
    }
    return StreamScript(steps, framing: options.framing)
  }
}
