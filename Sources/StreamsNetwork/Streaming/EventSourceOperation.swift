import Dispatch
import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One subscription of a ``ServerSentEventSource``: connects, checks the head, parses the
/// body, waits, connects again.
///
/// Connection events (on the transport's thread) and the end of a wait (on the scheduler's)
/// pass through the operation's own inbox (`Serializer`), so the subscriber never sees
/// overlapping calls, the parser is never entered twice and the state below needs no lock.
/// Each connection and each wait gets a child of the subscription's lifetime: disposing the
/// subscription closes the connection in flight or cancels the timer.
final class EventSourceOperation: Serializer, @unchecked Sendable {
  // Safe to share: every `var` below is only touched by `receive(_:)`, one input at a time;
  // the rest is immutable. `connect` runs inside
  // `receive(_:)` only.

  enum Input {
    case start
    /// An event of connection number `Int`.
    case part(Int, Event<StreamPart>)
    /// The wait before the next connection is over.
    case wake
  }

  private let connect: (String?) -> Observable<StreamPart>
  private let configuration: EventSourceConfiguration
  private let scheduler: SchedulerType
  private let idleTimeout: RxTimeInterval?
  private let sink: (Event<ServerSentEvent>) -> Void
  private let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Input>.make()

  /// The last event ID: `nil` until one that is not empty is known, then the stream's.
  private var lastEventID: String?
  /// The reconnection time in effect, in seconds, clamped.
  private var reconnectionTime: TimeInterval
  /// Reconnections since the last event (or the start).
  private var reconnections = 0
  /// Connections opened so far: the number of the current one.
  private var attempt = 0
  /// The connection in flight.
  private var connection: (lifetime: Lifetime, key: BagKey?)?
  /// The current connection's head, once it has passed the checks.
  private var head: Response?
  /// The current connection's parser.
  private var parser = ServerSentEventParser()
  /// The wait before the next connection.
  private var waiting: (lifetime: Lifetime, key: BagKey?)?

  init(
    connect: @escaping (String?) -> Observable<StreamPart>,
    configuration: EventSourceConfiguration, scheduler: SchedulerType,
    sink: @escaping (Event<ServerSentEvent>) -> Void, lifetime: Lifetime
  ) {
    self.connect = connect
    self.configuration = configuration
    self.scheduler = scheduler
    self.sink = sink
    self.lifetime = lifetime
    idleTimeout = RequestDeadline.countable(configuration.idleTimeout)
    lastEventID = configuration.lastEventID
    reconnectionTime = configuration.clamped(configuration.reconnectionTime)
  }

  func start() { send(.start) }

  func receive(_ input: Input) {
    guard !lifetime.isDisposed else { return }
    switch input {
    case .start:
      open()
    case .wake:
      guard let waiting else { return }
      self.waiting = nil
      lifetime.end(child: waiting.lifetime, key: waiting.key)
      open()
    case .part(let number, let event):
      guard number == attempt, connection != nil else { return }
      switch event {
      case .next(.head(let response)):
        accept(response)
      case .next(.chunk(let chunk)):
        read(chunk)
      case .error(let error):
        if configuration.shouldReconnect(error) {
          reconnect(after: error)
        } else {
          finish(.error(error))
        }
      case .completed:
        reconnect(after: NetworkError.underlying(EventStreamClosedError(), head))
      }
    }
  }

  /// Opens the next connection, sending the last event ID.
  private func open() {
    attempt += 1
    let number = attempt
    head = nil
    parser = ServerSentEventParser(
      lastEventID: lastEventID ?? "", maximumEventSize: configuration.maximumEventSize)
    let (child, key) = lifetime.child()
    connection = (child, key)
    var parts = connect(lastEventID)
    if let idleTimeout { parts = parts.idleTimeout(idleTimeout, scheduler: scheduler) }
    parts.run({ [self] event in self.send(.part(number, event)) }, child)
  }

  /// Checks the head as the WHATWG EventSource does: 204 stops, anything but a 200 of type
  /// `text/event-stream` fails; neither reconnects.
  private func accept(_ response: Response) {
    guard head == nil else { return finish(.error(Self.malformed(response))) }
    if response.statusCode == 204 { return finish(.completed) }
    guard response.statusCode == 200 else {
      return finish(.error(NetworkError.statusCode(response)))
    }
    guard response.mimeType == Self.mediaType else {
      let rejected = ContentTypeError(
        contentType: response.header("Content-Type"), acceptableContentTypes: [Self.mediaType])
      return finish(.error(NetworkError.underlying(rejected, response)))
    }
    head = response
  }

  /// Parses a chunk, sending each event, and keeps the last event ID and `retry` it set.
  private func read(_ chunk: Data) {
    guard head != nil else { return finish(.error(Self.malformed(nil))) }
    do {
      try parser.decode(chunk) { update in
        guard case .event(let event) = update else { return }
        reconnections = 0
        if !lifetime.isDisposed { sink(.next(event)) }
      }
    } catch {
      return finish(.error(error))
    }
    if lastEventID != nil || !parser.lastEventID.isEmpty { lastEventID = parser.lastEventID }
    if let milliseconds = parser.reconnectionTime {
      reconnectionTime = configuration.clamped(TimeInterval(milliseconds) / 1_000)
    }
  }

  /// Closes the connection that ended with `error` and arms the wait before the next, unless
  /// the reconnections in a row without an event are used up (then fails with `error`).
  private func reconnect(after error: any Error) {
    closeConnection()
    if let maximum = configuration.maximumReconnectionAttempts, reconnections >= maximum {
      return finish(.error(error))
    }
    reconnections += 1
    let seconds = configuration.delay(
      beforeReconnection: reconnections, reconnectionTime: reconnectionTime)
    let (child, key) = lifetime.child()
    waiting = (child, key)
    child.add(
      scheduler.scheduleRelative(self, dueTime: .clamped(seconds: seconds)) { operation in
        operation.send(.wake)
        return Disposables.create()
      })
  }

  private func closeConnection() {
    guard let connection else { return }
    self.connection = nil
    lifetime.end(child: connection.lifetime, key: connection.key)
    parser = ServerSentEventParser()
  }

  /// Sends the terminal event and ends the subscription, the connection and the wait with it.
  private func finish(_ event: Event<ServerSentEvent>) {
    if !lifetime.isDisposed { sink(event) }
    lifetime.dispose()
  }

  /// A connection that broke the order head, then chunks: the transport's fault, never the
  /// server's stream.
  private static func malformed(_ response: Response?) -> NetworkError {
    .underlying(URLError(.badServerResponse), response)
  }

  static let mediaType = "text/event-stream"
}
