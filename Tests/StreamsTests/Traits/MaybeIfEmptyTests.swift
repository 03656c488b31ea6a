import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MaybeIfEmptyTests {
  @Test func anEmptyMaybeSucceedsWithTheDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(default: 5) as Single<Int> }
    #expect(res.events == [.next(250, 5), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func aMaybeWithAnElementKeepsItOverTheDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(240, 1), .completed(250)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(default: 5) }
    #expect(res.events == [.next(250, 1), .completed(250)])
  }

  @Test func anErrorPassesThroughTheDefault() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(default: 5) }
    #expect(res.events == [.error(250, TestError.boom)])
  }

  @Test func anEmptyMaybeSwitchesToTheOtherMaybeWhenItCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let other = scheduler.createColdObservable([.next(30, 8), .completed(30)])
    let res = scheduler.start {
      xs.asMaybe().ifEmpty(switchTo: other.asMaybe()) as Maybe<Int>
    }
    #expect(res.events == [.next(280, 8), .completed(280)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(other.subscriptions == [Subscription(250, 280)])
  }

  @Test func anEmptyMaybeSwitchedToAnEmptyMaybeCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let other = scheduler.createColdObservable([.completed(10, Int.self)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
    #expect(res.events == [.completed(260)])
  }

  @Test func aMaybeWithAnElementNeverSubscribesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(240, 1), .completed(250)])
    let maybe = scheduler.createColdObservable([.next(10, 8), .completed(10)])
    let single = scheduler.createColdObservable([.next(10, 9), .completed(10)])
    let toMaybe = scheduler.start { xs.asMaybe().ifEmpty(switchTo: maybe.asMaybe()) }
    #expect(toMaybe.events == [.next(250, 1), .completed(250)])
    #expect(maybe.subscriptions == [])
    let later = TestScheduler(initialClock: 0)
    let ys = later.createHotObservable([.next(240, 1), .completed(250)])
    let toSingle = later.start { ys.asMaybe().ifEmpty(switchTo: single.asSingle()) }
    #expect(toSingle.events == [.next(250, 1), .completed(250)])
    #expect(single.subscriptions == [])
  }

  @Test func anEmptyMaybeSwitchesToTheSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let other = scheduler.createColdObservable([.next(20, 9), .completed(20)])
    let res = scheduler.start {
      xs.asMaybe().ifEmpty(switchTo: other.asSingle()) as Single<Int>
    }
    #expect(res.events == [.next(270, 9), .completed(270)])
    #expect(other.subscriptions == [Subscription(250, 270)])
  }

  @Test func theSinglesErrorBecomesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let other = scheduler.createColdObservable([.error(20, TestError.boom, Int.self)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asSingle()) }
    #expect(res.events == [.error(270, TestError.boom)])
  }

  @Test func anErrorPassesThroughWithoutSwitching() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, TestError.boom, Int.self)])
    let other = scheduler.createColdObservable([.next(20, 9), .completed(20)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: other.asSingle()) }
    #expect(res.events == [.error(250, TestError.boom)])
    #expect(other.subscriptions == [])
  }

  @Test func disposalWhileSwitchedDisposesTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(250, Int.self)])
    let other = scheduler.createColdObservable([.next(100, 9), .completed(100)])
    let res = scheduler.start(disposed: 300) { xs.asMaybe().ifEmpty(switchTo: other.asSingle()) }
    #expect(res.events == [])
    #expect(other.subscriptions == [Subscription(250, 300)])
  }

  @Test func subscribeSeesTheDefaultAsASuccess() {
    var outcomes: [String] = []
    _ = Maybe<Int>.empty().ifEmpty(default: 5).subscribe(
      onSuccess: { outcomes.append("success \($0)") },
      onFailure: { outcomes.append("failure \($0)") })
    _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(7)).subscribe(
      onSuccess: { outcomes.append("success \($0)") }, onCompleted: { outcomes.append("empty") })
    #expect(outcomes == ["success 5", "success 7"])
  }
}
