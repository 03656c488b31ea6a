import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct CatchTests {
  @Test func subscribesHandlersSequenceAtTheErrorTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
    var caught: [TestError] = []
    let res = scheduler.start { () -> Observable<Int> in
      xs.catch { error in
        caught.append(error as? TestError ?? .other)
        return ys.asObservable()
      }
    }
    #expect(res.events == [.next(210, 1), .next(240, 8), .next(250, 9), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(230, 260)])
    #expect(caught == [.boom])
  }

  @Test func completionNeverCallsTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let ys = scheduler.createColdObservable([.next(10, 8), .completed(30)])
    let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
    #expect(res.events == [.next(210, 1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [])
  }

  @Test func errorFromTheRecoveryEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 8), .error(20, TestError.other)])
    let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
    #expect(res.events == [.next(240, 8), .error(250, TestError.other)])
    #expect(ys.subscriptions == [Subscription(230, 250)])
  }

  @Test func thrownHandlerErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.catch { _ in throw TestError.other }
    }
    #expect(res.events == [.next(210, 1), .error(230, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalDuringRecoveryDisposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 8), .next(100, 9)])
    let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
    #expect(res.events == [.next(240, 8)])
    #expect(ys.subscriptions == [Subscription(230, 300)])
  }

  @Test func catchAndReturnEndsWithTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.catchAndReturn(9) }
    #expect(res.events == [.next(210, 1), .next(230, 9), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func sequenceMovesOnAtEachError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
    let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start {
      Observable.catch([xs.asObservable(), ys.asObservable(), zs.asObservable()])
    }
    #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 240)])
    #expect(zs.subscriptions == [Subscription(240, 260)])
  }

  @Test func sequenceStopsAtFirstCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = scheduler.start { Observable.catch([xs.asObservable(), ys.asObservable()]) }
    #expect(res.events == [.next(210, 1), .completed(220)])
    #expect(ys.subscriptions == [])
  }

  @Test func sequenceOfFailuresFailsWithTheLastError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.catch([Observable<Int>.error(TestError.boom), .error(TestError.other)])
    }
    #expect(res.events == [.error(200, TestError.other)])
  }

  @Test func emptySequenceCompletes() {
    let res = TestScheduler(initialClock: 0).start { Observable.catch([Observable<Int>]()) }
    #expect(res.events == [.completed(200)])
  }

  @Test func longSequenceOfSynchronousFailuresDoesNotGrowTheStack() {
    var attempts = 0
    let failing = Observable<Int>.deferred {
      attempts += 1
      return .error(TestError.boom)
    }
    var failure: Error?
    _ = Observable.catch(repeatElement(failing, count: 100_000))
      .subscribe(onError: { failure = $0 })
    #expect(attempts == 100_000)
    #expect(failure as? TestError == .boom)
  }

  @Test func releasesHandlerAndRecoveryAfterDisposal() {
    weak var weakProbe: Probe?
    let subscription: Disposable
    do {
      let probe = Probe()
      weakProbe = probe
      let pending = Observable<Int>.create { observer in Disposables.create { _ = observer } }
      subscription = Observable<Int>.error(TestError.boom)
        .catch { _ in
          pending.map { _ in
            _ = probe
            return 0
          }
        }
        .subscribe()
    }
    #expect(weakProbe != nil)
    subscription.dispose()
    #expect(weakProbe == nil)
  }
}
