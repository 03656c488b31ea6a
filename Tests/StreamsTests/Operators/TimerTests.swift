import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct TimerTests {
  @Test func emitsZeroAfterDueTimeThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
    #expect(res.events == [.next(500, 0), .completed(500)])
  }

  @Test func withPeriodCountsUpEveryPeriodAndNeverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 360) {
      Observable<Int>.timer(.seconds(50), period: .seconds(30), scheduler: scheduler)
    }
    #expect(res.events == [.next(250, 0), .next(280, 1), .next(310, 2), .next(340, 3)])
    // The tick due at 370 was cancelled: running it would have moved the clock past 360.
    #expect(scheduler.clock == 360)
  }

  @Test func disposalBeforeDueTimeCancelsTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 300) {
      Observable<Int>.timer(.seconds(300), scheduler: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(scheduler.clock == 300)
  }

  @Test func eachSubscriptionRunsItsOwnTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let timer = Observable<Int>.timer(.seconds(10), scheduler: scheduler)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { _ = timer.subscribe(first) }
    scheduler.scheduleAt(150) { _ = timer.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(110, 0), .completed(110)])
    #expect(second.events == [.next(160, 0), .completed(160)])
  }

  @Test func countsWithOtherIntegerTypesAndWrapsAround() {
    let scheduler = TestScheduler(initialClock: 0)
    // One tick a second from 201; the disposal at 458 comes before that tick's timer.
    let res = scheduler.start(disposed: 458) {
      Observable<UInt8>.interval(.seconds(1), scheduler: scheduler)
    }
    #expect(res.events.count == 257)
    #expect(res.events.first == .next(201, 0))
    #expect(res.events.suffix(2) == [.next(456, 255), .next(457, 0)])
  }
}

@Suite(.checksResources)
struct IntervalTests {
  @Test func emitsCountEveryPeriodFromSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 550) {
      Observable<Int>.interval(.seconds(100), scheduler: scheduler)
    }
    #expect(res.events == [.next(300, 0), .next(400, 1), .next(500, 2)])
    #expect(scheduler.clock == 550)
  }

  @Test func disposalStopsTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 250) {
      Observable<Int>.interval(.seconds(100), scheduler: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(scheduler.clock == 250)
  }

  @Test func runsOnRealDispatchScheduler() {
    let queue = DispatchQueue(label: "interval.test")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let group = DispatchGroup()
    group.enter()
    let received = Locked<[Int]>([])
    let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
      .subscribe(onNext: { value in
        let count = received.withLock { list -> Int in
          list.append(value)
          return list.count
        }
        if count == 5 { group.leave() }
      })
    #expect(group.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    // The cancelled timer source lets go of its handler on its queue: wait for that.
    queue.sync {}
    #expect(Array(received.withLock { $0 }.prefix(5)) == [0, 1, 2, 3, 4])
  }
}
