import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `provider.rx.stream(_:)` on virtual time.
///
/// Stub scripts, the head's validation, the time to the head, the idle timeout, disposal and
/// what plugins hear. One tick is a second.
@Suite(.checksResources)
struct ProviderStreamTests {
  private let text = ["Content-Type": "text/plain"]

  @Test func aStubScriptPlaysItsChunksAtTheirTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = streamingProvider(scheduler, stub: .immediate)
    let feed = StreamFeed(
      script: [
        .head(statusCode: 200, headers: text), .chunk(Data("a".utf8)), .wait(10),
        .chunk(Data("b".utf8)), .wait(5), .end,
      ])
    let res = scheduler.start { provider.rx.stream(feed).described() }
    #expect(
      res.events == [
        .next(200, "head 200"), .next(200, "chunk a"), .next(210, "chunk b"), .completed(215),
      ])
  }

  @Test func aDelayedStubDelaysTheWholeScript() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = streamingProvider(scheduler, stub: .delayed(seconds: 7))
    let feed = StreamFeed(script: [
      .head(statusCode: 200, headers: text), .chunk(Data("a".utf8)), .end,
    ])
    let res = scheduler.start { provider.rx.stream(feed).described() }
    #expect(res.events == [.next(207, "head 200"), .next(207, "chunk a"), .completed(207)])
  }

  @Test func aDropAfterTheHeadFailsTheStreamWithTheTransportsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = streamingProvider(scheduler, stub: .immediate)
    let feed = StreamFeed(
      script: [
        .head(statusCode: 200, headers: text), .chunk(Data("a".utf8)), .wait(3),
        .drop(URLError(.networkConnectionLost)),
      ])
    let res = scheduler.start { provider.rx.stream(feed).described() }
    #expect(
      res.events == [
        .next(200, "head 200"), .next(200, "chunk a"), .next(203, "error networkConnectionLost"),
        .completed(203),
      ])
  }

  @Test func a204IsAHeadAndTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = streamingProvider(scheduler, stub: .immediate)
    let res = scheduler.start {
      provider.rx.stream(
        StreamFeed(script: [.wait(2), .head(statusCode: 204, headers: [:]), .end])
      )
      .described()
    }
    #expect(res.events == [.next(202, "head 204"), .completed(202)])
  }

  @Test func aHeadTheValidationRejectsFailsTypedBeforeAnyPart() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = streamingProvider(scheduler, stub: .immediate)
    let feed = StreamFeed(
      validationType: .successCodes,
      script: [.head(statusCode: 500, headers: text), .chunk(Data("oops".utf8)), .end])
    let observer = scheduler.createObserver(StreamPart.self)
    scheduler.scheduleAt(200) { _ = provider.rx.stream(feed).subscribe(observer) }
    scheduler.start()
    #expect(observer.events.count == 1)
    let error = observer.events.first?.value.error as? NetworkError
    #expect(error?.response?.statusCode == 500)
    #expect(error.map(StreamDescription.code) == "status 500")
  }

  @Test func aTargetWithoutAScriptStreamsItsSampleResponse() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = Provider<Call>(
      stubClosure: { _ in .immediate }, session: FakeStreamTransport(), scheduler: scheduler,
      interceptors: [])
    let call = Call(baseURL: URL(string: "https://feed.test")!, path: "/sample")
    let res = scheduler.start { provider.rx.stream(call).described() }
    #expect(res.events == [.next(200, "head 200"), .completed(200)])
  }

  @Test func theTimeoutIntervalBoundsTheTimeToTheHead() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(scheduler, session: transport)
    let res = scheduler.start { provider.rx.stream(StreamFeed(timeoutInterval: 5)).described() }
    #expect(res.events == [.next(205, "error timedOut"), .completed(205)])
    #expect(transport.tasks.count == 1)
    #expect(transport.tasks.first?.isCancelled == true)
  }

  @Test func noDeadlineBoundsTheStreamAfterItsHead() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(scheduler, session: transport)
    scheduler.scheduleAt(202) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(300) { transport.tasks.first?.chunk("late") }
    scheduler.scheduleAt(900) { transport.tasks.first?.send(.completed) }
    let res = scheduler.start {
      provider.rx.stream(StreamFeed(timeoutInterval: 5), idleTimeout: nil).described()
    }
    #expect(res.events == [.next(202, "head 200"), .next(300, "chunk late"), .completed(900)])
  }

  @Test func theTargetsIdleTimeoutEndsASilentStreamAndEachChunkRestartsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let plugin = StreamPluginProbe()
    let provider = streamingProvider(scheduler, session: transport, plugins: [plugin])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(220) { transport.tasks.first?.chunk("a") }
    scheduler.scheduleAt(245) { transport.tasks.first?.chunk("b") }
    let res = scheduler.start { provider.rx.stream(StreamFeed(idle: 30)).described() }
    #expect(
      res.events == [
        .next(201, "head 200"), .next(220, "chunk a"), .next(245, "chunk b"),
        .next(275, "error timedOut"), .completed(275),
      ])
    #expect(transport.tasks.first?.isCancelled == true)
    #expect(plugin.heard.last == "didFinishStream timedOut")
  }

  @Test func theIdleTimeoutGivenToTheCallWinsOverTheTargets() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(scheduler, session: transport)
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    let res = scheduler.start {
      provider.rx.stream(StreamFeed(idle: 30), idleTimeout: 10).described()
    }
    #expect(res.events == [.next(201, "head 200"), .next(211, "error timedOut"), .completed(211)])
  }

  @Test func disposingCancelsTheTransportTaskAndPluginsHearTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let plugin = StreamPluginProbe()
    let provider = streamingProvider(scheduler, session: transport, plugins: [plugin])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(202) { transport.tasks.first?.chunk("a") }
    let res = scheduler.start(disposed: 300) {
      provider.rx.stream(StreamFeed(idle: 0)).described()
    }
    #expect(res.events == [.next(201, "head 200"), .next(202, "chunk a")])
    #expect(transport.tasks.first?.isCancelled == true)
    #expect(
      plugin.heard == ["willSend", "didReceive 200", "process", "didFinishStream cancelled"])
  }

  @Test func pluginsHearTheHeadAndTheEndButNoChunk() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let plugin = StreamPluginProbe()
    let provider = streamingProvider(scheduler, session: transport, plugins: [plugin])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(202) { transport.tasks.first?.chunk("ab") }
    scheduler.scheduleAt(203) { transport.tasks.first?.chunk("cde") }
    scheduler.scheduleAt(204) { transport.tasks.first?.send(.completed) }
    let res = scheduler.start { provider.rx.stream(StreamFeed()).described() }
    #expect(res.events.count == 4)
    #expect(
      plugin.heard == ["willSend", "didReceive 200", "process", "didFinishStream 5 bytes"])
  }

  @Test func aHeadThePluginsRejectIsNoStreamForThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let plugin = StreamPluginProbe()
    let provider = streamingProvider(scheduler, stub: .immediate, plugins: [plugin])
    let feed = StreamFeed(
      validationType: .successCodes, script: [.head(statusCode: 404, headers: [:])])
    _ = scheduler.start { provider.rx.stream(feed).described() }
    #expect(plugin.heard == ["willSend", "didReceive error", "process"])
  }

  @Test func theLoggerWritesOneLineForTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let lines = Locked<[String]>([])
    let configuration = NetworkLoggerPlugin.Configuration(output: { _, items in
      lines.withLock { $0 += items }
    })
    let provider = streamingProvider(
      scheduler, stub: .immediate, plugins: [NetworkLoggerPlugin(configuration: configuration)])
    let feed = StreamFeed(
      script: [.head(statusCode: 200, headers: text), .chunk(Data("abc".utf8)), .end])
    _ = scheduler.start { provider.rx.stream(feed).described() }
    let ends = lines.withLock { $0 }.filter { $0.contains("Stream Ended") }
    #expect(ends.count == 1)
    #expect(ends.first?.contains("3 bytes") == true)
    #expect(!lines.withLock { $0 }.contains { $0.contains("abc") })
  }

  @Test func valuesBridgeTheStreamToAsyncCode() async throws {
    let provider = Provider<StreamFeed>(stubClosure: { _ in .immediate }, interceptors: [])
    let feed = StreamFeed(
      script: [.head(statusCode: 200, headers: text), .chunk(Data("a".utf8)), .end])
    var parts: [String] = []
    for try await part in provider.rx.stream(feed).values {
      parts.append(StreamDescription.part(part))
    }
    #expect(parts == ["head 200", "chunk a"])
  }
}
