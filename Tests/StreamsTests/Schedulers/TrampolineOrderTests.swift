import Dispatch
import Foundation
import Streams
import TestSupport
import Testing

/// Synchronous sources take turns on the thread's trampoline, one element per turn, as
/// RxSwift's `CurrentThreadScheduler` steps do; each expected order below is RxSwift's.
@Suite(.checksResources)
struct TrampolineOrderTests {
  /// Subscribes `source` and returns what it sent by the time `subscribe` returned.
  func sent<Element>(_ source: Observable<Element>) -> [String] {
    var log: [String] = []
    _ = source.subscribe(
      onNext: { log.append("\($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("|") })
    return log
  }

  @Test func mergeOfACollectionOfSynchronousSourcesInterleaves() {
    #expect(sent(Observable.merge([.of(1, 2), .of(3, 4)])) == ["1", "3", "2", "4", "|"])
  }

  @Test func everyDefaultSynchronousSourceTakesTurns() {
    let merged = Observable.merge(
      .range(start: 1, count: 2), Observable.repeatElement(9).take(2),
      .generate(initialState: 5, condition: { $0 < 7 }, iterate: { $0 + 1 }))
    #expect(sent(merged) == ["1", "9", "5", "2", "9", "6", "|"])
  }

  @Test func flatMapInterleavesSynchronousInners() {
    let source = Observable.of(1, 2).flatMap { Observable.of($0 * 10, $0 * 10 + 1, $0 * 10 + 2) }
    #expect(sent(source) == ["10", "11", "20", "12", "21", "22", "|"])
  }

  @Test func zipPairsAsTheSourcesTakeTurns() {
    var log: [String] = []
    let first = Observable.of(1, 2).do(onNext: { log.append("a\($0)") })
    let second = Observable.of(10, 20).do(onNext: { log.append("b\($0)") })
    _ = Observable.zip(first, second) { $0 + $1 }.subscribe(
      onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
    #expect(log == ["a1", "b10", "11", "a2", "b20", "22", "|"])
  }

  @Test func combineLatestCombinesAsTheSourcesTakeTurns() {
    let source = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) {
      "\($0)-\($1)"
    }
    #expect(sent(source) == ["1-10", "2-10", "2-20", "|"])
  }

  @Test func loopsOfOneKindKeepQueueOrderAmongOtherWork() {
    // `of` and `range` loops are different kinds, and scheduled work sits between them; loops
    // of one kind that follow each other in the queue take their turns in one call, which must
    // neither skip the work between them nor lose a loop that `take` stopped.
    var log: [String] = []
    let first = Observable.of(1, 2, 3).do(onNext: { value in
      guard value == 1 else { return }
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("x")
        return Disposables.create()
      }
    })
    let source = Observable.merge(
      first, .range(start: 10, count: 3), Observable.of(20, 21, 22).take(2), .of(30, 31))
    _ = source.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
    #expect(log == ["1", "10", "20", "30", "x", "2", "11", "21", "31", "3", "12", "|"])
  }

  @Test func concatMovesOnWhenItsSourceHadItsTurns() {
    let source = Observable.merge(Observable.concat(.of(1, 2), .of(3, 4)), .of(10, 20))
    #expect(sent(source) == ["1", "10", "2", "20", "3", "4", "|"])
  }

  @Test func concatRunsASynchronousInnerBeforeTheOuterSourcesNextElement() {
    // A departure (Docs/Design.md): RxSwift lets the outer source take turns with the inner,
    // queueing its elements ("outer 2" before "11"); `concat` pulls one inner at a time.
    var log: [String] = []
    _ = Observable.of(1, 2).do(onNext: { log.append("outer \($0)") })
      .concatMap { Observable.of($0 * 10, $0 * 10 + 1) }
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
    #expect(log == ["outer 1", "10", "11", "outer 2", "20", "21", "|"])
  }

  @Test func concatsInnerLeavesOtherWaitingWorkQueued() {
    // The inner runs as if the trampoline were idle; the work waiting before it keeps its turn.
    var log: [String] = []
    _ = Observable.merge(
      Observable.of(1, 2).map { Observable.of($0 * 10, $0 * 10 + 1) }.concat(), .of(7, 8)
    ).subscribe(onNext: { log.append("\($0)") })
    #expect(log == ["10", "11", "7", "20", "21", "8"])
  }

  @Test func aSourceSendsAfterItsSubscriptionIsSetUp() {
    var log: [String] = []
    _ = Observable.of(1, 2)
      .do(onSubscribed: { log.append("subscribed") })
      .subscribe(onNext: { log.append("\($0)") })
    #expect(log == ["subscribed", "1", "2"])
  }

  @Test func nestedSubscribeInAnObserverWaitsItsTurn() {
    var log: [String] = []
    _ = Observable.of(1, 2).subscribe(onNext: { outer in
      log.append("outer \(outer)")
      _ = Observable.of(outer * 10).subscribe(onNext: { log.append("inner \($0)") })
      log.append("after \(outer)")
    })
    #expect(
      log == ["outer 1", "after 1", "inner 10", "outer 2", "after 2", "inner 20"])
  }

  @Test func sourceSubscribedInScheduledWorkWaitsItsTurn() {
    var log: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      _ = Observable.of(1, 2).subscribe(onNext: { log.append("\($0)") })
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("x")
        return Disposables.create()
      }
      log.append("action end")
      return Disposables.create()
    }
    #expect(log == ["action end", "1", "x", "2"])
  }

  @Test func innerSubscribedOutsideATrampolineStartsItsOwn() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.flatMap { _ in Observable.merge(.of(1, 2), .of(3, 4)) }
      .subscribe(onNext: { log.append("\($0)") })
    subject.onNext(0)
    #expect(log == ["1", "3", "2", "4"])
    subscription.dispose()
  }

  /// Subscribes `source` and, from its first element, a merge of synchronous sources; returns
  /// the order of the merge's elements and the end of that callback.
  func nestedOrder(in source: Observable<Int>) -> [String] {
    var log: [String] = []
    let subscription = source.subscribe(onNext: { _ in
      _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe(onNext: { log.append("\($0)") })
      log.append("end")
    })
    subscription.dispose()
    return log
  }

  @Test func justAndSubjectsStartNoTrampoline() {
    // RxSwift subscribes these without a trampoline, so a merge subscribed from their
    // observer starts its own and has sent everything when its `subscribe` returns.
    let expected = ["1", "3", "2", "4", "end"]
    #expect(nestedOrder(in: .just(0)) == expected)
    #expect(nestedOrder(in: .from(optional: 0)) == expected)
    #expect(nestedOrder(in: BehaviorSubject(value: 0).asObservable()) == expected)
    // `of` runs its subscription on a trampoline: the nested merge waits its turn.
    #expect(nestedOrder(in: .of(0)) == ["end", "1", "3", "2", "4"])
  }

  @Test func takeOneStopsALongSourceAfterOneElement() {
    var pulled = 0
    let numbers = (1...1_000_000).lazy.map { number in
      pulled += 1
      return number
    }
    #expect(sent(Observable.from(numbers).take(1)) == ["1", "|"])
    #expect(pulled == 1)
  }

  @Test func manyInterleavedSynchronousInnersRunAsALoop() {
    var count = 0
    _ = Observable.range(start: 0, count: 100_000)
      .flatMap { Observable.of($0, $0) }
      .subscribe(onNext: { _ in count += 1 })
    #expect(count == 200_000)
  }

  @Test func otherThreadsKeepTheirOwnTrampoline() {
    var outer: [String] = []
    let other = Locked<[String]>([])
    _ = Observable.of(1, 2).subscribe(onNext: { element in
      outer.append("\(element)")
      guard element == 1 else { return }
      let done = DispatchGroup()
      done.enter()
      Thread {
        var log: [String] = []
        _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe(onNext: { log.append("\($0)") })
        other.withLock { $0 = log }
        done.leave()
      }.start()
      #expect(done.wait(timeout: .now() + 10) == .success)
    })
    #expect(outer == ["1", "2"])
    #expect(other.withLock { $0 } == ["1", "3", "2", "4"])
  }
}
