import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct DriverTests {
  @Test func anErrorBecomesTheFallbackElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { xs.asDriver(onErrorJustReturn: 0) }
    }
    #expect(res.events == [.next(211, 1), .next(231, 0), .completed(231)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func anErrorSwitchesToTheFallbackDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(230, TestError.boom, Int.self)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        xs.asDriver(onErrorRecover: { error in
          .just((error as? TestError) == .boom ? 7 : 0)
        })
      }
    }
    #expect(res.events == [.next(232, 7), .completed(232)])
  }

  @Test func replaysTheLatestElementToALateSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { _ = bag.insert(driver.drive(early)) }
      scheduler.scheduleAt(300) { _ = bag.insert(driver.drive(late)) }
      scheduler.scheduleAt(400) { bag.dispose() }
      scheduler.start()
    }
    #expect(early.events == [.next(211, 1), .next(221, 2), .next(321, 3)])
    #expect(late.events == [.next(300, 2), .next(321, 3)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
  }

  @Test func operatorsRunOncePerElementWhateverTheSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    var mapped = 0
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0).map { value -> Int in
        mapped += 1
        return value * 10
      }
      scheduler.scheduleAt(200) {
        _ = bag.insert(driver.drive(first))
        _ = bag.insert(driver.drive(second))
      }
      scheduler.scheduleAt(300) { bag.dispose() }
      scheduler.start()
    }
    #expect(first.events == [.next(211, 10), .next(221, 20)])
    #expect(second.events == first.events)
    #expect(mapped == 2)
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func driveUpdatesARelayAndClosures() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 0)
    var seen: [Int] = []
    var completed = false
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = Driver.of(1, 2)
      _ = driver.drive(relay)
      _ = driver.drive(onNext: { seen.append($0) }, onCompleted: { completed = true })
      scheduler.start()
    }
    #expect(relay.value == 2)
    #expect(seen == [1, 2])
    #expect(completed)
  }

  @Test func creationOperatorsUseTheStrategyScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let just = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { Driver.just(1) }
    }
    #expect(just.events == [.next(201, 1), .completed(201)])
    let empty = TestScheduler(initialClock: 0)
    let emptyEvents = SharingScheduler.mock(scheduler: empty) {
      empty.start { Driver<Int>.empty() }
    }
    #expect(emptyEvents.events == [.completed(201)])
  }

  @Test func deliversOnTheMainQueue() async {
    let baseline = Resources.total
    do {
      let delivered = AsyncFlag()
      let onMain = AsyncFlag()
      let background = SerialDispatchQueueScheduler(
        serialQueue: DispatchQueue(label: "DriverTests.background"))
      let subscription = Observable.just(1, scheduler: background)
        .asDriver(onErrorJustReturn: 0)
        .drive(onNext: { _ in
          if MainScheduler.isMainQueue { onMain.fire() }
          delivered.fire()
        })
      #expect(await delivered.wait())
      #expect(onMain.isFired)
      subscription.dispose()
    }
    #expect(await resourcesSettle(at: baseline))
  }
}
