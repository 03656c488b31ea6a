import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct CreationTests {
  @Test func justEmitsOneElementThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42) }
    #expect(res.events == [.next(200, 42), .completed(200)])
  }

  @Test func justOnSchedulerEmitsLaterAndCompletesInAnActionOfItsOwn() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
    // RxSwift's timing: the completion is a second action, a tick after the element.
    #expect(res.events == [.next(201, 42), .completed(202)])
  }

  @Test func justOnSchedulerDisposedAfterItsElementSendsNothingMore() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let subscription = SingleAssignmentDisposable()
    scheduler.scheduleAt(100) {
      subscription.setDisposable(
        Observable.just(42, scheduler: scheduler).subscribe { event in
          observer.on(event)
          if case .next = event { subscription.dispose() }
        })
    }
    scheduler.start()
    #expect(observer.events == [.next(101, 42)])
    // The completion's action was cancelled: running it would have moved the clock to 102.
    #expect(scheduler.clock == 101)
  }

  @Test func fromArrayEmitsInOrder() {
    var received: [Int] = []
    var completed = false
    _ = Observable.from([1, 2, 3]).subscribe(
      onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received == [1, 2, 3])
    #expect(completed)
  }

  @Test func fromOnSchedulerEmitsOnePerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
    #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
  }

  @Test func fromSequenceAndOptional() {
    var received: [Int] = []
    _ = Observable.from(stride(from: 0, to: 6, by: 2)).subscribe(onNext: { received.append($0) })
    _ = Observable.from(optional: 7).subscribe(onNext: { received.append($0) })
    _ = Observable<Int>.from(optional: nil).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 2, 4, 7])
  }

  @Test func ofEmitsArguments() {
    var received: [String] = []
    _ = Observable.of("a", "b").subscribe(onNext: { received.append($0) })
    #expect(received == ["a", "b"])
  }

  @Test func rangeEmitsConsecutiveIntegers() {
    var received: [Int] = []
    _ = Observable.range(start: 5, count: 3).subscribe(onNext: { received.append($0) })
    #expect(received == [5, 6, 7])
  }

  @Test func rangeWithNonPositiveCountIsEmpty() {
    var completed = false
    var received: [Int] = []
    _ = Observable.range(start: 0, count: -1).subscribe(
      onNext: { received.append($0) }, onCompleted: { completed = true })
    #expect(received.isEmpty)
    #expect(completed)
  }

  @Test func rangeNearMaximumDoesNotOverflow() {
    var received: [Int8] = []
    _ = Observable<Int8>.range(start: 126, count: 5).subscribe(onNext: { received.append($0) })
    #expect(received == [126, 127])
  }

  @Test func emptyNeverAndError() {
    let empty = TestScheduler(initialClock: 0).start { Observable<Int>.empty() }
    let never = TestScheduler(initialClock: 0).start { Observable<Int>.never() }
    let error = TestScheduler(initialClock: 0).start { Observable<Int>.error(TestError.boom) }
    #expect(empty.events == [.completed(200)])
    #expect(never.events == [])
    #expect(error.events == [.error(200, TestError.boom)])
  }

  @Test func synchronousSourceStopsWhenDisposedMidLoop() {
    var seen = 0
    var subscription: Disposable?
    let source = Observable.create { (observer: AnyObserver<Int>) in
      for value in 0..<100 { observer.onNext(value) }
      observer.onCompleted()
      return Disposables.create()
    }
    subscription = source.subscribe(onNext: { _ in seen += 1 })
    #expect(seen == 100)
    subscription?.dispose()
  }
}
