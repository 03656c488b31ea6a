import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ReplaySubjectTests {
  @Test func replaysTheLatestBufferSizeElementsToEachSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    scheduler.sendEvents(
      [.next(110, 1), .next(220, 2), .next(270, 3), .next(340, 4), .next(410, 5), .completed(630)],
      into: subject)
    let first = scheduler.recordSubscription(to: subject, at: 300, disposedAt: 400)
    let second = scheduler.recordSubscription(to: subject, at: 400, disposedAt: 900)
    let late = scheduler.recordSubscription(to: subject, at: 900)
    scheduler.start()
    #expect(first.events == [.next(300, 1), .next(300, 2), .next(300, 3), .next(340, 4)])
    #expect(
      second.events == [
        .next(400, 2), .next(400, 3), .next(400, 4), .next(410, 5), .completed(630),
      ])
    #expect(late.events == [.next(900, 3), .next(900, 4), .next(900, 5), .completed(900)])
  }

  @Test func bufferOfOneReplaysTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    scheduler.sendEvents(
      [.next(110, 1), .next(220, 2), .error(300, TestError.boom)], into: subject)
    let mid = scheduler.recordSubscription(to: subject, at: 250)
    let late = scheduler.recordSubscription(to: subject, at: 400)
    scheduler.start()
    #expect(mid.events == [.next(250, 2), .error(300, TestError.boom)])
    #expect(late.events == [.next(400, 2), .error(400, TestError.boom)])
  }

  @Test func bufferOfZeroReplaysNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    var events: [Event<Int>] = []
    let subscription = subject.subscribe { events.append($0) }
    subject.onNext(2)
    subject.onCompleted()
    var lateEvents: [Event<Int>] = []
    _ = subject.subscribe { lateEvents.append($0) }
    #expect(events == [.next(2), .completed])
    #expect(lateEvents == [.completed])
    subscription.dispose()
  }

  @Test func unboundedReplaysEverything() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...50 { subject.onNext(value) }
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    #expect(received == Array(1...50))
    subscription.dispose()
  }

  @Test func ringBufferKeepsTheNewestAfterWrappingManyTimes() {
    let subject = ReplaySubject<Int>.create(bufferSize: 5)
    for value in 1...1_003 { subject.onNext(value) }
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    #expect(received == [999, 1000, 1001, 1002, 1003])
    subscription.dispose()
  }

  @Test func replayStopsWhenTheSubscriberEndsMidway() {
    let subject = ReplaySubject<Int>.create(bufferSize: 4)
    for value in 1...4 { subject.onNext(value) }
    var received: [Int] = []
    let firstTwo = Observable<Int>.create { observer in
      var count = 0
      return subject.subscribe(onNext: { value in
        count += 1
        observer.onNext(value)
        if count == 2 { observer.onCompleted() }
      })
    }
    _ = firstTwo.subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2])
    #expect(!subject.hasObservers)
  }

  @Test func disposeEmptiesTheBufferAndRejectsSubscribers() {
    weak var weakProbe: Probe?
    let subject = ReplaySubject<Probe>.create(bufferSize: 2)
    do {
      let probe = Probe()
      weakProbe = probe
      subject.onNext(probe)
    }
    #expect(weakProbe != nil)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect(weakProbe == nil)
    var lateError: Error?
    _ = subject.subscribe(onError: { lateError = $0 })
    #expect(lateError is RxError)
  }

  @Test func sendFromInsideAnObserverIsBufferedAndDeliveredAfterTheCurrentEvent() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    var log: [String] = []
    let a = subject.subscribe(onNext: { value in
      log.append("a\(value)")
      if value == 1 { subject.onNext(2) }
    })
    let b = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    var replayed: [Int] = []
    let c = subject.subscribe(onNext: { replayed.append($0) })
    #expect(log == ["a1", "b1", "a2", "b2"])
    #expect(replayed == [1, 2])
    for subscription in [a, b, c] { subscription.dispose() }
  }
}
