import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `provider.rx.events(_:)` on virtual time.
///
/// The EventSource headers on every connection, the reconnect timeline with `Last-Event-ID`,
/// and reconnects through the interceptors. One tick is a second.
@Suite(.checksResources)
struct ProviderEventsTests {
  private let eventStream = ["Content-Type": "text/event-stream"]
  private let configuration = EventSourceConfiguration(idleTimeout: nil, random: { 0 })

  @Test func aDroppedConnectionReconnectsWithTheLastEventIDUntilA204() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(scheduler, session: transport)
    let task = { (index: Int) in transport.tasks.count > index ? transport.tasks[index] : nil }
    scheduler.scheduleAt(201) { task(0)?.head(200, eventStream) }
    scheduler.scheduleAt(202) { task(0)?.chunk("id: 1\ndata: a\n\n") }
    scheduler.scheduleAt(203) { task(0)?.send(.failed(URLError(.networkConnectionLost), nil)) }
    // The reconnection time is 3 s: the second connection opens at 206.
    scheduler.scheduleAt(207) { task(1)?.head(200, eventStream) }
    scheduler.scheduleAt(208) { task(1)?.chunk("id: 2\ndata: b\n\n") }
    scheduler.scheduleAt(209) { task(1)?.send(.completed) }
    // The third opens at 212 and hears that the stream is over.
    scheduler.scheduleAt(213) { task(2)?.head(204) }
    let res = scheduler.start {
      provider.rx.events(StreamFeed(), configuration: configuration)
    }
    #expect(
      res.events == [
        .next(202, ServerSentEvent(data: "a", lastEventID: "1")),
        .next(208, ServerSentEvent(data: "b", lastEventID: "2")), .completed(213),
      ])
    #expect(transport.tasks.map { $0.header("Last-Event-ID") } == [nil, "1", "2"])
    #expect(transport.tasks.allSatisfy { $0.header("Accept") == "text/event-stream" })
    #expect(transport.tasks.allSatisfy { $0.header("Cache-Control") == "no-cache" })
  }

  @Test func theConfiguredLastEventIDGoesWithTheFirstConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(scheduler, session: transport)
    scheduler.scheduleAt(201) { transport.tasks.first?.head(204) }
    var resumed = configuration
    resumed.lastEventID = "41"
    let res = scheduler.start { provider.rx.events(StreamFeed(), configuration: resumed) }
    #expect(res.events == [.completed(201)])
    #expect(transport.tasks.map { $0.header("Last-Event-ID") } == ["41"])
  }

  @Test func aReconnectRefusedWith401IsRefreshedByTheAuthenticator() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let authenticator = BearerTokenAuthenticator { _ in .just(BearerToken(accessToken: "fresh")) }
    let auth = AuthenticationInterceptor(
      authenticator: authenticator, credential: BearerToken(accessToken: "stale"))
    let provider = streamingProvider(scheduler, session: transport, interceptors: [auth])
    let task = { (index: Int) in transport.tasks.count > index ? transport.tasks[index] : nil }
    scheduler.scheduleAt(201) { task(0)?.head(200, eventStream) }
    scheduler.scheduleAt(202) { task(0)?.chunk("id: 1\ndata: a\n\n") }
    scheduler.scheduleAt(203) { task(0)?.send(.completed) }
    // The reconnect at 206 finds the token expired, and is sent again with a fresh one.
    scheduler.scheduleAt(207) { task(1)?.head(401) }
    scheduler.scheduleAt(208) { task(2)?.head(200, eventStream) }
    scheduler.scheduleAt(209) { task(2)?.chunk("id: 2\ndata: b\n\n") }
    let res = scheduler.start(disposed: 300) {
      provider.rx.events(StreamFeed(), configuration: configuration)
    }
    #expect(
      res.events == [
        .next(202, ServerSentEvent(data: "a", lastEventID: "1")),
        .next(209, ServerSentEvent(data: "b", lastEventID: "2")),
      ])
    #expect(
      transport.tasks.map { $0.header("Authorization") }
        == ["Bearer stale", "Bearer stale", "Bearer fresh"])
    #expect(transport.tasks.map { $0.header("Last-Event-ID") } == [nil, "1", "1"])
    #expect(transport.tasks.last?.isCancelled == true)
  }

  @Test func aStubbedEventStreamPlaysOnVirtualTimeAndReconnects() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = streamingProvider(scheduler, stub: .immediate)
    let feed = StreamFeed(
      script: [
        .head(statusCode: 200, headers: eventStream), .wait(1),
        .chunk(Data("id: 7\ndata: x\n\n".utf8)), .wait(1), .end,
      ])
    // Each connection plays the script: an event a second in, the end a second later, then
    // the 3 s reconnection time.
    let res = scheduler.start(disposed: 210) {
      provider.rx.events(feed, configuration: configuration)
    }
    #expect(
      res.events == [
        .next(201, ServerSentEvent(data: "x", lastEventID: "7")),
        .next(206, ServerSentEvent(data: "x", lastEventID: "7")),
      ])
  }
}
