import Foundation
import Streams
import StreamsNetwork
import StreamsTest

/// The connections of an event source under test.
///
/// Each call of ``connect(_:)`` is the next script, a cold observable of parts on the
/// scheduler, and the last event ID it was given is recorded. Calls past the last script get
/// a connection that never sends anything.
final class ScriptedConnections: @unchecked Sendable {
  // Safe to share: `scripts` is immutable; the calls are recorded in a `Locked` box.
  let scripts: [TestableObservable<StreamPart>]
  private let calls = Locked<[String?]>([])

  init(_ scheduler: TestScheduler, _ scripts: [[Recorded<Event<StreamPart>>]]) {
    self.scripts = scripts.map { scheduler.createColdObservable($0) }
  }

  /// The next script; a connection that stays silent once the scripts are used up.
  func connect(_ lastEventID: String?) -> Observable<StreamPart> {
    let index = calls.withLock { calls in
      calls.append(lastEventID)
      return calls.count - 1
    }
    return index < scripts.count ? scripts[index].asObservable() : .never()
  }

  /// The last event ID each connection was opened with, in order.
  var lastEventIDs: [String?] { calls.withLock { $0 } }

  /// When each script was subscribed and disposed.
  var subscriptions: [[Subscription]] { scripts.map(\.subscriptions) }

  /// The events of a source over these connections.
  func events(_ configuration: EventSourceConfiguration, on scheduler: TestScheduler)
    -> Observable<ServerSentEvent>
  {
    ServerSentEventSource.events(
      connect: { [self] in connect($0) }, configuration: configuration, scheduler: scheduler)
  }
}

/// The parts of scripted connections.
enum Script {
  /// A head: 200 `text/event-stream` unless told.
  static func head(
    _ time: TestTime, _ status: Int = 200, contentType: String? = "text/event-stream"
  ) -> Recorded<Event<StreamPart>> {
    .next(time, .head(response(status, contentType: contentType)))
  }

  /// A chunk of text.
  static func chunk(_ time: TestTime, _ text: String) -> Recorded<Event<StreamPart>> {
    .next(time, .chunk(Data(text.utf8)))
  }

  /// A chunk of bytes.
  static func bytes(_ time: TestTime, _ bytes: [UInt8]) -> Recorded<Event<StreamPart>> {
    .next(time, .chunk(Data(bytes)))
  }

  /// A head as a transport gives it: no body, the headers.
  static func response(_ status: Int, contentType: String? = "text/event-stream") -> Response {
    makeResponse(status, headers: contentType.map { ["Content-Type": $0] } ?? [:])
  }

  /// An event of type `message`.
  static func event(_ data: String, id: String = "") -> ServerSentEvent {
    ServerSentEvent(data: data, lastEventID: id)
  }

  /// A configuration on millisecond ticks' terms: no jitter unless given, no idle timeout
  /// unless given.
  static func configuration(
    idleTimeout: TimeInterval? = nil, random: @escaping @Sendable () -> Double = { 0 },
    maximumReconnectionAttempts: Int? = nil
  ) -> EventSourceConfiguration {
    EventSourceConfiguration(
      maximumReconnectionAttempts: maximumReconnectionAttempts, idleTimeout: idleTimeout,
      random: random)
  }

  /// A scheduler whose tick is a millisecond, so `retry` values and waits read as ticks.
  static func scheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: 0.001)
  }
}
