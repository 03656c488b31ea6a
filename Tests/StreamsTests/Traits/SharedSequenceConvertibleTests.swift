import Streams
import StreamsTest
import TestSupport
import Testing

/// A type that stands for a driver by writing only `asSharedSequence()`.
private struct Countdown: SharedSequenceConvertibleType {
  typealias Element = Int
  typealias SharingStrategy = DriverSharingStrategy
  let driver: Driver<Int>

  func asSharedSequence() -> SharedSequence<SharingStrategy, Int> { driver }
}

@Suite(.checksResources)
struct SharedSequenceConvertibleTests {
  @Test func asObservableComesWithTheProtocol() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 3), .next(220, 2), .completed(230)])
    let res = SharingScheduler.mock(scheduler: scheduler) {
      let countdown = Countdown(driver: xs.asDriver(onErrorJustReturn: 0))
      return scheduler.start { countdown.asObservable() }
    }
    #expect(res.events == [.next(211, 3), .next(221, 2), .completed(231)])
  }
}
