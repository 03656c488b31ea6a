import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct MulticastTests {
  static func source(_ scheduler: TestScheduler, endingWith end: Recorded<Event<Int>>)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
      .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), end, .next(450, 9),
      .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24),
      .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28),
    ])
  }

  /// Connects at 300–400, 420–530 (a second connect at 440 shares it), 575–621.
  static func scheduleConnections(_ scheduler: TestScheduler, _ ys: ConnectableObservable<Int>) {
    let first = SerialDisposable()
    let inner = SerialDisposable()
    let last = SerialDisposable()
    scheduler.scheduleAt(300) { first.disposable = ys.connect() }
    scheduler.scheduleAt(400) { first.dispose() }
    let second = SerialDisposable()
    scheduler.scheduleAt(420) { second.disposable = ys.connect() }
    scheduler.scheduleAt(440) { inner.disposable = ys.connect() }
    scheduler.scheduleAt(530) { inner.dispose() }
    scheduler.scheduleAt(575) { last.disposable = ys.connect() }
    scheduler.scheduleAt(590) { second.dispose() }
    scheduler.scheduleAt(621) { last.dispose() }
  }

  @Test func makeSubjectGivesEachConnectionAFreshSubject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, endingWith: .next(435, 0))
    let ys = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 3) })
    Self.scheduleConnections(scheduler, ys)
    let res = scheduler.recordSubscription(to: ys, at: 405)
    scheduler.start()
    // Subscribed between connections: nothing from the first, the second's elements, and
    // nothing from the third (it has a new subject).
    #expect(res.events == [.next(430, 2), .next(435, 0), .next(450, 9), .next(520, 11)])
    #expect(
      xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
  }

  @Test func oneSubjectServesEveryConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, endingWith: .next(435, 0))
    let ys = xs.multicast(ReplaySubject<Int>.create(bufferSize: 3))
    Self.scheduleConnections(scheduler, ys)
    let res = scheduler.recordSubscription(to: ys, at: 405)
    scheduler.start()
    #expect(
      res.events == [
        .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(435, 0), .next(450, 9),
        .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26),
        .next(620, 27),
      ])
    #expect(
      xs.subscriptions == [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
  }

  /// Subscribes `res` at 405; on the terminal event it subscribes `res` again and connects,
  /// before `res` sees that event (like `do(onCompleted:)` / `do(onError:)`).
  static func resubscribeOnEnd(
    _ scheduler: TestScheduler, _ ys: ConnectableObservable<Int>, _ res: TestableObserver<Int>
  ) {
    let subscription = SerialDisposable()
    scheduler.scheduleAt(405) {
      subscription.disposable = ys.subscribe { event in
        if event.isStopEvent {
          subscription.disposable = ys.subscribe(res)
          _ = ys.connect()
        }
        res.on(event)
      }
    }
    scheduler.scheduleAt(1000) { subscription.dispose() }
  }

  @Test func afterCompletionAFreshSubjectAndConnectionServeTheNextSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, endingWith: .completed(435))
    let ys = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    Self.scheduleConnections(scheduler, ys)
    let res = scheduler.createObserver(Int.self)
    Self.resubscribeOnEnd(scheduler, ys, res)
    scheduler.start()
    #expect(res.events == [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
    #expect(
      xs.subscriptions == [
        Subscription(300, 400), Subscription(420, 435), Subscription(435, 530),
        Subscription(575, 621),
      ])
  }

  @Test func afterAnErrorAFreshSubjectAndConnectionServeTheNextSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, endingWith: .error(435, TestError.boom))
    let ys = xs.multicast(makeSubject: { PublishSubject<Int>() })
    Self.scheduleConnections(scheduler, ys)
    let res = scheduler.createObserver(Int.self)
    Self.resubscribeOnEnd(scheduler, ys, res)
    scheduler.start()
    #expect(
      res.events == [.next(430, 2), .error(435, TestError.boom), .next(450, 9), .next(520, 11)])
    #expect(
      xs.subscriptions == [
        Subscription(300, 400), Subscription(420, 435), Subscription(435, 530),
        Subscription(575, 621),
      ])
  }

  @Test func anEndedForeverSubjectGreetsTheNextSubscriberWithItsEnding() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, endingWith: .completed(435))
    let ys = xs.multicast(ReplaySubject<Int>.create(bufferSize: 1))
    Self.scheduleConnections(scheduler, ys)
    let res = scheduler.createObserver(Int.self)
    Self.resubscribeOnEnd(scheduler, ys, res)
    scheduler.start()
    #expect(
      res.events == [
        .next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435),
      ])
    // An explicit connect() still subscribes the source again, as in RxSwift.
    #expect(
      xs.subscriptions == [
        Subscription(300, 400), Subscription(420, 435), Subscription(435, 530),
        Subscription(575, 621),
      ])
  }

  @Test func publishBroadcastsOnlyWhileConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = Self.source(scheduler, endingWith: .next(435, 0))
    let ys = xs.publish()
    let connection = SerialDisposable()
    scheduler.scheduleAt(300) { connection.disposable = ys.connect() }
    scheduler.scheduleAt(400) { connection.disposable = Disposables.create() }
    scheduler.scheduleAt(500) { connection.disposable = ys.connect() }
    scheduler.scheduleAt(550) { connection.dispose() }
    let early = scheduler.recordSubscription(to: ys, at: 200)
    let between = scheduler.recordSubscription(to: ys, at: 450)
    scheduler.start()
    #expect(early.events == [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
    #expect(between.events == [.next(520, 11)])
    #expect(xs.subscriptions == [Subscription(300, 400), Subscription(500, 550)])
  }

  @Test func replayGivesLateSubscribersTheConnectionsLatestElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .completed(90),
    ])
    let ys = xs.replay(3)
    let connection = SerialDisposable()
    scheduler.scheduleAt(400) { connection.disposable = ys.connect() }
    scheduler.scheduleAt(700) { connection.dispose() }
    let res = scheduler.recordSubscription(to: ys, at: 445)
    scheduler.start()
    #expect(
      res.events == [
        .next(445, 9), .next(445, 11), .next(445, 20), .next(450, 22), .completed(490),
      ]
    )
    #expect(xs.subscriptions == [Subscription(400, 490)])
  }

  @Test func replayAllGivesLateSubscribersEveryElementOfTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(10, 5), .next(20, 9), .next(30, 11), .error(60, TestError.boom),
    ])
    let ys = xs.replayAll()
    let connection = SerialDisposable()
    scheduler.scheduleAt(400) { connection.disposable = ys.connect() }
    scheduler.scheduleAt(700) { connection.dispose() }
    let res = scheduler.recordSubscription(to: ys, at: 435)
    scheduler.start()
    #expect(
      res.events == [.next(435, 5), .next(435, 9), .next(435, 11), .error(460, TestError.boom)])
    #expect(xs.subscriptions == [Subscription(400, 460)])
  }

  @Test func connectWhileConnectedReturnsTheLiveConnection() {
    var subscribed = 0
    var disposed = 0
    let source = Observable<Int>.create { _ in
      subscribed += 1
      return Disposables.create { disposed += 1 }
    }
    let ys = source.publish()
    let first = ys.connect()
    let second = ys.connect()
    #expect(subscribed == 1)
    second.dispose()
    #expect(disposed == 1)
    first.dispose()
    let third = ys.connect()
    #expect(subscribed == 2)
    third.dispose()
    #expect(disposed == 2)
  }

  @Test func synchronousSourcesReleaseEverythingWhenTheyEnd() {
    var events: [Event<Int>] = []
    let completing = Observable.just(1).publish()
    let subscription = completing.subscribe { events.append($0) }
    _ = completing.connect()
    let failing = Observable<Int>.error(TestError.boom).multicast(PublishSubject<Int>())
    _ = failing.subscribe { events.append($0) }
    _ = failing.connect()
    #expect(events == [.next(1), .completed, .error(TestError.boom)])
    subscription.dispose()
  }
}
