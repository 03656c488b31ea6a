import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct SingleTests {
  @Test func createSendsSuccessAsElementThenCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single<Int>.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
          observer(.success(1))
          observer(.success(2))
          observer(.failure(TestError.boom))
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.next(250, 1), .completed(250)])
  }

  @Test func createSendsFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single<Int>.create { observer in
        scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
          observer(.failure(TestError.boom))
          observer(.success(1))
          return Disposables.create()
        }
      }
    }
    #expect(res.events == [.error(230, TestError.boom)])
  }

  @Test func createDisposesItsDisposableOnSuccessAndOnDispose() {
    var disposed = 0
    _ = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create { disposed += 1 }
    }.subscribe { _ in }
    #expect(disposed == 1)
    let pending = Single<Int>.create { _ in Disposables.create { disposed += 1 } }.subscribe { _ in
    }
    #expect(disposed == 1)
    pending.dispose()
    #expect(disposed == 2)
  }

  @Test func createDropsResultAfterDispose() {
    var captured: Single<Int>.SingleObserver?
    var results: [SingleEvent<Int>] = []
    let subscription = Single<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }.subscribe { results.append($0) }
    subscription.dispose()
    captured?(.success(1))
    captured = nil
    #expect(results.isEmpty)
  }

  @Test func subscribeCallsHandlersThenOnDisposed() {
    var log: [String] = []
    _ = Single.just(1).subscribe(
      onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
      onDisposed: { log.append("disposed") })
    _ = Single<Int>.error(TestError.boom).subscribe(
      onSuccess: { _ in log.append("success") }, onFailure: { log.append("failure \($0)") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["success 1", "disposed", "failure boom", "disposed"])
  }

  @Test func subscribeWithObjectSkipsHandlersOnceObjectIsGone() {
    var log: [String] = []
    var observer: AnyObserver<Int>?
    let source = Observable<Int>.create { o in
      observer = o
      return Disposables.create()
    }.asSingle()
    let subscription: Disposable
    do {
      let probe = Probe()
      subscription = source.subscribe(
        with: probe, onSuccess: { _, value in log.append("success \(value)") },
        onDisposed: { _ in log.append("disposed") })
    }
    observer?.onNext(1)
    observer?.onCompleted()
    observer = nil
    subscription.dispose()
    #expect(log.isEmpty)
  }

  @Test func justErrorAndNever() {
    let just = TestScheduler(initialClock: 0).start { Single.just(7) }
    #expect(just.events == [.next(200, 7), .completed(200)])
    let error = TestScheduler(initialClock: 0).start { Single<Int>.error(TestError.boom) }
    #expect(error.events == [.error(200, TestError.boom)])
    #expect(TestScheduler(initialClock: 0).start { Single<Int>.never() }.events.isEmpty)
  }

  @Test func justOnSchedulerSendsLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(7, scheduler: scheduler) }
    // RxSwift's `just(_:scheduler:)` timing: the completion is a second action, a tick later.
    #expect(res.events == [.next(201, 7), .completed(202)])
  }
}
