import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct RepeatElementTests {
  @Test func synchronousRepetitionStopsWhenDisposed() {
    var received: [Int] = []
    var completed = false
    _ = Observable.repeatElement(7).take(3).subscribe(
      onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received == [7, 7, 7])
    #expect(completed)
  }

  @Test func onASchedulerEmitsOnePerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.repeatElement(7, scheduler: scheduler).take(3) }
    #expect(res.events == [.next(201, 7), .next(202, 7), .next(203, 7), .completed(203)])
  }

  @Test func neverCompletesOnItsOwn() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 205) { Observable.repeatElement(1, scheduler: scheduler) }
    #expect(res.events == [.next(201, 1), .next(202, 1), .next(203, 1), .next(204, 1)])
  }

  @Test func synchronousLoopSendsNothingAfterDownstreamEndsIt() {
    var sent = 0
    var received: [Int] = []
    _ = Observable.repeatElement(1).do(onNext: { _ in sent += 1 }).element(at: 4)
      .subscribe(onNext: { received.append($0) })
    #expect(sent == 5)
    #expect(received == [1])
  }
}
