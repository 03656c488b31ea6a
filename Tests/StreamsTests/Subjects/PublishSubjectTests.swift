import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct PublishSubjectTests {
  @Test func subscribersSeeOnlyWhatIsSentWhileTheyAreSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
      .next(520, 7), .completed(630), .next(640, 9),
    ])
    let subject = PublishSubject<Int>()
    let feed = SerialDisposable()
    scheduler.scheduleAt(100) { feed.disposable = xs.subscribe(subject) }
    scheduler.scheduleAt(1000) { feed.dispose() }
    let first = scheduler.recordSubscription(to: subject, at: 300, disposedAt: 400)
    let second = scheduler.recordSubscription(to: subject, at: 400, disposedAt: 900)
    let late = scheduler.recordSubscription(to: subject, at: 900)
    scheduler.start()
    #expect(first.events == [.next(340, 5)])
    #expect(second.events == [.next(410, 6), .next(520, 7), .completed(630)])
    #expect(late.events == [.completed(900)])
    // Subscribed directly, not through `asObservable()`, the test observable's subscription
    // ends when it is disposed, as RxTest's does: the completion at 630 does not end it.
    #expect(xs.subscriptions == [Subscription(100, 1000)])
  }

  @Test func errorReachesCurrentAndLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    scheduler.sendEvents(
      [.next(210, 1), .error(300, TestError.boom), .next(310, 2)], into: subject)
    let early = scheduler.recordSubscription(to: subject, at: 200)
    let late = scheduler.recordSubscription(to: subject, at: 400)
    scheduler.start()
    #expect(early.events == [.next(210, 1), .error(300, TestError.boom)])
    #expect(late.events == [.error(400, TestError.boom)])
  }

  @Test func eventsAfterTheTerminalEventAreIgnored() {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onError(TestError.boom)
    subject.onCompleted()
    #expect(events == [.next(1), .completed])
  }

  @Test func deliversInSubscriptionOrder() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let a = subject.subscribe(onNext: { log.append("a\($0)") })
    let b = subject.subscribe(onNext: { log.append("b\($0)") })
    let c = subject.subscribe(onNext: { log.append("c\($0)") })
    subject.onNext(1)
    b.dispose()
    let d = subject.subscribe(onNext: { log.append("d\($0)") })
    subject.onNext(2)
    #expect(log == ["a1", "b1", "c1", "a2", "c2", "d2"])
    for subscription in [a, c, d] { subscription.dispose() }
  }

  @Test func deliversInSubscriptionOrderAfterTheFirstSubscriberLeaves() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let a = subject.subscribe(onNext: { log.append("a\($0)") })
    let b = subject.subscribe(onNext: { log.append("b\($0)") })
    a.dispose()
    let c = subject.subscribe(onNext: { log.append("c\($0)") })
    subject.onNext(1)
    b.dispose()
    c.dispose()
    let d = subject.subscribe(onNext: { log.append("d\($0)") })
    subject.onNext(2)
    #expect(log == ["b1", "c1", "d2"])
    #expect(subject.hasObservers)
    d.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func sendFromInsideAnObserverIsDeliveredToAllAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let a = subject.subscribe(onNext: { value in
      log.append("a\(value)")
      if value == 1 {
        subject.onNext(2)
        log.append("a sent 2")
      }
    })
    let b = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    #expect(log == ["a1", "a sent 2", "b1", "a2", "b2"])
    a.dispose()
    b.dispose()
  }

  @Test func completionFromInsideAnObserverEndsEveryoneAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(
      onNext: { value in
        log.append("a\(value)")
        subject.onCompleted()
        subject.onNext(99)
      }, onCompleted: { log.append("a|") })
    _ = subject.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b|") })
    subject.onNext(1)
    #expect(log == ["a1", "b1", "a|", "b|"])
    #expect(!subject.hasObservers)
  }

  @Test func subscriberAddedFromInsideAnObserverJoinsAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var inner: Disposable?
    let outer = subject.subscribe(onNext: { value in
      log.append("outer\(value)")
      if inner == nil { inner = subject.subscribe(onNext: { log.append("inner\($0)") }) }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(log == ["outer1", "outer2", "inner2"])
    outer.dispose()
    inner?.dispose()
  }

  @Test func observerDisposedDuringDeliveryGetsNothingMore() {
    let subject = PublishSubject<Int>()
    var second: Disposable?
    var secondGot: [Int] = []
    let first = subject.subscribe(onNext: { _ in second?.dispose() })
    second = subject.subscribe(onNext: { secondGot.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    #expect(secondGot.isEmpty)
    first.dispose()
  }

  @Test func firstObserverDisposedByALaterOneDuringDeliveryGetsNothingMore() {
    let subject = PublishSubject<Int>()
    var first: Disposable?
    var firstGot: [Int] = []
    var secondGot: [Int] = []
    first = subject.subscribe(onNext: { firstGot.append($0) })
    let second = subject.subscribe(onNext: { value in
      secondGot.append(value)
      first?.dispose()
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(firstGot == [1])
    #expect(secondGot == [1, 2])
    #expect(subject.hasObservers)
    second.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func tracksObservers() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let first = subject.subscribe()
    let second = subject.subscribe()
    #expect(subject.hasObservers)
    first.dispose()
    #expect(subject.hasObservers)
    second.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func disposeDropsObserversAndLaterSubscribersGetDisposedError() {
    let subject = PublishSubject<Int>()
    var received: [Event<Int>] = []
    let subscription = subject.subscribe { received.append($0) }
    subject.onNext(1)
    subject.dispose()
    #expect(subject.isDisposed)
    #expect(!subject.hasObservers)
    subject.onNext(2)
    subject.onCompleted()
    #expect(received == [.next(1)])
    var lateError: Error?
    _ = subject.subscribe(onError: { lateError = $0 })
    guard case .disposed(let object)? = lateError as? RxError else {
      Issue.record("expected RxError.disposed, got \(String(describing: lateError))")
      return
    }
    #expect(ObjectIdentifier(object) == ObjectIdentifier(subject))
    subscription.dispose()
  }

  @Test func releasesObserversOnCompletionAndOnDisposal() {
    weak var completedProbe: Probe?
    weak var disposedProbe: Probe?
    let subject = PublishSubject<Int>()
    let subscription: Disposable
    do {
      let first = Probe()
      let second = Probe()
      completedProbe = first
      disposedProbe = second
      _ = subject.subscribe(onNext: { _ in _ = first })
      subscription = subject.subscribe(onNext: { _ in _ = second })
    }
    subscription.dispose()
    #expect(disposedProbe == nil)
    #expect(completedProbe != nil)
    subject.onCompleted()
    #expect(completedProbe == nil)
  }

  @Test func isAnObservableAndAnObserver() {
    let subject = PublishSubject<Int>()
    let observable: Observable<Int> = subject
    let observer: AnyObserver<Int> = subject.asObserver().asObserver()
    var received: [Int] = []
    let subscription = observable.map { $0 * 10 }.subscribe(onNext: { received.append($0) })
    observer.onNext(1)
    subject.onNext(2)
    #expect(received == [10, 20])
    subscription.dispose()
  }
}
