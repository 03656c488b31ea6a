import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MulticastSelectorTests {
  func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(40, 0), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6),
      .next(340, 7), end,
    ])
  }

  @Test func theSelectedSequenceSeesTheSourceThroughTheSubject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(390))
    let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
    #expect(
      res.events == [
        .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
        .completed(390),
      ])
    #expect(xs.subscriptions == [Subscription(200, 390)])
  }

  @Test func anErrorReachesTheSelectedSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .error(390, TestError.boom))
    let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }, selector: { $0 }) }
    #expect(res.events.last == .error(390, TestError.boom))
    #expect(xs.subscriptions == [Subscription(200, 390)])
  }

  @Test func disposalDisconnectsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(390))
    let res = scheduler.start(disposed: 300) {
      xs.multicast({ PublishSubject<Int>() }, selector: { $0 })
    }
    #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
  }

  @Test func theSourceIsSubscribedOnceHoweverOftenTheSelectorSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(390))
    let res = scheduler.start {
      xs.multicast(
        { PublishSubject<Int>() },
        selector: { shared in
          Observable.zip(shared, shared) { $0 + $1 }
        })
    }
    #expect(
      res.events == [
        .next(210, 6), .next(240, 8), .next(270, 10), .next(330, 12), .next(340, 14),
        .completed(390),
      ])
    #expect(xs.subscriptions == [Subscription(200, 390)])
  }

  @Test func aThrowingSubjectSelectorFailsWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(390))
    let res = scheduler.start {
      xs.multicast(
        { () throws -> PublishSubject<Int> in throw TestError.boom }, selector: { $0 })
    }
    #expect(res.events == [.error(200, TestError.boom)])
    #expect(xs.subscriptions == [])
  }

  @Test func aThrowingSelectorFailsWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: .completed(390))
    let res = scheduler.start {
      xs.multicast(
        { PublishSubject<Int>() },
        selector: { _ -> Observable<Int> in throw TestError.boom })
    }
    #expect(res.events == [.error(200, TestError.boom)])
    #expect(xs.subscriptions == [])
  }

  @Test func eachSubscriptionGetsItsOwnSubject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    var made = 0
    let shared = xs.multicast(
      { () -> ReplaySubject<Int> in
        made += 1
        return ReplaySubject.create(bufferSize: 1)
      }, selector: { $0 })
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { _ = shared.subscribe(first) }
    scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
    scheduler.start()
    #expect(made == 2)
    #expect(first.events == [.next(110, 1), .completed(120)])
    #expect(second.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [Subscription(100, 120), Subscription(200, 220)])
  }
}

@Suite(.checksResources)
struct CatchSequenceTests {
  @Test func movesToTheNextSourceOnErrorAndEndsWithTheFirstThatCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
    }
    #expect(res.events == [.next(210, 1), .next(230, 2), .completed(240)])
    #expect(xs.subscriptions == [Subscription(200, 220)])
    #expect(ys.subscriptions == [Subscription(220, 240)])
    #expect(zs.subscriptions == [])
  }

  @Test func failsWithTheLastErrorWhenEverySourceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.error(10, TestError.boom, Int.self)])
    let ys = scheduler.createColdObservable([.error(10, TestError.other, Int.self)])
    let res = scheduler.start {
      Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
    }
    #expect(res.events == [.error(220, TestError.other)])
  }
}
