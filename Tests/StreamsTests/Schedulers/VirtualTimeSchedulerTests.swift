import Foundation
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct HistoricalSchedulerTests {
  let origin = Date(timeIntervalSince1970: 1_000)

  @Test func nowIsTheInitialClockUntilTimeMoves() {
    let scheduler = HistoricalScheduler(initialClock: origin)
    #expect(scheduler.now == origin)
    #expect(scheduler.clock == origin)
    #expect(HistoricalScheduler().now == Date(timeIntervalSince1970: 0))
  }

  @Test func startRunsWorkInTimeOrderMovingTheClock() {
    let scheduler = HistoricalScheduler(initialClock: origin)
    var log: [(String, TimeInterval)] = []
    func record(_ name: String) -> (()) -> Disposable {
      { _ in
        log.append((name, scheduler.now.timeIntervalSince(self.origin)))
        return Disposables.create()
      }
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(20), action: record("b"))
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10), action: record("a"))
    _ = scheduler.scheduleRelativeVirtual((), dueTime: 20, action: record("c"))
    _ = scheduler.schedule((), action: record("now"))
    scheduler.start()
    #expect(log.map(\.0) == ["now", "a", "b", "c"])
    #expect(log.map(\.1) == [0, 10, 20, 20])
    #expect(scheduler.now == origin.addingTimeInterval(20))
    #expect(!scheduler.isRunning)
  }

  @Test func advanceToRunsDueWorkAndSetsTheClock() {
    let scheduler = HistoricalScheduler(initialClock: origin)
    var ran: [Int] = []
    _ = scheduler.scheduleRelative(1, dueTime: .seconds(5)) { value in
      ran.append(value)
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative(2, dueTime: .seconds(15)) { value in
      ran.append(value)
      return Disposables.create()
    }
    scheduler.advanceTo(origin.addingTimeInterval(10))
    #expect(ran == [1])
    #expect(scheduler.clock == origin.addingTimeInterval(10))
    scheduler.advanceTo(origin)
    #expect(scheduler.clock == origin.addingTimeInterval(10))
  }

  @Test func sleepMovesTheClockForwardOnly() {
    let scheduler = HistoricalScheduler(initialClock: origin)
    scheduler.sleep(30)
    #expect(scheduler.clock == origin.addingTimeInterval(30))
    scheduler.sleep(-10)
    #expect(scheduler.clock == origin.addingTimeInterval(30))
  }

  @Test func stopEndsStartAfterTheRunningWork() {
    let scheduler = HistoricalScheduler(initialClock: origin)
    var ran: [Int] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      ran.append(1)
      scheduler.stop()
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
      ran.append(2)
      return Disposables.create()
    }
    scheduler.start()
    #expect(ran == [1])
    scheduler.start()
    #expect(ran == [1, 2])
  }

  @Test func operatorsRunOnItsVirtualTime() {
    let scheduler = HistoricalScheduler(initialClock: origin)
    var times: [TimeInterval] = []
    let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler).take(3)
      .subscribe(onNext: { _ in times.append(scheduler.now.timeIntervalSince(self.origin)) })
    scheduler.start()
    #expect(times == [60, 120, 180])
    subscription.dispose()
  }
}

@Suite(.checksResources)
struct VirtualTimeSchedulerTests {
  @Test func theTestSchedulerIsAVirtualTimeScheduler() {
    let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = TestScheduler(
      initialClock: 10)
    var ranAt: [Int] = []
    _ = scheduler.schedule(()) { _ in
      ranAt.append(scheduler.clock)
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 30) { _ in
      ranAt.append(scheduler.clock)
      return Disposables.create()
    }
    scheduler.start()
    #expect(ranAt == [11, 30])
  }

  @Test func startFromScheduledWorkDoesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(10) {
      log.append("outer")
      scheduler.start()
      log.append("outer end")
    }
    scheduler.scheduleAt(20) { log.append("later") }
    scheduler.start()
    #expect(log == ["outer", "outer end", "later"])
  }

  @Test func theTestConverterRoundsAndClamps() {
    let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
    #expect(converter.convertToVirtualTimeInterval(1.2) == 2)
    #expect(converter.convertFromVirtualTimeInterval(3) == 1.5)
    #expect(converter.convertFromVirtualTime(4) == Date(timeIntervalSince1970: 2))
    #expect(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.1)) == 4)
    #expect(converter.convertToVirtualTimeInterval(.infinity) == Int.max / 2)
    #expect(converter.offsetVirtualTime(Int.max - 1, offset: 5) == Int.max)
    #expect(converter.compareVirtualTime(1, 2) == .lessThan)
    #expect(TestSchedulerVirtualTimeConverter(resolution: -1).resolution == 1)
  }
}
