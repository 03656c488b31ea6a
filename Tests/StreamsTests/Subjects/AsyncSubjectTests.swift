import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct AsyncSubjectTests {
  @Test func sendsTheLastElementAndCompletionWhenItCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = AsyncSubject<Int>()
    scheduler.sendEvents(
      [.next(210, 1), .next(340, 2), .next(410, 3), .completed(630), .next(640, 9)], into: subject)
    let left = scheduler.recordSubscription(to: subject, at: 200, disposedAt: 500)
    let stayed = scheduler.recordSubscription(to: subject, at: 300)
    let late = scheduler.recordSubscription(to: subject, at: 700)
    scheduler.start()
    #expect(left.events == [])
    #expect(stayed.events == [.next(630, 3), .completed(630)])
    #expect(late.events == [.next(700, 3), .completed(700)])
  }

  @Test func errorIsSentAloneToCurrentAndLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = AsyncSubject<Int>()
    scheduler.sendEvents([.next(210, 1), .error(300, TestError.boom)], into: subject)
    let early = scheduler.recordSubscription(to: subject, at: 200)
    let late = scheduler.recordSubscription(to: subject, at: 400)
    scheduler.start()
    #expect(early.events == [.error(300, TestError.boom)])
    #expect(late.events == [.error(400, TestError.boom)])
  }

  @Test func emptyCompletionSendsOnlyCompletion() {
    let subject = AsyncSubject<Int>()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    subject.onCompleted()
    var lateEvents: [Event<Int>] = []
    _ = subject.subscribe { lateEvents.append($0) }
    #expect(events == [.completed])
    #expect(lateEvents == [.completed])
  }

  @Test func everySubscriberGetsTheElementBeforeAnyoneGetsCompletion() {
    let subject = AsyncSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { log.append("a\($0)") }, onCompleted: { log.append("a|") })
    _ = subject.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b|") })
    #expect(subject.hasObservers)
    subject.onNext(5)
    #expect(log.isEmpty)
    subject.onCompleted()
    #expect(log == ["a5", "b5", "a|", "b|"])
    #expect(!subject.hasObservers)
  }
}
