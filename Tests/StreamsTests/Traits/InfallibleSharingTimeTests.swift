import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct InfallibleSharingTimeTests {
  @Test func shareReplaysToALateSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
    let late = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
    scheduler.scheduleAt(200) { _ = bag.insert(shared.subscribe()) }
    scheduler.scheduleAt(300) { _ = bag.insert(shared.asObservable().subscribe(late)) }
    scheduler.scheduleAt(400) { bag.dispose() }
    scheduler.start()
    #expect(late.events == [.next(300, 2), .next(320, 3)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func debounceAndDelayForward() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: scheduler)
        .delay(.seconds(5), scheduler: scheduler)
    }
    #expect(res.events == [.next(230, 2), .next(255, 3), .completed(305)])
  }

  @Test func throttleForwards() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .completed(300),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).throttle(
        .seconds(20), latest: false, scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 1), .next(240, 3), .completed(300)])
  }

  @Test func driverDebounceRunsOnTheStrategyScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(10)) }
    }
    #expect(res.events == [.next(226, 2), .next(251, 3)])
  }
}
