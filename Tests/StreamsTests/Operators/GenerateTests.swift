import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct GenerateTests {
  @Test func emitsStatesWhileConditionHolds() {
    var events: [Event<Int>] = []
    _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
      .subscribe { events.append($0) }
    #expect(events == [.next(0), .next(1), .next(2), .completed])
  }

  @Test func onASchedulerEmitsOneStatePerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(
      res.events == [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
  }

  @Test func falseInitialConditionOnlyCompletes() {
    var events: [Event<Int>] = []
    _ = Observable.generate(initialState: 5, condition: { $0 < 3 }, iterate: { $0 + 1 })
      .subscribe { events.append($0) }
    #expect(events == [.completed])
  }

  @Test func thrownConditionErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { () -> Observable<Int> in
      Observable.generate(
        initialState: 0,
        condition: { state in
          if state == 2 { throw TestError.boom }
          return true
        }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(res.events == [.next(201, 0), .next(202, 1), .error(203, TestError.boom)])
  }

  @Test func thrownIterateErrorEndsTheSequence() {
    var events: [Event<Int>] = []
    _ = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        if state == 1 { throw TestError.other }
        return state + 1
      }
    ).subscribe { events.append($0) }
    #expect(events == [.next(0), .next(1), .error(TestError.other)])
  }

  @Test func iterateIsNotCalledAfterDisposal() {
    var iterations = 0
    var received: [Int] = []
    _ = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        iterations += 1
        return state + 1
      }
    ).take(2).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 1])
    #expect(iterations == 1)
  }

  @Test func disposalOnASchedulerStopsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 203) {
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(res.events == [.next(201, 0), .next(202, 1)])
  }
}
