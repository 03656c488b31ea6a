import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct CombineLatestTests {
  @Test func combinesLatestOnceEverySourceHasEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
    let ys = scheduler.createHotObservable([
      .next(150, "z"), .next(220, "a"), .next(240, "b"), .completed(280),
    ])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { "\($0)\($1)" } }
    #expect(
      res.events == [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(ys.subscriptions == [Subscription(200, 280)])
  }

  @Test func aSourceCompletingWithoutEmittingEndsItAtTheNextElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.completed(220, Int.self)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(res.events == [.completed(230)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 220)])
  }

  @Test func keepsCombiningAfterOneSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(240)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(220, 11), .next(230, 21), .completed(240)])
  }

  @Test func errorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(220, 11), .error(230, TestError.boom)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func throwingSelectorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let ys = scheduler.createHotObservable([.next(220, 10)])
    let res = scheduler.start { () -> Observable<Int> in
      Observable.combineLatest(xs, ys) { left, right in
        if left == 2 { throw TestError.boom }
        return left + right
      }
    }
    #expect(res.events == [.next(220, 11), .error(230, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 230)])
    #expect(ys.subscriptions == [Subscription(200, 230)])
  }

  @Test func disposalEndsEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(220, 1), .next(260, 2)])
    let res = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(220, 2)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func tuplesAndEightSources() {
    var pairs: [String] = []
    _ = Observable.combineLatest(Observable.of(1, 2), Observable.just("a"))
      .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
    var rows: [String] = []
    _ = Observable.combineLatest(
      Observable.just(1), Observable.just("a"), Observable.just(true), Observable.just(1.5),
      Observable.just(Int8(3)), Observable.just(UInt(5)), Observable.just("x"),
      Observable.of(Int16(7), 8)
    ).subscribe(onNext: { rows.append("\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)\($0.6)\($0.7)") })
    // `just` sends during `subscribe`, `of` on its turns after it, as in RxSwift.
    #expect(pairs == ["1a", "2a"])
    #expect(rows == ["1atrue1.535x7", "1atrue1.535x8"])
  }

  @Test func everyArityWithSelector() {
    var seen: [Int] = []
    let one = Observable.just(1)
    _ = Observable.combineLatest(one, one, one) { $0 + $1 + $2 }
      .subscribe(onNext: { seen.append($0) })
    _ = Observable.combineLatest(one, one, one, one) { $0 + $1 + $2 + $3 }
      .subscribe(onNext: { seen.append($0) })
    _ = Observable.combineLatest(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onNext: { seen.append($0) })
    _ = Observable.combineLatest(one, one, one, one, one, one) { a, b, c, d, e, f in
      a + b + c + d + e + f
    }.subscribe(onNext: { seen.append($0) })
    _ = Observable.combineLatest(one, one, one, one, one, one, one) { a, b, c, d, e, f, g in
      a + b + c + d + e + f + g
    }.subscribe(onNext: { seen.append($0) })
    #expect(seen == [3, 4, 5, 6, 7])
  }

  @Test func collectionCombinesIntoArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(270)])
    let res = scheduler.start { Observable.combineLatest([a, b, c]) }
    #expect(res.events == [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(270)])
  }

  @Test func collectionWithResultSelectorAndEmptyCollection() {
    var sums: [Int] = []
    _ = Observable.combineLatest([Observable.just(1), Observable.of(10, 20)]) { $0.reduce(0, +) }
      .subscribe(onNext: { sums.append($0) })
    var events: [Event<[Int]>] = []
    _ = Observable.combineLatest([Observable<Int>]()).subscribe { events.append($0) }
    #expect(sums == [11, 21])
    #expect(events == [.next([]), .completed])
  }
}
