import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MaybeTests {
  @Test func createSendsSuccessAsElementThenCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Maybe<Int>.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
          observer(.success(1))
          observer(.completed)
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.next(250, 1), .completed(250)])
  }

  @Test func createSendsCompletionAlone() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Maybe<Int>.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 40) { _ in
          observer(.completed)
          observer(.success(1))
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.completed(240)])
  }

  @Test func createSendsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Maybe<Int>.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 40) { _ in
          observer(.error(TestError.boom))
          observer(.completed)
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.error(240, TestError.boom)])
  }

  @Test func subscribeReportsExactlyOneOutcome() {
    var log: [String] = []
    let handlers = { (maybe: Maybe<Int>) in
      _ = maybe.subscribe(
        onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
        onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    }
    handlers(.just(1))
    handlers(.empty())
    handlers(.error(TestError.boom))
    #expect(
      log == [
        "success 1", "disposed", "completed", "disposed", "error boom", "disposed",
      ])
  }

  @Test func subscribeWithEventClosure() {
    var outcomes: [String] = []
    for maybe in [Maybe.just(1), .empty(), .error(TestError.other)] {
      _ = maybe.subscribe { event in
        switch event {
        case .success(let value): outcomes.append("success \(value)")
        case .error(let error): outcomes.append("error \(error)")
        case .completed: outcomes.append("completed")
        }
      }
    }
    #expect(outcomes == ["success 1", "completed", "error other"])
  }

  @Test func neverNeverEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    #expect(scheduler.start { Maybe<Int>.never() }.events.isEmpty)
  }
}
