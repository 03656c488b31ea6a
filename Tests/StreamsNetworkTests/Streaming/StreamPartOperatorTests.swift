import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The operators on `Observable<StreamPart>`: `chunks()`, `idleTimeout(_:scheduler:)` and the
/// decoding operators read straight from a streamed response.
@Suite(.checksResources)
struct StreamPartOperatorTests {
  @Test func chunksDropTheHead() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "ab"), Script.chunk(30, "c"), .completed(40),
    ])
    let res = scheduler.start { parts.chunks() }
    #expect(
      res.events == [.next(220, Data("ab".utf8)), .next(230, Data("c".utf8)), .completed(240)])
  }

  @Test func linesReadAcrossChunksAfterTheHead() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "a\r"), Script.chunk(30, "\nb"), .completed(40),
    ])
    let res = scheduler.start { parts.lines() }
    #expect(res.events == [.next(220, "a"), .next(240, "b"), .completed(240)])
  }

  @Test func jsonLinesDecodeFromParts() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "[1]\n[2"), Script.chunk(30, "]\n"), .completed(40),
    ])
    let res = scheduler.start { parts.jsonLines(of: [Int].self) }
    #expect(res.events == [.next(220, [1]), .next(230, [2]), .completed(240)])
  }

  @Test func jsonTextSequenceDecodesFromParts() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "\u{1E}[1]\n\u{1E}[2"), Script.chunk(30, "]\n"),
      .completed(40),
    ])
    let res = scheduler.start { parts.jsonTextSequence(of: [Int].self) }
    #expect(res.events == [.next(220, [1]), .next(230, [2]), .completed(240)])
  }

  @Test func serverSentEventsParseFromPartsWithoutReconnecting() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "id: 4\ndata: a\n\nda"), Script.chunk(30, "ta: b\n\n"),
      .completed(40),
    ])
    let res = scheduler.start { parts.serverSentEvents(lastEventID: "3") }
    #expect(
      res.events == [
        .next(220, Script.event("a", id: "4")), .next(230, Script.event("b", id: "4")),
        .completed(240),
      ])
    #expect(parts.subscriptions == [Subscription(200, 240)])
  }

  @Test func decodedByAnyDecoderReadsTheChunks() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "x\ny"), .completed(30),
    ])
    let res = scheduler.start { parts.decoded(by: LineDecoder()) }
    #expect(res.events == [.next(220, "x"), .next(230, "y"), .completed(230)])
  }

  @Test func aDecodingFailureStopsTheStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(10), Script.chunk(20, "toolong\n"), Script.chunk(30, "ok\n"),
    ])
    let res = scheduler.start { parts.lines(maximumLineLength: 3) }
    #expect(res.events == [.error(220, StreamDecodingError.lineTooLong(line: 1, limit: 3))])
    #expect(parts.subscriptions == [Subscription(200, 220)])
  }

  @Test func idleTimeoutFailsAfterASilenceCountedFromEachPart() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(40), Script.chunk(80, "a"), Script.chunk(200, "b"),
    ])
    let res = scheduler.start { parts.idleTimeout(.seconds(50), scheduler: scheduler) }
    #expect(res.events.map(\.time) == [240, 280, 330])
    #expect(res.events.prefix(2).map { $0.value.element?.chunk } == [nil, Data("a".utf8)])
    let error = try #require(res.events.last?.value.error as? NetworkError)
    #expect(error.isTimeout)
    #expect(error.transportFailure == .timedOut)
    #expect(error.localizedDescription.contains("50 s"))
    #expect(parts.subscriptions == [Subscription(200, 330)])
  }

  @Test func idleTimeoutCountsTheWaitForTheHead() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([Script.head(100)])
    let res = scheduler.start { parts.idleTimeout(.seconds(30), scheduler: scheduler) }
    #expect(res.events.map(\.time) == [230])
    #expect((res.events.first?.value.error as? NetworkError)?.isTimeout == true)
  }

  @Test func idleTimeoutLetsAStreamThatKeepsTalkingComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let parts = scheduler.createColdObservable([
      Script.head(20), Script.chunk(40, "a"), Script.chunk(60, "b"), .completed(80),
    ])
    let res = scheduler.start { parts.idleTimeout(.seconds(25), scheduler: scheduler).chunks() }
    #expect(
      res.events == [.next(240, Data("a".utf8)), .next(260, Data("b".utf8)), .completed(280)])
  }
}
