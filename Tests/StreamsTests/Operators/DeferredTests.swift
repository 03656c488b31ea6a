import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DeferredTests {
  @Test func callsTheFactoryAtEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var calls: [Int] = []
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let res = scheduler.start { () -> Observable<Int> in
      Observable.deferred {
        calls.append(scheduler.clock)
        return xs.asObservable()
      }
    }
    #expect(calls == [200])
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func buildsAFreshSequencePerSubscription() {
    var counter = 0
    let source = Observable<Int>.deferred {
      counter += 1
      return .just(counter)
    }
    var received: [Int] = []
    _ = source.subscribe(onNext: { received.append($0) })
    _ = source.subscribe(onNext: { received.append($0) })
    #expect(received == [1, 2])
  }

  @Test func thrownFactoryErrorFailsTheSubscription() {
    let res = TestScheduler(initialClock: 0).start {
      Observable<Int>.deferred { throw TestError.boom }
    }
    #expect(res.events == [.error(200, TestError.boom)])
  }

  @Test func forwardsErrorOfTheBuiltSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, TestError.other)])
    let res = scheduler.start { Observable.deferred { xs.asObservable() } }
    #expect(res.events == [.next(210, 1), .error(230, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalDisposesTheBuiltSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    let res = scheduler.start(disposed: 300) { Observable.deferred { xs.asObservable() } }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }
}
