import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ShareTests {
  static func cold(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createColdObservable([
      .next(10, 1), .next(60, 2), .next(110, 3), .next(160, 4), .next(210, 5),
    ])
  }

  @Test func subscribesUpstreamOnceForTwoSubscribersAndDisposesWhenBothLeave() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.cold(scheduler)
    let shared = xs.share()
    let a = scheduler.recordSubscription(to: shared, at: 200, disposedAt: 350)
    let b = scheduler.recordSubscription(to: shared, at: 300, disposedAt: 400)
    scheduler.start()
    #expect(a.events == [.next(210, 1), .next(260, 2), .next(310, 3)])
    #expect(b.events == [.next(310, 3), .next(360, 4)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func replayOneGivesLateSubscribersTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.cold(scheduler)
    let shared = xs.share(replay: 1)
    let a = scheduler.recordSubscription(to: shared, at: 200, disposedAt: 450)
    let b = scheduler.recordSubscription(to: shared, at: 300, disposedAt: 400)
    scheduler.start()
    #expect(
      a.events == [.next(210, 1), .next(260, 2), .next(310, 3), .next(360, 4), .next(410, 5)])
    #expect(b.events == [.next(300, 2), .next(310, 3), .next(360, 4)])
    #expect(xs.subscriptions == [Subscription(200, 450)])
  }

  @Test func whileConnectedStartsAfreshAfterEveryoneLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.cold(scheduler)
    let shared = xs.share(replay: 1, scope: .whileConnected)
    let a = scheduler.recordSubscription(to: shared, at: 200, disposedAt: 280)
    let b = scheduler.recordSubscription(to: shared, at: 400, disposedAt: 480)
    scheduler.start()
    #expect(a.events == [.next(210, 1), .next(260, 2)])
    #expect(b.events == [.next(410, 1), .next(460, 2)])
    #expect(xs.subscriptions == [Subscription(200, 280), Subscription(400, 480)])
  }

  @Test func foreverKeepsTheSubjectAcrossConnections() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.cold(scheduler)
    let shared = xs.share(replay: 1, scope: .forever)
    let a = scheduler.recordSubscription(to: shared, at: 200, disposedAt: 280)
    let b = scheduler.recordSubscription(to: shared, at: 400, disposedAt: 480)
    scheduler.start()
    #expect(a.events == [.next(210, 1), .next(260, 2)])
    // The stale element from the first connection, then the second connection's.
    #expect(b.events == [.next(400, 2), .next(410, 1), .next(460, 2)])
    #expect(xs.subscriptions == [Subscription(200, 280), Subscription(400, 480)])
  }

  @Test func whileConnectedSubscribesAgainAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(50)])
    let shared = xs.share(replay: 1)
    let a = scheduler.recordSubscription(to: shared, at: 200)
    let b = scheduler.recordSubscription(to: shared, at: 300)
    scheduler.start()
    #expect(a.events == [.next(210, 1), .next(220, 2), .completed(250)])
    #expect(b.events == [.next(310, 1), .next(320, 2), .completed(350)])
    #expect(xs.subscriptions == [Subscription(200, 250), Subscription(300, 350)])
  }

  @Test func foreverNeverSubscribesAgainAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(50)])
    let shared = xs.share(replay: 1, scope: .forever)
    let a = scheduler.recordSubscription(to: shared, at: 200)
    let b = scheduler.recordSubscription(to: shared, at: 300)
    scheduler.start()
    #expect(a.events == [.next(210, 1), .next(220, 2), .completed(250)])
    #expect(b.events == [.next(300, 2), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func errorReachesEverySubscriberAndTheNextOneSubscribesAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, TestError.boom)])
    let shared = xs.share()
    let a = scheduler.recordSubscription(to: shared, at: 200)
    let b = scheduler.recordSubscription(to: shared, at: 205)
    let c = scheduler.recordSubscription(to: shared, at: 300)
    scheduler.start()
    #expect(a.events == [.next(210, 1), .error(230, TestError.boom)])
    #expect(b.events == [.next(210, 1), .error(230, TestError.boom)])
    #expect(c.events == [.next(310, 1), .error(330, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230), Subscription(300, 330)])
  }

  @Test func sharedWorkRunsOncePerConnection() {
    var runs = 0
    let work = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      return Disposables.create()
    }.share(replay: 1)
    var seen: [Int] = []
    let first = work.subscribe(onNext: { seen.append($0) })
    let second = work.subscribe(onNext: { seen.append($0) })
    #expect(runs == 1)
    #expect(seen == [1, 1])
    first.dispose()
    second.dispose()
    let third = work.subscribe(onNext: { seen.append($0) })
    #expect(runs == 2)
    #expect(seen == [1, 1, 2])
    third.dispose()
  }

  @Test func releasesTheSourceAndSubjectWhenTheLastSubscriberLeaves() {
    weak var weakProbe: Probe?
    let subscription: Disposable
    do {
      let probe = Probe()
      weakProbe = probe
      let pending = Observable<Probe>.create { observer in
        observer.onNext(probe)
        return Disposables.create()
      }
      subscription = pending.share(replay: 1).subscribe()
    }
    #expect(weakProbe != nil)
    subscription.dispose()
    #expect(weakProbe == nil)
  }
}
