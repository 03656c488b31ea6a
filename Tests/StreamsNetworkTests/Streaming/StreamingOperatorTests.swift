import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

/// The operators over `Observable<Data>`: items when their chunk arrives, the unfinished end at
/// completion, failures that stop the source, disposal.
@Suite(.checksResources)
struct StreamingOperatorTests {
  static func chunk(_ time: TestTime, _ text: String) -> Recorded<Event<Data>> {
    .next(time, Data(text.utf8))
  }

  @Test func linesArriveWithTheChunkThatEndsThemAndTheLastAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createHotObservable([
      Self.chunk(210, "one\ntw"), Self.chunk(220, "o\r"), Self.chunk(230, "\nthree"),
      .completed(240),
    ])
    let res = scheduler.start { body.lines() }
    #expect(
      res.events == [.next(210, "one"), .next(220, "two"), .next(240, "three"), .completed(240)])
    #expect(body.subscriptions == [Subscription(200, 240)])
  }

  @Test func anUpstreamErrorIsForwardedAndTheUnfinishedLineDropped() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createHotObservable([
      Self.chunk(210, "a\nb"), .error(220, TestError.boom),
    ])
    let res = scheduler.start { body.lines() }
    #expect(res.events == [.next(210, "a"), .error(220, TestError.boom)])
  }

  @Test func aLineOverTheLimitFailsAndStopsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createHotObservable([
      Self.chunk(210, "ok\nabc"), Self.chunk(220, "def"), Self.chunk(230, "\n"),
      .completed(240),
    ])
    let res = scheduler.start { body.lines(maximumLineLength: 4) }
    #expect(
      res.events == [
        .next(210, "ok"), .error(220, StreamDecodingError.lineTooLong(line: 2, limit: 4)),
      ])
    #expect(body.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposingStopsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createHotObservable([
      Self.chunk(210, "a\n"), Self.chunk(300, "b\n"), .completed(400),
    ])
    let res = scheduler.start(disposed: 250) { body.lines() }
    #expect(res.events == [.next(210, "a")])
    #expect(body.subscriptions == [Subscription(200, 250)])
  }

  @Test func takeStopsInTheMiddleOfAChunk() {
    let delivered = Locked<[String]>([])
    let subscription = Observable.just(Data("a\nb\nc\n".utf8)).lines().take(2)
      .subscribe(onNext: { line in delivered.withLock { $0.append(line) } })
    subscription.dispose()
    #expect(delivered.withLock { $0 } == ["a", "b"])
  }

  @Test func aChunkSentFromInsideADeliveryWaitsForTheChunkInHand() {
    let received = Locked<[String]>([])
    let relay = Locked<AnyObserver<Data>?>(nil)
    let source = Observable<Data>.create { observer in
      relay.withLock { $0 = observer }
      observer.onNext(Data("a\nb\n".utf8))
      observer.onCompleted()
      return Disposables.create()
    }
    let subscription = source.lines().subscribe(onNext: { line in
      received.withLock { $0.append(line) }
      if line == "a" { relay.withLock { $0 }?.onNext(Data("c\n".utf8)) }
    })
    subscription.dispose()
    relay.withLock { $0 = nil }
    #expect(received.withLock { $0 } == ["a", "b", "c"])
  }

  @Test func jsonLinesDecodeEachLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createColdObservable([
      Self.chunk(10, #"{"id":1,"name":"a"}"# + "\n" + #"{"id":2,"#),
      Self.chunk(20, #""name":"b"}"#), .completed(30),
    ])
    let res = scheduler.start { body.jsonLines(of: Reading.self) }
    #expect(
      res.events == [
        .next(210, Reading(id: 1, name: "a")), .next(230, Reading(id: 2, name: "b")),
        .completed(230),
      ])
  }

  @Test func jsonTextSequenceRecordsArriveWhenComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createColdObservable([
      Self.chunk(10, "\u{1E}[1,"), Self.chunk(20, "2]\n\u{1E}[3]"), Self.chunk(30, "\n"),
      .completed(40),
    ])
    let res = scheduler.start { body.jsonTextSequence(of: [Int].self) }
    #expect(res.events == [.next(220, [1, 2]), .next(220, [3]), .completed(240)])
  }

  @Test func serverSentEventsArriveAtTheirBlankLine() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createColdObservable([
      Self.chunk(10, "retry: 10\nid: 7\n\nevent: tick\ndata: 1\n"), Self.chunk(20, "\n: ping\n"),
      Self.chunk(30, "data: 2\n\ndata: lost\n"), .completed(40),
    ])
    let res = scheduler.start { body.serverSentEvents() }
    #expect(
      res.events == [
        .next(220, ServerSentEvent(type: "tick", data: "1", lastEventID: "7")),
        .next(230, ServerSentEvent(data: "2", lastEventID: "7")), .completed(240),
      ])
  }

  @Test func serverSentEventUpdatesCarryRetryAndLastEventID() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createColdObservable([
      Self.chunk(10, "retry: 10\nid: 7\n\ndata: 1\n\n"), .completed(20),
    ])
    let res = scheduler.start { body.serverSentEventUpdates(lastEventID: "6") }
    #expect(
      res.events == [
        .next(210, .retry(milliseconds: 10)), .next(210, .lastEventID("7")),
        .next(210, .event(ServerSentEvent(data: "1", lastEventID: "7"))), .completed(220),
      ])
  }

  @Test func anEventOverTheLimitFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let body = scheduler.createColdObservable([
      Self.chunk(10, "data: 12345678"), Self.chunk(20, "9\n\n"), .completed(30),
    ])
    let res = scheduler.start { body.serverSentEvents(maximumEventSize: 14) }
    #expect(
      res.events == [.error(220, StreamDecodingError.eventTooLarge(line: 1, limit: 14))])
    #expect(body.subscriptions == [Subscription(200, 220)])
  }

  @Test func eachSubscriptionDecodesAfresh() {
    let body = Observable.from([Data("data: a\n".utf8), Data("\n".utf8)]).serverSentEvents()
    let first = Locked<[ServerSentEvent]>([])
    let second = Locked<[ServerSentEvent]>([])
    body.subscribe(onNext: { event in first.withLock { $0.append(event) } }).dispose()
    body.subscribe(onNext: { event in second.withLock { $0.append(event) } }).dispose()
    #expect(first.withLock { $0 } == [ServerSentEvent(data: "a")])
    #expect(second.withLock { $0 } == [ServerSentEvent(data: "a")])
  }
}
