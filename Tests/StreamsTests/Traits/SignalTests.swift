import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SignalTests {
  @Test func aLateSubscriberSeesOnlyNewElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = xs.asSignal(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { _ = bag.insert(signal.emit(to: early)) }
      scheduler.scheduleAt(300) { _ = bag.insert(signal.emit(to: late)) }
      scheduler.scheduleAt(400) { bag.dispose() }
      scheduler.start()
    }
    #expect(early.events == [.next(211, 1), .next(221, 2), .next(321, 3)])
    #expect(late.events == [.next(321, 3)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func anErrorBecomesTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { xs.asSignal(onErrorSignalWith: .just(5)) }
    }
    #expect(res.events == [.next(232, 5), .completed(232)])
  }

  @Test func emitFeedsARelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<Int>()
    var accepted: [Int] = []
    let subscription = relay.subscribe(onNext: { accepted.append($0) })
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Signal.of(1, 2).emit(to: relay)
      scheduler.start()
    }
    subscription.dispose()
    #expect(accepted == [1, 2])
  }
}

@Suite(.checksResources)
struct RelaySharedSequenceTests {
  @Test func behaviorRelayAsDriverStartsWithTheValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 1)
    scheduler.scheduleAt(250) { relay.accept(2) }
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start(disposed: 300) { relay.asDriver() }
    }
    #expect(res.events == [.next(201, 1), .next(251, 2)])
  }

  @Test func publishRelayAsSignalSendsAcceptedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<Int>()
    scheduler.scheduleAt(150) { relay.accept(0) }
    scheduler.scheduleAt(250) { relay.accept(2) }
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start(disposed: 300) { relay.asSignal() }
    }
    #expect(res.events == [.next(251, 2)])
  }
}
