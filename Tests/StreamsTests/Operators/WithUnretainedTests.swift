import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct WithUnretainedTests {
  @Test func pairsEachElementWithTheObject() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Probe()
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.withUnretained(owner).map { pair -> Int in pair.0 === owner ? pair.1 : -1 }
    }
    #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func completesAtTheFirstElementAfterTheObjectIsGone() {
    let scheduler = TestScheduler(initialClock: 0)
    var owner: Probe? = Probe()
    weak let watched = owner
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    scheduler.scheduleAt(215) { owner = nil }
    let res = scheduler.start { () -> Observable<String> in
      guard let current = owner else { return .empty() }
      return xs.withUnretained(current) { _, value in "\(value)" }
    }
    #expect(watched == nil)
    #expect(res.events == [.next(210, "1"), .completed(220)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func aThrowingSelectorFailsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Probe()
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let res = scheduler.start {
      xs.withUnretained(owner) { _, value -> Int in
        if value == 2 { throw TestError.boom }
        return value
      }
    }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
  }

  @Test func errorsPassThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Probe()
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.withUnretained(owner) { _, value in value } }
    #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func doesNotRetainTheObject() {
    var owner: Probe? = Probe()
    weak let watched = owner
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var completed = false
    let subscription = subject.withUnretained(owner ?? Probe()) { _, value in value }
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    subject.onNext(1)
    owner = nil
    #expect(watched == nil)
    subject.onNext(2)
    #expect(received == [1])
    #expect(completed)
    subscription.dispose()
  }
}

@Suite(.checksResources)
struct WithUnretainedTraitTests {
  @Test func infallibleAndDriverPairWithTheObject() {
    let scheduler = TestScheduler(initialClock: 0)
    let owner = Probe()
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let infallible = Infallible.of(1, 2).withUnretained(owner) { _, value in value * 10 }
    var seen: [Int] = []
    _ = infallible.subscribe(onNext: { seen.append($0) })
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).withUnretained(owner).map { pair in pair.1 }
      }
    }
    #expect(seen == [10, 20])
    #expect(res.events == [.next(211, 1), .next(221, 2)])
    _ = Infallible.just(3).withUnretained(owner).subscribe(onNext: { seen.append($0.1) })
    #expect(seen == [10, 20, 3])
  }
}
