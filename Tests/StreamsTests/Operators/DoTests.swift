import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DoTests {
  @Test func runsEveryHookInRxSwiftOrder() {
    var log: [String] = []
    _ = Observable.of(1).do(
      onNext: { log.append("onNext \($0)") },
      afterNext: { log.append("afterNext \($0)") },
      onError: { _ in log.append("onError") },
      afterError: { _ in log.append("afterError") },
      onCompleted: { log.append("onCompleted") },
      afterCompleted: { log.append("afterCompleted") },
      onSubscribe: { log.append("onSubscribe") },
      onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    ).subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    #expect(
      log == [
        "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted",
        "completed", "afterCompleted", "onDispose",
      ])
  }

  @Test func hooksRunAtTheirVirtualTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    var log: [String] = []
    let res = scheduler.start { () -> Observable<Int> in
      xs.do(
        onNext: { log.append("next \($0) @\(scheduler.clock)") },
        onCompleted: { log.append("completed @\(scheduler.clock)") },
        onSubscribe: { log.append("subscribe @\(scheduler.clock)") },
        onSubscribed: { log.append("subscribed @\(scheduler.clock)") },
        onDispose: { log.append("dispose @\(scheduler.clock)") })
    }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(
      log == [
        "subscribe @200", "subscribed @200", "next 1 @210", "next 2 @220", "completed @300",
        "dispose @300",
      ])
  }

  @Test func errorHooksSeeTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    var seen: [String] = []
    let res = scheduler.start { () -> Observable<Int> in
      xs.do(
        onError: { seen.append("on \($0)") }, afterError: { seen.append("after \($0)") },
        onDispose: { seen.append("dispose @\(scheduler.clock)") })
    }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(seen == ["on boom", "after boom", "dispose @250"])
  }

  @Test func onDisposeRunsOnceOnExplicitDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
    var disposedAt: [Int] = []
    let res = scheduler.start(disposed: 400) {
      xs.do(onDispose: { disposedAt.append(scheduler.clock) })
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(disposedAt == [400])
  }

  @Test func thrownOnNextErrorEndsSequenceAndDisposesUpstream() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.do(onNext: { if $0 == 2 { throw TestError.boom } })
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownAfterNextErrorFollowsTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.do(afterNext: { if $0 == 2 { throw TestError.boom } })
    }
    #expect(res.events == [.next(210, 1), .next(220, 2), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func thrownOnErrorErrorReplacesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.do(onError: { _ in throw TestError.other })
    }
    #expect(res.events == [.error(250, TestError.other)])
  }

  @Test func thrownOnCompletedErrorReplacesTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.do(onCompleted: { throw TestError.other })
    }
    #expect(res.events == [.error(250, TestError.other)])
  }

  @Test func thrownAfterCompletedErrorGoesToTheDefaultHandler() {
    let unhandled = Locked<[String]>([])
    let original = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in unhandled.withLock { $0.append("\(error)") } }
    defer { Hooks.defaultErrorHandler = original }
    var events: [Event<Int>] = []
    _ = Observable<Int>.empty().do(afterCompleted: { throw TestError.boom })
      .subscribe { events.append($0) }
    #expect(events == [.completed])
    #expect(unhandled.withLock { $0 } == ["boom"])
  }
}
