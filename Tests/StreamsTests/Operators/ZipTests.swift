import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ZipTests {
  @Test func pairsElementsByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.next(215, "a"), .next(230, "b"), .completed(500)])
    let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
    #expect(res.events == [.next(215, "1a"), .next(230, "2b"), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 400)])
    #expect(ys.subscriptions == [Subscription(200, 500)])
  }

  @Test func aSourceRunDryDoesNotEndTheZipBeforeTheOthersComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .completed(500)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(215, 11), .completed(500)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(200, 500)])
  }

  @Test func bufferedElementsOfACompletedSourceArePairedAndTheZipGoesOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(211, 2), .next(212, 3), .completed(213),
    ])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .next(240, 30)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(220, 11), .next(230, 22), .next(240, 33)])
    #expect(ys.subscriptions == [Subscription(200, 1000)])
  }

  @Test func anEmptySourceDoesNotEndTheZipWhileAnotherIsLive() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210, Int.self)])
    let ys = scheduler.createHotObservable([.next(205, 1), .next(220, 2)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(res.events == [])
    #expect(xs.subscriptions == [Subscription(200, 210)])
    #expect(ys.subscriptions == [Subscription(200, 1000)])
  }

  @Test func errorEndsAtOnceWhateverIsBuffered() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 2)])
    let ys = scheduler.createHotObservable([.next(215, 10), .error(220, TestError.boom)])
    let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(215, 11), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func throwingSelectorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let ys = scheduler.createHotObservable([.next(215, 1), .next(225, 2)])
    let res = scheduler.start { () -> Observable<Int> in
      Observable.zip(xs, ys) { left, right in
        if left == 2 { throw TestError.boom }
        return left + right
      }
    }
    #expect(res.events == [.next(215, 2), .error(225, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 225)])
    #expect(ys.subscriptions == [Subscription(200, 225)])
  }

  @Test func disposalEndsEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(215, 1)])
    let res = scheduler.start(disposed: 250) { Observable.zip(xs, ys) { $0 + $1 } }
    #expect(res.events == [.next(215, 2)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(ys.subscriptions == [Subscription(200, 250)])
  }

  @Test func tuplesOfTwoAndThree() {
    var pairs: [String] = []
    _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b", "c"))
      .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
    var triples: [String] = []
    _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true, false))
      .subscribe(onNext: { triples.append("\($0.0)\($0.1)\($0.2)") })
    #expect(pairs == ["1a", "2b"])
    #expect(triples == ["1atrue", "2bfalse"])
  }

  @Test func eightSourcesOfDifferentTypes() {
    var rows: [String] = []
    var completed = false
    _ = Observable.zip(
      Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true, false),
      Observable.of(1.5, 2.5), Observable.of(Int8(3), 4), Observable.of(UInt(5), 6),
      Observable.of("x", "y"), Observable.of(Int16(7), 8)
    ) { a, b, c, d, e, f, g, h in "\(a)\(b)\(c)\(d)\(e)\(f)\(g)\(h)" }
    .subscribe(onNext: { rows.append($0) }, onCompleted: { completed = true })
    #expect(rows == ["1atrue1.535x7", "2bfalse2.546y8"])
    #expect(completed)
  }

  @Test func everyArityWithTuples() {
    var seen: [Int] = []
    let one = Observable.just(1)
    _ = Observable.zip(one, one, one, one).subscribe(onNext: { seen.append($0.3) })
    _ = Observable.zip(one, one, one, one, one).subscribe(onNext: { seen.append($0.4) })
    _ = Observable.zip(one, one, one, one, one, one).subscribe(onNext: { seen.append($0.5) })
    _ = Observable.zip(one, one, one, one, one, one, one).subscribe(onNext: { seen.append($0.6) })
    _ = Observable.zip(one, one, one, one, one, one, one, one)
      .subscribe(onNext: { seen.append($0.7) })
    #expect(seen == [1, 1, 1, 1, 1])
  }

  @Test func collectionZipsIntoArrays() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
    let b = scheduler.createHotObservable([.next(220, 2), .next(245, 5), .completed(300)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(260)])
    let res = scheduler.start { Observable.zip([a, b, c]) }
    #expect(res.events == [.next(230, [1, 2, 3]), .completed(300)])
    #expect(a.subscriptions == [Subscription(200, 250)])
    #expect(b.subscriptions == [Subscription(200, 300)])
    #expect(c.subscriptions == [Subscription(200, 260)])
  }

  @Test func collectionWithResultSelector() {
    var sums: [Int] = []
    _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20)]) { $0.reduce(0, +) }
      .subscribe(onNext: { sums.append($0) })
    #expect(sums == [11, 22])
  }

  @Test func emptyCollectionCompletesAtOnce() {
    var events: [Event<[Int]>] = []
    _ = Observable.zip([Observable<Int>]()).subscribe { events.append($0) }
    #expect(events == [.completed])
  }

  @Test func firstSynchronousSourceIsBufferedBeforeTheSecondRuns() {
    let count = 100_000
    var rows = 0
    var mismatches = 0
    var completed = false
    _ = Observable.zip(
      Observable.range(start: 0, count: count), Observable.range(start: 0, count: count)
    ).subscribe(
      onNext: { pair in
        rows += 1
        if pair.0 != pair.1 { mismatches += 1 }
      }, onCompleted: { completed = true })
    #expect(rows == count)
    #expect(mismatches == 0)
    #expect(completed)
  }

  @Test func releasesBufferedElementsOnCompletion() {
    weak var weakProbe: Probe?
    do {
      let probe = Probe()
      weakProbe = probe
      let never = ManualSource<Int>()
      let subscription = Observable.zip(Observable.of(probe, probe), never.asObservable())
        .subscribe()
      never.onCompleted()
      subscription.dispose()
    }
    #expect(weakProbe == nil)
  }
}
