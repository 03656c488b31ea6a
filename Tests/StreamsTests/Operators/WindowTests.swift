import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct WindowTests {
  /// The source of RxSwift's window tests, ending with `end`.
  func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(105, 0), .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
      .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
    ])
  }

  /// Each element tagged with the index of its window.
  func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
    windows.enumerated().map { index, window in window.map { "\(index) \($0)" } }.merge()
  }

  @Test func windowsCloseWhenFullOrWhenTheirTimespanEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start {
      self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
        .next(470, "4 9"), .completed(600),
      ])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func anErrorEndsTheOpenWindowAndTheOuterSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(600, TestError.boom))
    let res = scheduler.start {
      self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(res.events.last == .error(600, TestError.boom))
    #expect(res.events.count == 10)
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func disposalStopsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start(disposed: 370) {
      self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
      ])
    #expect(xs.subscriptions == [Subscription(200, 370)])
  }

  @Test func aWindowOpensAtSubscriptionAndAtEachTimespan() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(380, Int.self)])
    let res = scheduler.start {
      xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).enumerated().map {
        $0.index
      }
    }
    #expect(
      res.events == [.next(200, 0), .next(270, 1), .next(340, 2), .completed(380)])
  }

  @Test func aCountBelowOneLimitsWindowsByTimeAlone() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(300))
    let res = scheduler.start {
      self.tagged(xs.window(timeSpan: .seconds(70), count: 0, scheduler: scheduler))
    }
    #expect(
      res.events == [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
        .completed(300),
      ])
  }

  @Test func aSubscribedWindowKeepsTheSourceUntilItCloses() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(600))
    let first = scheduler.createObserver(Int.self)
    var windowSubscription: Disposable?
    var outer: Disposable?
    scheduler.scheduleAt(200) {
      outer = xs.window(timeSpan: .seconds(70), count: 5, scheduler: scheduler)
        .subscribe(onNext: { window in
          if windowSubscription == nil { windowSubscription = window.subscribe(first) }
        })
    }
    scheduler.scheduleAt(220) { outer?.dispose() }
    scheduler.scheduleAt(1000) { windowSubscription?.dispose() }
    scheduler.start()
    #expect(first.events == [.next(205, 1), .next(210, 2), .next(240, 3), .completed(270)])
    #expect(xs.subscriptions == [Subscription(200, 270)])
  }

  /// A completion queued behind a tick still ends the window and the outer sequence.
  ///
  /// The source completes from inside the outer `onNext` of the window a tick opens: the
  /// completion waits in the serializer behind that tick, and `create` ends the source's
  /// lifetime meanwhile.
  @Test func aCompletionQueuedBehindATickStillEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let emitter = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      emitter.withLock { $0 = observer }
      return Disposables.create()
    }
    let window = scheduler.createObserver(Int.self)
    let res = scheduler.start {
      source.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).enumerated()
        .map { index, opened in
          if index == 1 {
            _ = opened.subscribe(window)
            // Taken out of the box, so the stored observer does not outlive the test.
            let observer = emitter.withLock { stored in
              defer { stored = nil }
              return stored
            }
            observer?.onCompleted()
          }
          return index
        }
    }
    #expect(res.events == [.next(200, 0), .next(270, 1), .completed(270)])
    #expect(window.events == [.completed(270)])
  }

  @Test func releasesEverythingWhenTheSourceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    var windows = 0
    _ = Observable.just(1).window(timeSpan: .seconds(10), count: 10, scheduler: scheduler)
      .subscribe(onNext: { _ in windows += 1 })
    _ = Observable<Int>.error(TestError.boom)
      .window(timeSpan: .seconds(10), count: 10, scheduler: scheduler)
      .subscribe(onError: { _ in })
    scheduler.start()
    #expect(windows == 1)
  }
}
