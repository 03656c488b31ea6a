import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How an event source fails and stops.
///
/// The head's checks, the failures that never reconnect, and disposal in every phase. One
/// tick is a millisecond.
@Suite(.checksResources)
struct EventSourceFailureTests {
  /// The single failure of a source over `script`, with the number of connections it made.
  static func failure(of script: [Recorded<Event<StreamPart>>], maximumEventSize: Int? = nil)
    -> (time: TestTime?, error: (any Error)?, connections: Int)
  {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(scheduler, [script, [Script.head(10, 204)]])
    var configuration = Script.configuration()
    if let maximumEventSize { configuration.maximumEventSize = maximumEventSize }
    let res = scheduler.start(disposed: 10_000) {
      connections.events(configuration, on: scheduler)
    }
    let failure = res.events.first { $0.value.error != nil }
    return (failure?.time, failure?.value.error, connections.lastEventIDs.count)
  }

  @Test func a204StopsTheSourceWithoutReconnecting() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[Script.head(10, 204, contentType: nil), .completed(20)]])
    let res = scheduler.start(disposed: 10_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(res.events == [.completed(210)])
    #expect(connections.subscriptions == [[Subscription(200, 210)]])
  }

  @Test(arguments: [201, 206, 301, 400, 401, 404, 500, 503])
  func aStatusOtherThan200FailsTypedWithoutReconnecting(status: Int) {
    let outcome = Self.failure(of: [Script.head(10, status), .completed(20)])
    #expect(outcome.time == 210)
    #expect((outcome.error as? NetworkError)?.statusCode == status)
    if case .statusCode? = outcome.error as? NetworkError {
    } else {
      Issue.record("not a status error: \(String(describing: outcome.error))")
    }
    #expect(outcome.connections == 1)
  }

  @Test(arguments: ["text/html", "application/json", "text/event-stream+json", "text/plain"])
  func aWrongContentTypeFailsTypedWithoutReconnecting(contentType: String) {
    let outcome = Self.failure(of: [Script.head(10, 200, contentType: contentType)])
    let rejected = (outcome.error as? NetworkError)?.contentTypeError
    #expect(outcome.time == 210)
    #expect(rejected?.contentType == contentType)
    #expect(rejected?.acceptableContentTypes == ["text/event-stream"])
    #expect((outcome.error as? NetworkError)?.response?.statusCode == 200)
    #expect(outcome.connections == 1)
  }

  @Test func aMissingContentTypeFails() {
    let outcome = Self.failure(of: [Script.head(10, 200, contentType: nil)])
    let rejected = (outcome.error as? NetworkError)?.contentTypeError
    #expect(
      rejected
        == ContentTypeError(
          contentType: nil,
          acceptableContentTypes: [
            "text/event-stream"
          ]))
  }

  @Test(arguments: ["text/event-stream; charset=utf-8", "Text/Event-Stream", " text/event-stream"])
  func theContentTypeIgnoresCaseAndParameters(contentType: String) {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [[Script.head(10, 200, contentType: contentType), Script.chunk(20, "data: a\n\n")]])
    let res = scheduler.start(disposed: 1_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(res.events == [.next(220, Script.event("a"))])
  }

  @Test func anEventOverTheSizeLimitFailsWithoutReconnecting() {
    let outcome = Self.failure(
      of: [Script.head(10), Script.chunk(20, "data: 0123456789\n\n")], maximumEventSize: 8)
    #expect(outcome.time == 220)
    #expect(
      outcome.error.map { errorsEqual($0, StreamDecodingError.eventTooLarge(line: 1, limit: 8)) }
        == true)
    #expect(outcome.connections == 1)
  }

  @Test func aChunkBeforeTheHeadFailsAsAMalformedResponse() {
    let outcome = Self.failure(of: [Script.chunk(10, "data: a\n\n")])
    #expect(outcome.time == 210)
    #expect((outcome.error as? NetworkError)?.transportFailure == .malformedResponse)
    #expect(outcome.connections == 1)
  }

  @Test func aSecondHeadFailsAsAMalformedResponse() {
    let outcome = Self.failure(of: [Script.head(10), Script.head(20)])
    #expect(outcome.time == 220)
    #expect((outcome.error as? NetworkError)?.transportFailure == .malformedResponse)
  }

  @Test func eventsBeforeAFailureAreDelivered() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [[Script.head(10), Script.chunk(20, "data: a\n\ndata: 0123456789\n\n")]])
    var configuration = Script.configuration()
    configuration.maximumEventSize = 8
    let res = scheduler.start(disposed: 1_000) {
      connections.events(configuration, on: scheduler)
    }
    #expect(
      res.events == [
        .next(220, Script.event("a")),
        .error(220, StreamDecodingError.eventTooLarge(line: 3, limit: 8)),
      ])
    #expect(connections.subscriptions == [[Subscription(200, 220)]])
  }

  // MARK: Disposal

  @Test func disposingWhileConnectingClosesTheConnection() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(scheduler, [[Script.head(100)]])
    let res = scheduler.start(disposed: 250) {
      connections.events(Script.configuration(idleTimeout: 60), on: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(connections.subscriptions == [[Subscription(200, 250)]])
  }

  @Test func disposingWhileStreamingClosesTheConnection() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[Script.head(10), Script.chunk(20, "data: a\n\n"), Script.chunk(90, "da")]])
    let res = scheduler.start(disposed: 300) {
      connections.events(Script.configuration(idleTimeout: 60), on: scheduler)
    }
    #expect(res.events == [.next(220, Script.event("a"))])
    #expect(connections.subscriptions == [[Subscription(200, 300)]])
  }

  @Test func disposingWhileWaitingToReconnectCancelsTheWait() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[Script.head(10), .completed(20)], [Script.head(10, 204)]])
    let res = scheduler.start(disposed: 1_000) {
      connections.events(Script.configuration(idleTimeout: 60), on: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(connections.subscriptions == [[Subscription(200, 220)], []])
    #expect(connections.lastEventIDs.count == 1)
  }

  @Test func disposingFromInsideAnEventStopsTheRestOfTheChunk() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[Script.head(10), Script.chunk(20, "data: a\n\ndata: b\n\n")]])
    let received = Locked<[String]>([])
    let subscription = SerialDisposable()
    scheduler.scheduleAt(200) {
      subscription.disposable = connections.events(Script.configuration(), on: scheduler)
        .subscribe(onNext: { event in
          received.withLock { $0.append(event.data) }
          subscription.dispose()
        })
    }
    scheduler.start()
    #expect(received.withLock { $0 } == ["a"])
    #expect(connections.subscriptions == [[Subscription(200, 220)]])
  }

  @Test func eachSubscriptionRunsItsOwnSource() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "id: 1\ndata: a\n\n"), .completed(30)],
        [Script.head(10), Script.chunk(20, "data: b\n\n"), .completed(30)],
      ])
    let events = connections.events(Script.configuration(), on: scheduler)
    let first = scheduler.createObserver(ServerSentEvent.self)
    let second = scheduler.createObserver(ServerSentEvent.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) { _ = subscriptions.insert(events.subscribe(first)) }
    scheduler.scheduleAt(300) { _ = subscriptions.insert(events.subscribe(second)) }
    scheduler.scheduleAt(1_000) { subscriptions.dispose() }
    scheduler.start()
    #expect(first.events == [.next(220, Script.event("a", id: "1"))])
    #expect(second.events == [.next(320, Script.event("b"))])
    #expect(connections.lastEventIDs == [nil, nil])
  }
}
