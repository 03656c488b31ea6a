import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct BehaviorSubjectTests {
  @Test func subscribersGetTheCurrentValueThenLaterOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject(value: 100)
    scheduler.sendEvents(
      [.next(210, 1), .next(340, 2), .next(410, 3), .completed(630), .next(640, 9)], into: subject)
    let first = scheduler.recordSubscription(to: subject, at: 200, disposedAt: 400)
    let second = scheduler.recordSubscription(to: subject, at: 350, disposedAt: 900)
    let late = scheduler.recordSubscription(to: subject, at: 700)
    scheduler.start()
    #expect(first.events == [.next(200, 100), .next(210, 1), .next(340, 2)])
    #expect(second.events == [.next(350, 2), .next(410, 3), .completed(630)])
    #expect(late.events == [.completed(700)])
  }

  @Test func lateSubscriberAfterErrorGetsOnlyTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject(value: 0)
    scheduler.sendEvents([.next(210, 1), .error(300, TestError.boom)], into: subject)
    let early = scheduler.recordSubscription(to: subject, at: 200)
    let late = scheduler.recordSubscription(to: subject, at: 400)
    scheduler.start()
    #expect(early.events == [.next(200, 0), .next(210, 1), .error(300, TestError.boom)])
    #expect(late.events == [.error(400, TestError.boom)])
  }

  @Test func valueIsTheInitialThenTheLatestElement() throws {
    let subject = BehaviorSubject(value: "a")
    #expect(try subject.value() == "a")
    subject.onNext("b")
    #expect(try subject.value() == "b")
    subject.onCompleted()
    subject.onNext("c")
    #expect(try subject.value() == "b")
  }

  @Test func valueThrowsTheErrorTheSubjectFailedWith() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(TestError.boom)
    #expect(throws: TestError.boom) { try subject.value() }
  }

  @Test func valueAndSubscribeReportDisposal() {
    let subject = BehaviorSubject(value: 1)
    let subscription = subject.subscribe()
    #expect(subject.hasObservers)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect(!subject.hasObservers)
    do {
      _ = try subject.value()
      Issue.record("value() should throw once disposed")
    } catch {
      guard case .disposed? = error as? RxError else {
        Issue.record("expected RxError.disposed, got \(error)")
        return
      }
    }
    var lateEvents: [Event<Int>] = []
    _ = subject.subscribe { lateEvents.append($0) }
    #expect(lateEvents.count == 1)
    #expect(lateEvents.first?.error is RxError)
    subscription.dispose()
  }

  @Test func sendFromInsideAnObserverIsVisibleInValueAtOnce() throws {
    let subject = BehaviorSubject(value: 0)
    var seenValues: [Int] = []
    var log: [String] = []
    let a = subject.subscribe(onNext: { value in
      log.append("a\(value)")
      guard value == 1 else { return }
      subject.onNext(2)
      seenValues.append((try? subject.value()) ?? -1)
    })
    let b = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    #expect(seenValues == [2])
    #expect(log == ["a0", "b0", "a1", "b1", "a2", "b2"])
    #expect(try subject.value() == 2)
    a.dispose()
    b.dispose()
  }

  @Test func subscriberAddedFromInsideAnObserverGetsTheValueCurrentWhenItJoins() {
    let subject = BehaviorSubject(value: 0)
    var log: [String] = []
    var inner: Disposable?
    let outer = subject.subscribe(onNext: { value in
      log.append("outer\(value)")
      if value == 1 { inner = subject.subscribe(onNext: { log.append("inner\($0)") }) }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(log == ["outer0", "outer1", "inner1", "outer2", "inner2"])
    outer.dispose()
    inner?.dispose()
  }

  @Test func subscriptionDisposedWhileReceivingTheCurrentValueIsNotKept() {
    let subject = BehaviorSubject(value: 7)
    let lifetimeHolder = SerialDisposable()
    var received: [Int] = []
    // A sink that ends its own subscription on the first element, like `take(1)`.
    let sink = Observable<Int>.create { observer in
      subject.subscribe(onNext: { value in
        observer.onNext(value)
        observer.onCompleted()
      })
    }
    lifetimeHolder.disposable = sink.subscribe(onNext: { received.append($0) })
    #expect(received == [7])
    #expect(!subject.hasObservers)
    lifetimeHolder.dispose()
  }
}
