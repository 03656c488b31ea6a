import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SampleTests {
  @Test func emitsTheLatestNewElementOnEachTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(260, 3), .completed(300),
    ])
    let ticks = scheduler.createHotObservable([
      .next(230, "t"), .next(250, "t"), .next(270, "t"), .next(320, "t"), .next(330, "t"),
    ])
    let res = scheduler.start { xs.sample(ticks) }
    #expect(res.events == [.next(230, 2), .next(270, 3), .completed(320)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ticks.subscriptions == [Subscription(200, 320)])
  }

  @Test func defaultValueFillsTicksWithoutNewElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let ticks = scheduler.createHotObservable([.next(220, ()), .next(230, ()), .next(310, ())])
    let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }
    #expect(res.events == [.next(220, 1), .next(230, 0), .next(310, 0), .completed(310)])
  }

  @Test func samplerCompletionIsALastTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let ticks = scheduler.createHotObservable([.next(220, ()), .completed(250)])
    let res = scheduler.start { xs.sample(ticks) }
    #expect(res.events == [.next(220, 1), .next(250, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func errorsEndTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ticks = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
    let res = scheduler.start { xs.sample(ticks) }
    #expect(res.events == [.next(220, 1), .error(230, TestError.boom)])
    #expect(ticks.subscriptions == [Subscription(200, 230)])

    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1)])
    let failing = scheduler2.createHotObservable([.error(220, TestError.other, Int.self)])
    let res2 = scheduler2.start { ys.sample(failing) }
    #expect(res2.events == [.error(220, TestError.other)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ticks = scheduler.createHotObservable([.next(220, ()), .next(300, ())])
    let res = scheduler.start(disposed: 250) { xs.sample(ticks) }
    #expect(res.events == [.next(220, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ticks.subscriptions == [Subscription(200, 250)])
  }
}
