import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TestSchedulerPeriodicTests {
  @Test func ticksAtStartThenEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticks = Locked<[(time: Int, state: Int)]>([])
    let subscription = scheduler.schedulePeriodic(
      10, startAfter: .seconds(10), period: .seconds(5)
    ) { state in
      ticks.withLock { $0.append((scheduler.clock, state)) }
      return state + 1
    }
    scheduler.scheduleAt(27) { subscription.dispose() }
    scheduler.start()
    #expect(ticks.withLock { $0.map(\.time) } == [10, 15, 20, 25])
    #expect(ticks.withLock { $0.map(\.state) } == [10, 11, 12, 13])
    // The tick due at 30 was cancelled: running it would have moved the clock there.
    #expect(scheduler.clock == 27)
  }

  @Test func disposingFromInsideATickStopsTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticks = Locked(0)
    let subscription = SerialDisposable()
    subscription.disposable = scheduler.schedulePeriodic(
      (), startAfter: .seconds(1), period: .seconds(1)
    ) { _ in
      if ticks.withLock({ count -> Int in
        count += 1
        return count
      }) == 3 {
        subscription.dispose()
      }
    }
    scheduler.start()
    #expect(ticks.withLock { $0 } == 3)
    #expect(scheduler.clock == 3)
  }
}
