import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct CompletableTests {
  @Test func createSendsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Completable.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
          observer(.completed)
          observer(.error(TestError.boom))
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.completed(230)])
  }

  @Test func createSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Completable.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
          observer(.error(TestError.boom))
          observer(.completed)
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.error(230, TestError.boom)])
  }

  @Test func subscribeCallsHandlersThenOnDisposed() {
    var log: [String] = []
    _ = Completable.empty().subscribe(
      onCompleted: { log.append("completed") }, onError: { _ in log.append("error") },
      onDisposed: { log.append("disposed") })
    _ = Completable.error(TestError.boom).subscribe { event in
      if case .error(let error) = event { log.append("error \(error)") }
    }
    #expect(log == ["completed", "disposed", "error boom"])
  }

  @Test func andThenSubscribesSecondOnlyAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.completed(250, Never.self)])
    let second = scheduler.createColdObservable([.next(20, 7), .completed(30)])
    let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
    #expect(res.events == [.next(280, 7), .completed(280)])
    #expect(first.subscriptions == [Subscription(200, 250)])
    #expect(second.subscriptions == [Subscription(250, 280)])
  }

  @Test func andThenObservableKeepsOrderAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.completed(50, Never.self)])
    let second = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(40)])
    let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
    #expect(res.events == [.next(260, 1), .next(270, 2), .completed(290)])
    #expect(first.subscriptions == [Subscription(200, 250)])
    #expect(second.subscriptions == [Subscription(250, 290)])
  }

  @Test func andThenErrorSkipsSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.error(230, TestError.boom, Never.self)])
    let second = scheduler.createColdObservable([.completed(10, Never.self)])
    let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }
    #expect(res.events == [.error(230, TestError.boom)])
    #expect(first.subscriptions == [Subscription(200, 230)])
    #expect(second.subscriptions.isEmpty)
  }

  @Test func andThenSecondErrorEndsResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.completed(10, Never.self)])
    let second = scheduler.createColdObservable([.error(20, TestError.other, Int.self)])
    let res = scheduler.start { first.asCompletable().andThen(second.asMaybe()) }
    #expect(res.events == [.error(230, TestError.other)])
    #expect(second.subscriptions == [Subscription(210, 230)])
  }

  @Test func andThenChainsRunInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.completed(10, Never.self)])
    let b = scheduler.createColdObservable([.completed(20, Never.self)])
    let c = scheduler.createColdObservable([.completed(30, Never.self)])
    let res = scheduler.start {
      a.asCompletable().andThen(b.asCompletable()).andThen(c.asCompletable())
    }
    #expect(res.events == [.completed(260)])
    #expect(a.subscriptions == [Subscription(200, 210)])
    #expect(b.subscriptions == [Subscription(210, 230)])
    #expect(c.subscriptions == [Subscription(230, 260)])
  }

  @Test func disposalDuringFirstNeverSubscribesSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.completed(500, Never.self)])
    let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start(disposed: 300) {
      first.asCompletable().andThen(second.asObservable())
    }
    #expect(res.events.isEmpty)
    #expect(first.subscriptions == [Subscription(200, 300)])
    #expect(second.subscriptions.isEmpty)
  }

  @Test func disposalDuringSecondStopsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.completed(10, Never.self)])
    let second = scheduler.createColdObservable([.next(50, 1), .next(150, 2), .completed(200)])
    let res = scheduler.start(disposed: 300) {
      first.asCompletable().andThen(second.asObservable())
    }
    #expect(res.events == [.next(260, 1)])
    #expect(second.subscriptions == [Subscription(210, 300)])
  }
}
