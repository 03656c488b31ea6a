import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DriverCombineTests {
  @Test func combiningOperatorsKeepTheDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<String> in
        let numbers = xs.asDriver(onErrorJustReturn: 0)
        let letters = ys.asDriver(onErrorJustReturn: "")
        return Driver.combineLatest(numbers, letters) { "\($0)\($1)" }.distinctUntilChanged()
      }
    }
    #expect(res.events == [.next(221, "1a"), .next(231, "2a"), .next(241, "2b")])
  }

  @Test func flatMapLatestFollowsTheLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).flatMapLatest { value in
          Driver.just(value * 100)
        }
      }
    }
    #expect(res.events == [.next(212, 100), .next(252, 200)])
  }

  @Test func withLatestFromAndZipKeepTheDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3)])
    let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Driver<String> in
        let numbers = xs.asDriver(onErrorJustReturn: 0)
        let letters = ys.asDriver(onErrorJustReturn: "")
        let latest = numbers.withLatestFrom(letters) { "\($0)\($1)" }
        let pairs = Driver.zip(numbers, letters).map { "\($0.0)\($0.1)" }
        return Driver.merge(latest, pairs)
      }
    }
    #expect(
      res.events == [
        .next(221, "1a"), .next(231, "2a"), .next(241, "2b"), .next(251, "3b"),
      ])
  }
}

@Suite(.checksResources)
struct InfallibleCombineTests {
  @Test func flatMapLatestAndCombineLatestForward() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .completed(300)])
    let res = scheduler.start { () -> Infallible<Int> in
      let numbers = xs.asInfallible(onErrorJustReturn: 0)
      let tens = ys.asInfallible(onErrorJustReturn: 0)
      return Infallible.combineLatest(numbers, tens) { $0 + $1 }
        .flatMapLatest { Infallible.of($0, -$0) }
    }
    #expect(
      res.events == [
        .next(220, 11), .next(220, -11), .next(230, 12), .next(230, -12),
        .completed(300),
      ])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func zipWithLatestFromAndMergeForward() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
    let res = scheduler.start { () -> Infallible<Int> in
      let numbers = xs.asInfallible(onErrorJustReturn: 0)
      let tens = ys.asInfallible(onErrorJustReturn: 0)
      return Infallible.merge(
        Infallible.zip(numbers, tens) { $0 + $1 },
        numbers.withLatestFrom(tens).map { -$0 })
    }
    #expect(res.events == [.next(220, 11), .next(230, -10), .next(240, 22), .completed(300)])
  }
}
