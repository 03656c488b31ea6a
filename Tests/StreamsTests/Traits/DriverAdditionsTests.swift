import Streams
import StreamsTest
import TestSupport
import Testing

/// A type that conforms by providing only `asSharedSequence()`, as `ActivityIndicator` does.
private struct Indicator: SharedSequenceConvertibleType {
  typealias SharingStrategy = DriverSharingStrategy
  typealias Element = Int
  let driver: Driver<Int>

  func asSharedSequence() -> Driver<Int> { driver }
}

@Suite(.checksResources)
struct DriverCollectionTests {
  @Test func zipOverACollectionCombinesRowsByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    let (sums, rows) = SharingScheduler.mock(scheduler: scheduler) {
      let drivers = [xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)]
      let sums = scheduler.createObserver(Int.self)
      let rows = scheduler.createObserver([Int].self)
      let subscriptions = Disposables.create(
        Driver.zip(drivers) { $0.reduce(0, +) }.drive(sums), Driver.zip(drivers).drive(rows))
      scheduler.scheduleAt(300) { subscriptions.dispose() }
      scheduler.start()
      return (sums, rows)
    }
    #expect(sums.events == [.next(221, 11), .next(241, 22)])
    #expect(rows.events == [.next(221, [1, 10]), .next(241, [2, 20])])
  }

  @Test func combineLatestOverACollectionCombinesTheLatestElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        Driver.combineLatest([xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)])
          .map { $0.reduce(0, +) }
      }
    }
    #expect(res.events == [.next(221, 11), .next(231, 12), .next(241, 22)])
  }

  @Test func concatRunsTheDriversOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        Driver.concat([xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)])
      }
    }
    #expect(res.events == [.next(211, 1), .next(232, 2), .completed(242)])
    #expect(ys.subscriptions == [Subscription(221, 241)])
  }

  @Test func signalZipOverACollectionKeepsTheSignal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { () -> Signal<[Int]> in
        let signal = xs.asSignal(onErrorJustReturn: 0)
        return Signal.zip([signal, signal])
      }
    }
    #expect(res.events == [.next(211, [1, 1]), .completed(251)])
  }
}

@Suite(.checksResources)
struct DriverFlatteningTests {
  @Test func mergeMergesTheInnerDrivers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).map { Driver.just($0 * 10) }.merge()
      }
    }
    #expect(res.events.compactMap(\.value.element) == [10, 20])
    #expect(res.events.map(\.time) == [212, 232])
  }

  @Test func mergeWithMaxConcurrentWaitsForARunningDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([.next(210, "a"), .next(215, "b")])
    let a = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let b = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        outer.asDriver(onErrorJustReturn: "").map { key in
          (key == "a" ? a : b).asDriver(onErrorJustReturn: 0)
        }
        .merge(maxConcurrent: 1)
      }
    }
    #expect(res.events.compactMap(\.value.element) == [1, 2, 3])
    #expect(a.subscriptions == [Subscription(211, 241)])
    #expect(b.subscriptions == [Subscription(242, 252)])
  }

  @Test func switchLatestFollowsTheLatestDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([.next(210, "a"), .next(240, "b")])
    let a = scheduler.createColdObservable([.next(10, 1), .next(40, 2)])
    let b = scheduler.createColdObservable([.next(10, 3)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        outer.asDriver(onErrorJustReturn: "").map { key in
          (key == "a" ? a : b).asDriver(onErrorJustReturn: 0)
        }
        .switchLatest()
      }
    }
    #expect(res.events == [.next(222, 1), .next(252, 3)])
    #expect(a.subscriptions == [Subscription(211, 241)])
  }

  @Test func distinctUntilChangedComparesKeysWithTheComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a1"), .next(220, "a2"), .next(230, "b1"), .next(240, "B2"),
    ])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: "").distinctUntilChanged(
          { $0.prefix(1) }, comparer: { $0.lowercased() == $1.lowercased() })
      }
    }
    #expect(res.events == [.next(211, "a1"), .next(231, "b1")])
  }
}

@Suite(.checksResources)
struct DriverTimeAndConversionTests {
  @Test func intervalCountsOnTheStrategysScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
    }
    #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
  }

  @Test func timerStartsAfterTheDueTimeThenRepeats() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start(disposed: 230) { Signal<Int>.timer(.seconds(5), period: .seconds(10)) }
    }
    #expect(res.events == [.next(205, 0), .next(215, 1), .next(225, 2)])
  }

  @Test func asSharedSequenceTakesTheStrategyAndTheErrorPolicy() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let (justReturn, driveWith, recover) = SharingScheduler.mock(scheduler: scheduler) {
      let justReturn = scheduler.createObserver(Int.self)
      let driveWith = scheduler.createObserver(Int.self)
      let recover = scheduler.createObserver(Int.self)
      var errors: [TestError] = []
      let subscriptions = Disposables.create([
        xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: 9)
          .emit(to: justReturn),
        xs.asSharedSequence(
          sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: Driver.just(8)
        ).drive(driveWith),
        xs.asSharedSequence(
          sharingStrategy: DriverSharingStrategy.self,
          onErrorRecover: { error in
            errors.append(error as? TestError ?? .other)
            return Driver.just(7)
          }
        ).drive(recover),
      ])
      scheduler.scheduleAt(300) { subscriptions.dispose() }
      scheduler.start()
      #expect(errors == [.boom])
      return (justReturn, driveWith, recover)
    }
    #expect(justReturn.events == [.next(211, 1), .next(221, 9), .completed(221)])
    #expect(driveWith.events == [.next(211, 1), .next(222, 8), .completed(222)])
    #expect(recover.events == [.next(211, 1), .next(222, 7), .completed(222)])
  }

  @Test func aTypeProvidingOnlyItsSharedSequenceIsObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { Indicator(driver: xs.asDriver(onErrorJustReturn: 0)).asObservable() }
    }
    #expect(res.events == [.next(211, 1), .next(221, 2)])
  }

  @Test func valuesIterateWithoutTry() async {
    var seen: [Int] = []
    for await value in Driver.of(1, 2, 3).values { seen.append(value) }
    #expect(seen == [1, 2, 3])
  }
}
