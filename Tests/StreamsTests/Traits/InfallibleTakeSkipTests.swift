import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct InfallibleTakeSkipTests {
  @Test func takeUntilAnInfallibleEmitsCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let stop = scheduler.createHotObservable([.next(220, "x")])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).take(until: stop.asInfallible(onErrorJustReturn: ""))
    }
    #expect(res.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(stop.subscriptions == [Subscription(200, 220)])
  }

  @Test func takeUntilAnObservableForwardsItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let stop = scheduler.createHotObservable([.error(220, TestError.boom, String.self)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(until: stop) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func takeUntilAPredicateStopsAtTheMatchingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let exclusive = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).take(until: { $0 == 2 })
    }
    #expect(exclusive.events == [.next(210, 1), .completed(220)])
    let later = TestScheduler(initialClock: 0)
    let ys = later.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let inclusive = later.start {
      ys.asInfallible(onErrorJustReturn: 0).take(until: { $0 == 2 }, behavior: .inclusive)
    }
    #expect(inclusive.events == [.next(210, 1), .next(220, 2), .completed(220)])
  }

  @Test func takeWhileStopsAtTheFirstElementThatFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 1)])
    let exclusive = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 2 })
    }
    #expect(exclusive.events == [.next(210, 1), .completed(220)])
    let later = TestScheduler(initialClock: 0)
    let ys = later.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 1)])
    let inclusive = later.start {
      ys.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 2 }, behavior: .inclusive)
    }
    #expect(inclusive.events == [.next(210, 1), .next(220, 2), .completed(220)])
  }

  @Test func takeForADurationCompletesWhenTheTimerFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(25), scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(225)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
  }

  @Test func skipWhileDropsTheLeadingElementsThatPass() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 1), .completed(240),
    ])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(while: { $0 < 2 }) }
    #expect(res.events == [.next(220, 2), .next(230, 1), .completed(240)])
  }

  @Test func skipUntilForwardsTheElementsAfterTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .completed(240),
    ])
    let gate = scheduler.createHotObservable([.next(220, "open")])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: gate) }
    #expect(res.events == [.next(230, 2), .completed(240)])
    #expect(gate.subscriptions == [Subscription(200, 220)])
  }
}
