import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct InfallibleRecoveryTests {
  @Test func onErrorJustReturnEndsWithTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
    #expect(res.events == [.next(210, 1), .next(230, 0), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func onErrorFallbackToContinuesWithTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
    let res = scheduler.start {
      xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: -1))
    }
    #expect(res.events == [.next(210, 1), .next(240, 8), .next(250, 9), .completed(260)])
    #expect(ys.subscriptions == [Subscription(230, 260)])
  }

  @Test func onErrorRecoverSeesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(220, TestError.other, Int.self)])
    let res = scheduler.start {
      xs.asInfallible(onErrorRecover: { error in
        .just((error as? TestError) == .other ? 2 : 1)
      })
    }
    #expect(res.events == [.next(220, 2), .completed(220)])
  }

  @Test func noErrorPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
    #expect(res.events == [.next(210, 1), .completed(240)])
  }

  @Test func filteringOperatorsForward() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 3),
      .completed(300),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).distinctUntilChanged().skip(1)
        .compactMap { $0 == 2 ? nil : $0 * 10 }.startWith(-1).take(2)
    }
    #expect(res.events == [.next(200, -1), .next(240, 30), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 240)])
  }

  @Test func doAndDeferredForward() {
    var log: [String] = []
    let source = Infallible<Int>.deferred {
      log.append("built")
      return .of(1, 2)
    }
    _ = source.do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("done") })
      .subscribe()
    #expect(log == ["built", "next 1", "next 2", "done"])
  }
}
