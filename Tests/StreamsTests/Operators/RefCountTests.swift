import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct RefCountTests {
  @Test func connectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
      .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
    ])
    let ys = xs.publish().refCount()
    let o1 = scheduler.recordSubscription(to: ys, at: 215, disposedAt: 235)
    let o2 = scheduler.recordSubscription(to: ys, at: 225, disposedAt: 275)
    let o3 = scheduler.recordSubscription(to: ys, at: 255, disposedAt: 265)
    let o4 = scheduler.recordSubscription(to: ys, at: 285, disposedAt: 320)
    scheduler.start()
    #expect(o1.events == [.next(220, 2), .next(230, 3)])
    #expect(
      o2.events == [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
    #expect(o3.events == [.next(260, 6)])
    #expect(o4.events == [.next(290, 9), .completed(300)])
    #expect(xs.subscriptions == [Subscription(215, 275), Subscription(285, 300)])
  }

  @Test func forwardsErrorsAndDisposesTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let res = scheduler.start { xs.publish().refCount() }
    #expect(res.events == [.next(210, 1), .error(250, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
  }

  @Test func doesNotConnectWhenTheSubjectHasAlreadyEnded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ended = PublishSubject<Int>()
    ended.onCompleted()
    let res = scheduler.start { xs.multicast(ended).refCount() }
    #expect(res.events == [.completed(200)])
    #expect(xs.subscriptions == [])
  }

  @Test func countsSubscribersOfAColdSource() {
    var subscribed = 0
    var disposed = 0
    let source = Observable<Int>.create { _ in
      subscribed += 1
      return Disposables.create { disposed += 1 }
    }
    let shared = source.publish().refCount()
    let first = shared.subscribe()
    let second = shared.subscribe()
    #expect(subscribed == 1)
    first.dispose()
    #expect(disposed == 0)
    second.dispose()
    #expect(disposed == 1)
    let third = shared.subscribe()
    #expect(subscribed == 2)
    third.dispose()
    #expect(disposed == 2)
  }

  @Test func aSynchronousSourceRunsAgainForTheNextSubscriber() {
    let shared = Observable.of(1, 2, 3).publish().refCount()
    var first: [Event<Int>] = []
    var second: [Event<Int>] = []
    _ = shared.subscribe { first.append($0) }
    _ = shared.subscribe { second.append($0) }
    #expect(first == [.next(1), .next(2), .next(3), .completed])
    #expect(second == first)
  }

  @Test func subscriberResubscribingOnCompletionReconnects() {
    var runs = 0
    let source = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      observer.onCompleted()
      return Disposables.create()
    }
    let shared = source.publish().refCount()
    var received: [Int] = []
    var again: Disposable?
    _ = shared.subscribe(
      onNext: { received.append($0) },
      onCompleted: { again = shared.subscribe(onNext: { received.append($0) }) })
    #expect(runs == 2)
    #expect(received == [1, 2])
    again?.dispose()
  }

  @Test func subscriberDisposingItselfDuringConnectDisconnects() {
    var disposed = 0
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { disposed += 1 }
    }
    let shared = source.publish().refCount()
    let holder = SerialDisposable()
    var received: [Int] = []
    let firstOnly = Observable<Int>.create { observer in
      shared.subscribe(onNext: { value in
        observer.onNext(value)
        observer.onCompleted()
      })
    }
    holder.disposable = firstOnly.subscribe(onNext: { received.append($0) })
    #expect(received == [1])
    #expect(disposed == 1)
    holder.dispose()
  }

  @Test func aSubscriberJoiningAsTheLastOtherLeavesIsNotStranded() {
    let source = PublishSubject<Int>()
    let connectable = HookedConnectable(source.publish())
    let shared = connectable.refCount()
    let leaving = shared.subscribe()
    // The newcomer has subscribed to the current subject; the last other subscriber leaves
    // before it is counted.
    connectable.afterSubscribe = { leaving.dispose() }
    var received: [Int] = []
    let newcomer = shared.subscribe(onNext: { received.append($0) })
    source.onNext(1)
    #expect(received == [1])
    #expect(source.hasObservers)
    newcomer.dispose()
    #expect(!source.hasObservers)
  }
}

/// A connectable sequence that runs a hook right after a subscription to it, once: how a test
/// puts another thread's step between subscribing to the subject and being counted.
final class HookedConnectable<Element>: ConnectableObservableType, @unchecked Sendable {
  // Safe to share: used on one thread only, by single-threaded tests.
  let base: ConnectableObservable<Element>
  var afterSubscribe: (() -> Void)?

  init(_ base: ConnectableObservable<Element>) { self.base = base }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let subscription = base.subscribe(observer)
    let hook = afterSubscribe
    afterSubscribe = nil
    hook?()
    return subscription
  }

  func connect() -> Disposable { base.connect() }
}
