import Streams
import StreamsTest
import TestSupport
import Testing

/// The elements a later subscriber of `relay` is replayed, read at once.
private func replayed<Element>(_ relay: ReplayRelay<Element>) -> [Element] {
  var seen: [Element] = []
  relay.subscribe(onNext: { seen.append($0) }).dispose()
  return seen
}

@Suite(.checksResources)
struct SharedSequenceReplayRelayTests {
  @Test func driveAcceptsEveryElementIntoEachReplayRelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let first = ReplayRelay<Int>.create(bufferSize: 2)
    let second = ReplayRelay<Int>.createUnbound()
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      var subscription: Disposable?
      scheduler.scheduleAt(200) { subscription = driver.drive(first, second) }
      scheduler.scheduleAt(300) { subscription?.dispose() }
      scheduler.start()
    }
    #expect(replayed(first) == [2, 3])
    #expect(replayed(second) == [1, 2, 3])
  }

  @Test func driveWrapsElementsForReplayRelaysOfOptionals() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = ReplayRelay<Int?>.createUnbound()
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Driver.of(1, 2).drive(relay)
      scheduler.start()
    }
    #expect(replayed(relay) == [1, 2])
  }

  @Test func driveEndsWithTheDriverAndLeavesTheRelayOpen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    let observer = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { _ = driver.drive(relay) }
      let watching = relay.subscribe(observer)
      scheduler.scheduleAt(230) { relay.accept(2) }
      scheduler.scheduleAt(300) { watching.dispose() }
      scheduler.start()
    }
    #expect(observer.events == [.next(211, 1), .next(230, 2)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func emitAcceptsEveryElementIntoEachReplayRelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = ReplayRelay<Int>.create(bufferSize: 1)
    let second = ReplayRelay<Int>.createUnbound()
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Signal.of(1, 2).emit(to: first, second)
      scheduler.start()
    }
    #expect(replayed(first) == [2])
    #expect(replayed(second) == [1, 2])
  }

  @Test func emitWrapsElementsForReplayRelaysOfOptionals() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = ReplayRelay<Int?>.createUnbound()
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Signal.of(1, 2).emit(to: relay)
      scheduler.start()
    }
    #expect(replayed(relay) == [1, 2])
  }

  @Test func disposingTheDriveStopsFeedingTheRelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let relay = ReplayRelay<Int>.createUnbound()
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      var subscription: Disposable?
      scheduler.scheduleAt(200) { subscription = driver.drive(relay) }
      scheduler.scheduleAt(220) { subscription?.dispose() }
      scheduler.start()
    }
    #expect(replayed(relay) == [1])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }
}

@Suite(.checksResources)
struct DriveAndEmitFormsTests {
  @Test func driveWithNoArgumentSubscribesAndIgnoresTheElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    var seen: [Int] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0).do(onNext: { seen.append($0) })
      scheduler.scheduleAt(200) { _ = driver.drive() }
      scheduler.start()
    }
    #expect(seen == [1, 2])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func emitWithNoArgumentSubscribesAndIgnoresTheElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    var seen: [Int] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let signal = xs.asSignal(onErrorJustReturn: 0).do(onNext: { seen.append($0) })
      var subscription: Disposable?
      scheduler.scheduleAt(200) { subscription = signal.emit() }
      scheduler.scheduleAt(220) { subscription?.dispose() }
      scheduler.start()
    }
    #expect(seen == [1])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func driveWithACurriedBinderHandsItTheSequenceThenTheArgument() {
    let scheduler = TestScheduler(initialClock: 0)
    var seen: [Int] = []
    func scaled(_ source: Observable<Int>) -> (Int) -> Disposable {
      { factor in source.subscribe(onNext: { seen.append($0 * factor) }) }
    }
    SharingScheduler.mock(scheduler: scheduler) {
      _ = Driver.of(1, 2).drive(scaled, curriedArgument: 10)
      scheduler.start()
    }
    #expect(seen == [10, 20])
  }
}
