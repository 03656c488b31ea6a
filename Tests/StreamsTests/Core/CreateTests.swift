import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct CreateTests {
  @Test func dropsEventsAfterTerminal() {
    var events: [Event<Int>] = []
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError.boom)
      return Disposables.create()
    }.subscribe { events.append($0) }
    #expect(events == [.next(1), .completed])
  }

  @Test func disposesReturnedDisposableOnTermination() {
    var disposed = 0
    _ = Observable<Int>.create { observer in
      observer.onCompleted()
      return Disposables.create { disposed += 1 }
    }.subscribe()
    #expect(disposed == 1)
  }

  @Test func disposesReturnedDisposableOnDispose() {
    var disposed = 0
    let subscription = Observable<Int>.create { _ in
      Disposables.create { disposed += 1 }
    }.subscribe()
    #expect(disposed == 0)
    subscription.dispose()
    subscription.dispose()
    #expect(disposed == 1)
  }

  @Test func dropsEventsAfterDispose() {
    var captured: AnyObserver<Int>?
    var received: [Int] = []
    let subscription = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }.subscribe(onNext: { received.append($0) })
    captured?.onNext(1)
    subscription.dispose()
    captured?.onNext(2)
    captured = nil
    #expect(received == [1])
  }

  @Test func subscribeCallsHandlersInOrder() {
    var log: [String] = []
    _ = Observable.of(1, 2).subscribe(
      onNext: { log.append("next \($0)") },
      onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test func onDisposedRunsOnExplicitDispose() {
    var disposed = 0
    let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed += 1 })
    subscription.dispose()
    subscription.dispose()
    #expect(disposed == 1)
  }

  @Test func subscribeWithObjectDropsEventsAfterObjectDies() {
    final class Owner { var values: [Int] = [] }
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    var captured: AnyObserver<Int>?
    let subscription = Observable<Int>.create { observer in
      captured = observer
      return Disposables.create()
    }.subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
    captured?.onNext(1)
    #expect(owner?.values == [1])
    owner = nil
    #expect(weakOwner == nil)
    captured?.onNext(2)
    captured = nil
    subscription.dispose()
  }

  @Test func unhandledErrorGoesToHook() {
    let original = Hooks.defaultErrorHandler
    defer { Hooks.defaultErrorHandler = original }
    var reported: [Error] = []
    Hooks.defaultErrorHandler = { _, error in reported.append(error) }
    _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
    #expect(reported.count == 1)
    #expect(reported.first as? TestError == .boom)
  }

  @Test func observerTypeSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    _ = Observable.of(1, 2).subscribe(observer)
    #expect(observer.events == [.next(0, 1), .next(0, 2), .completed(0)])
  }

  @Test func customObservableTypeIsAdaptedByAsObservable() {
    struct Twice: ObservableType {
      typealias Element = Int
      func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
      where Observer.Element == Int {
        observer.onNext(2)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create()
      }
    }
    var received: [Int] = []
    _ = Twice().asObservable().map { $0 * 2 }.subscribe(onNext: { received.append($0) })
    #expect(received == [4, 4])
  }
}
