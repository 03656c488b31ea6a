import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TestSchedulerTests {
  @Test func startUsesDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    var created: TestTime?
    let res = scheduler.start { () -> Observable<Int> in
      created = scheduler.clock
      return Observable.create { observer in
        observer.onNext(scheduler.clock)
        return Disposables.create { observer.onNext(-1) }
      }
    }
    #expect(created == 100)
    #expect(res.events == [.next(200, 200)])
    #expect(scheduler.clock == 1000)
  }

  @Test func workDueNowRunsOneTickLaterWhenSimulatingDelay() {
    let delayed = TestScheduler(initialClock: 10)
    var ranAt: [TestTime] = []
    _ = delayed.schedule(()) { _ in
      ranAt.append(delayed.clock)
      return Disposables.create()
    }
    delayed.start()
    let immediate = TestScheduler(initialClock: 10, simulateProcessingDelay: false)
    _ = immediate.schedule(()) { _ in
      ranAt.append(immediate.clock)
      return Disposables.create()
    }
    immediate.start()
    #expect(ranAt == [11, 10])
  }

  @Test func sameTimeWorkRunsInSchedulingOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(50) { log.append("a") }
    scheduler.scheduleAt(20) { log.append("b") }
    scheduler.scheduleAt(50) { log.append("c") }
    scheduler.scheduleAt(20) { log.append("d") }
    scheduler.start()
    #expect(log == ["b", "d", "a", "c"])
  }

  @Test func relativeSchedulingConvertsIntervalsAtResolution() {
    let coarse = TestScheduler(initialClock: 0)
    let fine = TestScheduler(initialClock: 0, resolution: 0.001)
    #expect(coarse.ticks(.seconds(3)) == 3)
    #expect(coarse.ticks(.milliseconds(1_400)) == 1)
    #expect(fine.ticks(.milliseconds(250)) == 250)
    #expect(fine.ticks(.microseconds(2_000)) == 2)
    var ranAt: TestTime?
    _ = fine.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
      ranAt = fine.clock
      return Disposables.create()
    }
    fine.start()
    #expect(ranAt == 30)
    #expect(abs(fine.now.timeIntervalSince1970 - 0.03) < 1e-6)
  }

  @Test func disposedWorkDoesNotRun() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    let work = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
      ran = true
      return Disposables.create()
    }
    work.dispose()
    scheduler.start()
    #expect(!ran)
  }

  @Test func advanceToRunsDueWorkAndMovesClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(10) { log.append(scheduler.clock) }
    scheduler.scheduleAt(30) { log.append(scheduler.clock) }
    scheduler.advanceTo(20)
    #expect(log == [10])
    #expect(scheduler.clock == 20)
    scheduler.advanceTo(5)
    #expect(scheduler.clock == 20)
    scheduler.advanceTo(30)
    #expect(log == [10, 30])
  }

  @Test func stopHaltsStart() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(10) {
      log.append(10)
      scheduler.stop()
    }
    scheduler.scheduleAt(20) { log.append(20) }
    scheduler.start()
    #expect(log == [10])
    scheduler.start()
    #expect(log == [10, 20])
  }

  @Test func sleepMovesClockWithoutRunningWork() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    scheduler.scheduleAt(5) { ran = true }
    scheduler.sleep(10)
    #expect(scheduler.clock == 10)
    #expect(!ran)
    scheduler.start()
    #expect(ran)
  }

  @Test func periodicSchedulingRepeatsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    var ticks: [TestTime] = []
    let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) {
      count in
      ticks.append(scheduler.clock)
      return count + 1
    }
    scheduler.scheduleAt(26) { periodic.dispose() }
    scheduler.start()
    #expect(ticks == [10, 15, 20, 25])
  }
}

@Suite(.checksResources)
struct TestableObservableTests {
  @Test func hotObservableSendsAtAbsoluteTimesToCurrentSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(310, 3), .completed(400),
    ])
    let res = scheduler.start(created: 100, subscribed: 200, disposed: 300) { xs }
    #expect(res.events == [.next(210, 2)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func coldObservableReplaysRelativeToEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start { xs }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
  }

  @Test func liveSubscriptionIsOpenEnded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = xs.subscribe { _ in } }
    scheduler.advanceTo(500)
    #expect(xs.subscriptions == [Subscription(200)])
    #expect(Subscription(200) == Subscription(200, Int.max))
    subscription?.dispose()
    #expect(xs.subscriptions == [Subscription(200, 500)])
  }

  @Test func recordedErrorsCompareByValue() {
    let a: [Recorded<Event<Int>>] = [.error(10, TestError.boom)]
    let b: [Recorded<Event<Int>>] = [.error(10, TestError.boom)]
    let c: [Recorded<Event<Int>>] = [.error(10, TestError.other)]
    #expect(a == b)
    #expect(a != c)
    #expect(Recorded.events(.next(1, "x"), .completed(2)).count == 2)
  }

  @Test func nonEquatableErrorsCompareByFingerprint() {
    struct Opaque: Error { let code: Int }
    let first: Event<Int> = .error(Opaque(code: 1))
    #expect(first == .error(Opaque(code: 1)))
    #expect(first != .error(Opaque(code: 2)))
    #expect(first != .error(TestError.boom))
  }
}
