import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct IfEmptyTests {
  @Test func defaultIsSentWhenTheSourceCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
    let res = scheduler.start { xs.ifEmpty(default: 9) }
    #expect(res.events == [.next(250, 9), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func defaultIsNotSentWhenTheSourceEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = scheduler.start { xs.ifEmpty(default: 9) }
    #expect(res.events == [.next(210, 1), .completed(250)])
  }

  @Test func defaultLetsAnErrorThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let res = scheduler.start { xs.ifEmpty(default: 9) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func switchToSubscribesTheOtherWhenTheSourceCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    #expect(res.events == [.next(260, 7), .next(270, 8), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(250, 280)])
  }

  @Test func switchToLeavesTheOtherAloneWhenTheSourceEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(ys.subscriptions == [])
  }

  @Test func switchToLetsAnErrorThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])
    let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(ys.subscriptions == [])
  }

  @Test func disposalReachesTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 7), .next(50, 8), .completed(60)])
    let res = scheduler.start(disposed: 280) { xs.ifEmpty(switchTo: ys.asObservable()) }
    #expect(res.events == [.next(260, 7)])
    #expect(ys.subscriptions == [Subscription(250, 280)])
  }
}
