import Streams
import StreamsTest
import TestSupport
import Testing

/// When `zip` completes: RxSwift's rule, which every arity and trait form shares, and the
/// collection forms' extra rule.
@Suite(.checksResources)
struct ZipCompletionTests {
  @Test func neverWithEmptyNeverTerminatesInEitherOrder() {
    for run in neverWithEmptyInEitherOrder({ Observable.zip($0, $1) { $0 + $1 } }) {
      #expect(run.events == [])
      #expect(run.never == [Subscription(200, 1000)])
      #expect(run.empty == [Subscription(200, 210)])
    }
  }

  @Test func anElementThatCannotBePairedWaitsForItsOwnSourceToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let one = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.zip(empty, one) { $0 + $1 } }
    #expect(res.events == [.completed(220)])
    #expect(empty.subscriptions == [Subscription(200, 210)])
    #expect(one.subscriptions == [Subscription(200, 220)])
  }

  @Test func leftoversAtTheSameTickStillWaitForTheLastCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 5), .completed(220)])
    let ys = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(230)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(210, 10), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func threeSourcesCompleteWithTheLastOfThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 5), .completed(220)])
    let b = scheduler.createHotObservable([.next(210, 5), .next(220, 6), .completed(230)])
    let c = scheduler.createHotObservable([
      .next(210, 5), .next(220, 6), .next(230, 7), .completed(240),
    ])
    let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
    #expect(res.events == [.next(210, 15), .completed(240)])
    #expect(c.subscriptions == [Subscription(200, 240)])
  }

  @Test func eightTuplesCompleteWithTheLastSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let early = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let late = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
    let res = scheduler.start {
      Observable.zip(early, early, early, early, early, early, early, late).map { $0.7 }
    }
    #expect(res.events == [.next(210, 1), .completed(260)])
    #expect(late.subscriptions == [Subscription(200, 260)])
  }

  @Test func anErrorAfterASourceCompletedStillEndsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let failing = scheduler.createHotObservable([.next(215, 1), .error(220, TestError.boom)])
    let res = scheduler.start { Observable.zip(empty, failing) { $0 + $1 } }
    #expect(res.events == [.error(220, TestError.boom)])
    #expect(failing.subscriptions == [Subscription(200, 220)])
  }

  @Test func aCollectionCompletesOnAnUnpairableElementOnceEveryOtherSourceHasCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([
      .next(210, 1), .next(250, 4), .completed(270),
    ])
    let b = scheduler.createHotObservable([
      .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ])
    let c = scheduler.createHotObservable([
      .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
    ])
    let res = scheduler.start { Observable.zip([a, b, c]) }
    #expect(res.events == [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
    #expect(a.subscriptions == [Subscription(200, 270)])
    #expect(b.subscriptions == [Subscription(200, 310)])
    #expect(c.subscriptions == [Subscription(200, 300)])
  }

  @Test func aCollectionOfSourcesInStepCompletesWithTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(420)])
    let b = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)])
    let c = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(400)])
    let res = scheduler.start { Observable.zip([a, b, c]) { $0.reduce(0, +) } }
    #expect(res.events == [.next(230, 6), .next(260, 15), .completed(420)])
  }

  @Test func overACollectionAnElementAfterTheOtherCompletedEmptyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.completed(210, Int.self)])
    let one = scheduler.createHotObservable([.next(215, 2), .completed(220)])
    let res = scheduler.start { Observable.zip([empty, one]) }
    #expect(res.events == [.completed(215)])
    #expect(one.subscriptions == [Subscription(200, 215)])
  }

  @Test func elementsThatCanNeverBePairedAreNotKept() {
    weak var weakProbe: Probe?
    let live = ManualSource<Probe>()
    var events: [Event<Int>] = []
    let subscription = Observable.zip(Observable<Probe>.empty(), live.asObservable()) { _, _ in 0 }
      .subscribe { events.append($0) }
    do {
      let probe = Probe()
      weakProbe = probe
      live.onNext(probe)
    }
    #expect(weakProbe == nil)
    #expect(events == [])
    live.onCompleted()
    #expect(events == [.completed])
    subscription.dispose()
  }

  @Test func bufferedElementsGoOnceACompletedSourceRunsDry() {
    weak var weakProbe: Probe?
    let live = ManualSource<Probe>()
    let dry = ManualSource<Probe>()
    let subscription = Observable.zip(dry.asObservable(), live.asObservable()) { _, _ in 0 }
      .subscribe()
    do {
      let probe = Probe()
      weakProbe = probe
      live.onNext(probe)
    }
    #expect(weakProbe != nil)
    dry.onCompleted()
    #expect(weakProbe == nil)
    subscription.dispose()
  }
}
