import Streams
import StreamsTest
import TestSupport
import Testing

private struct Unrelated: Error {}

@Suite(.checksResources)
struct RetryWhenTests {
  @Test func resubscribesEachTimeTheTriggerEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.asObservable().retry(when: { (errors: Observable<Swift.Error>) in
        errors.scan(0) { count, _ in count + 1 }.flatMap { count in
          count < 3 ? Observable.just(()) : Observable.error(TestError.other)
        }
      })
    }
    #expect(
      res.events == [
        .next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError.other),
      ])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  @Test func waitsForADelayedTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let delay = scheduler.createColdObservable([.next(15, ()), .completed(15)])
    let res = scheduler.start(disposed: 280) { () -> Observable<Int> in
      xs.asObservable().retry(when: { (errors: Observable<Swift.Error>) in
        errors.flatMap { _ in delay.asObservable() }
      })
    }
    #expect(res.events == [.next(210, 1), .next(245, 1)])
    #expect(
      xs.subscriptions == [Subscription(200, 220), Subscription(235, 255), Subscription(270, 280)])
    #expect(delay.subscriptions == [Subscription(220, 235), Subscription(255, 270)])
  }

  @Test func triggerCompletionCompletesWhileWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let trigger = scheduler.createHotObservable([.completed(230, Void.self)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.asObservable().retry(when: { (_: Observable<Swift.Error>) in trigger })
    }
    #expect(res.events == [.next(210, 1), .completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(trigger.subscriptions == [Subscription(200, 230)])
  }

  @Test func triggerEndWhileAnAttemptRunsAppliesAtTheNextError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError.boom)])
    let trigger = scheduler.createHotObservable([.error(220, TestError.other, Void.self)])
    let res = scheduler.start { () -> Observable<Int> in
      xs.asObservable().retry(when: { (_: Observable<Swift.Error>) in trigger })
    }
    #expect(res.events == [.next(210, 1), .error(250, TestError.other)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func sourceCompletionCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let trigger = scheduler.createHotObservable([.next(300, ())])
    let res = scheduler.start { () -> Observable<Int> in
      xs.asObservable().retry(when: { (_: Observable<Swift.Error>) in trigger })
    }
    #expect(res.events == [.next(210, 1), .completed(220)])
    #expect(trigger.subscriptions == [Subscription(200, 220)])
  }

  @Test func triggerElementsWhileAnAttemptRunsAreIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let trigger = scheduler.createHotObservable([.next(220, ()), .next(230, ())])
    let res = scheduler.start { () -> Observable<Int> in
      xs.asObservable().retry(when: { (_: Observable<Swift.Error>) in trigger })
    }
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func typedHandlerFailsAtOnceOnOtherErrors() {
    var events: [Event<Int>] = []
    var handled: [TestError] = []
    var attempts = 0
    let source = Observable<Int>.create { observer in
      attempts += 1
      observer.onError(attempts == 1 ? TestError.boom : Unrelated())
      return Disposables.create()
    }
    _ = source.retry(when: { (errors: Observable<TestError>) in
      errors.map { error in handled.append(error) }
    }).subscribe { events.append($0) }
    #expect(attempts == 2)
    #expect(handled == [.boom])
    #expect(events.count == 1)
    #expect(events.first?.error is Unrelated)
  }

  @Test func synchronousRetriesRunInALoop() {
    var attempts = 0
    var error: Error?
    let source = Observable<Int>.create { observer in
      attempts += 1
      observer.onError(TestError.boom)
      return Disposables.create()
    }
    _ = source.retry(when: { (errors: Observable<Swift.Error>) in
      errors.scan(0) { count, _ in count + 1 }.flatMap { count in
        count < 10_000 ? Observable.just(()) : Observable.error(TestError.other)
      }
    }).subscribe(onError: { error = $0 })
    #expect(attempts == 10_000)
    #expect(error as? TestError == .other)
  }

  @Test func disposalEndsAttemptAndTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1)])
    let trigger = scheduler.createHotObservable([.next(300, ())])
    let res = scheduler.start(disposed: 250) { () -> Observable<Int> in
      xs.asObservable().retry(when: { (_: Observable<Swift.Error>) in trigger })
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(trigger.subscriptions == [Subscription(200, 250)])
  }
}

@Suite(.checksResources)
struct RetryWhenSpellingTests {
  @Test func unannotatedHandlerPicksTheUntypedForm() {
    var attempts = 0
    var completed = false
    let source = Observable<Int>.create { observer in
      attempts += 1
      if attempts < 3 { observer.onError(TestError.boom) } else { observer.onCompleted() }
      return Disposables.create()
    }
    _ = source.retry(when: { errors in errors.map { _ in () } })
      .subscribe(onCompleted: { completed = true })
    #expect(attempts == 3)
    #expect(completed)
  }
}
