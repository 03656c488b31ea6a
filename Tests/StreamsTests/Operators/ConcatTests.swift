import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ConcatTests {
  @Test func subscribesSecondWhenFirstCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .next(230, 2), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 250)])
  }

  @Test func errorInFirstSkipsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [])
  }

  @Test func errorInSecondEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.completed(20, Int.self)])
    let ys = scheduler.createColdObservable([.next(10, 2), .error(30, TestError.other)])
    let res = scheduler.start { xs.concat(ys) }
    #expect(res.events == [.next(230, 2), .error(250, TestError.other)])
    #expect(ys.subscriptions == [Subscription(220, 250)])
  }

  @Test func disposalDuringSecondDisposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .next(200, 3)])
    let res = scheduler.start(disposed: 300) { xs.concat(ys) }
    #expect(res.events == [.next(210, 1), .next(230, 2)])
    #expect(ys.subscriptions == [Subscription(220, 300)])
  }

  @Test func staticFormsConcatenateInOrder() {
    var variadic: [Int] = []
    var array: [Int] = []
    _ = Observable.concat(.just(1), .of(2, 3), .just(4)).subscribe(onNext: { variadic.append($0) })
    _ = Observable.concat([Observable.just(1), .just(2)]).subscribe(onNext: { array.append($0) })
    #expect(variadic == [1, 2, 3, 4])
    #expect(array == [1, 2])
  }

  @Test func emptyListCompletes() {
    let res = TestScheduler(initialClock: 0).start { Observable.concat([Observable<Int>]()) }
    #expect(res.events == [.completed(200)])
  }

  @Test func sequenceIsIteratedLazily() {
    var made = 0
    let sources = sequence(first: 0) { $0 + 1 }.lazy.map { value -> Observable<Int> in
      made += 1
      return .just(value)
    }
    var received: [Int] = []
    _ = Observable.concat(sources).take(3).subscribe(onNext: { received.append($0) })
    #expect(received == [0, 1, 2])
    #expect(made == 3)
  }

  @Test func hundredThousandSynchronousSourcesDoNotGrowTheStack() {
    let sources = (0..<100_000).map { Observable.just($0) }
    var count = 0
    var completed = false
    _ = Observable.concat(sources).subscribe(
      onNext: { _ in count += 1 }, onCompleted: { completed = true })
    #expect(count == 100_000)
    #expect(completed)
  }

  @Test func releasesSourcesAfterDisposal() {
    weak var weakProbe: Probe?
    let subscriptions: [Disposable]
    do {
      let probe = Probe()
      weakProbe = probe
      let pending = Observable<Int>.create { observer in Disposables.create { _ = observer } }
      let holding = pending.map { _ in
        _ = probe
        return 0
      }
      subscriptions = [
        Observable.just(0).concat(holding).subscribe(),
        Observable.just(holding).concat().subscribe(),
      ]
    }
    #expect(weakProbe != nil)
    for subscription in subscriptions { subscription.dispose() }
    #expect(weakProbe == nil)
  }
}
