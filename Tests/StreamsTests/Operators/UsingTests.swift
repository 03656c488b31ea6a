import Streams
import StreamsTest
import TestSupport
import Testing

/// A concrete resource: `using` takes a `Disposable` type, not the `any Disposable` existential.
private final class Resource: Disposable {
  let value = 42
  private(set) var disposals = 0
  private let onDispose: () -> Void

  init(onDispose: @escaping () -> Void = {}) { self.onDispose = onDispose }

  func dispose() {
    disposals += 1
    onDispose()
  }
}

@Suite(.checksResources)
struct UsingTests {
  @Test func disposesTheResourceWhenTheSequenceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    var createdAt: [Int] = []
    var disposedAt: [Int] = []
    let res = scheduler.start { () -> Observable<Int> in
      Observable.using(
        { () -> Resource in
          createdAt.append(scheduler.clock)
          return Resource { disposedAt.append(scheduler.clock) }
        }, observableFactory: { _ in xs.asObservable() })
    }
    #expect(res.events == [.next(210, 1), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(createdAt == [200])
    #expect(disposedAt == [250])
  }

  @Test func disposesTheResourceWhenTheSequenceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(30, TestError.boom)])
    var disposedAt: [Int] = []
    let res = scheduler.start { () -> Observable<Int> in
      Observable.using(
        { Resource { disposedAt.append(scheduler.clock) } },
        observableFactory: { _ in xs.asObservable() })
    }
    #expect(res.events == [.next(210, 1), .error(230, TestError.boom)])
    #expect(disposedAt == [230])
  }

  @Test func disposesTheResourceOnDisposalAfterTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
    var log: [String] = []
    let res = scheduler.start(disposed: 300) { () -> Observable<Int> in
      Observable.using(
        { Resource { log.append("resource @\(scheduler.clock)") } },
        observableFactory: { _ in
          xs.do(onDispose: { log.append("sequence @\(scheduler.clock)") })
        })
    }
    #expect(res.events == [.next(210, 1)])
    #expect(xs.subscriptions == [Subscription(200, 300)])
    #expect(log == ["sequence @300", "resource @300"])
  }

  @Test func passesTheResourceToTheFactory() {
    let resource = Resource()
    var received: [Int] = []
    _ = Observable.using({ resource }, observableFactory: { .just($0.value) })
      .subscribe(onNext: { received.append($0) })
    #expect(received == [42])
    #expect(resource.disposals == 1)
  }

  @Test func thrownResourceFactoryErrorFailsWithoutBuildingTheSequence() {
    var built = false
    let res = TestScheduler(initialClock: 0).start { () -> Observable<Int> in
      Observable.using(
        { () throws -> Resource in throw TestError.boom },
        observableFactory: { _ in
          built = true
          return .just(1)
        })
    }
    #expect(res.events == [.error(200, TestError.boom)])
    #expect(!built)
  }

  @Test func thrownObservableFactoryErrorDisposesTheResource() {
    let resource = Resource()
    let res = TestScheduler(initialClock: 0).start { () -> Observable<Int> in
      Observable.using(
        { resource },
        observableFactory: { _ in throw TestError.other })
    }
    #expect(res.events == [.error(200, TestError.other)])
    #expect(resource.disposals == 1)
  }

  @Test func releasesResourceAndSequenceAfterDisposal() {
    weak var weakProbe: Probe?
    let subscription: Disposable
    do {
      let probe = Probe()
      weakProbe = probe
      let pending = Observable<Int>.create { observer in Disposables.create { _ = observer } }
      subscription = Observable.using(
        { Resource { _ = probe } }, observableFactory: { _ in pending }
      ).subscribe()
    }
    #expect(weakProbe != nil)
    subscription.dispose()
    #expect(weakProbe == nil)
  }
}
