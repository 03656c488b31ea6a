import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// A binding target that records what it is given, and where.
final class BindingTarget: @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.
  private let state = Locked((values: [Int](), onMainQueue: [Bool]()))

  var values: [Int] { state.withLock { $0.values } }
  var onMainQueue: [Bool] { state.withLock { $0.onMainQueue } }

  func set(_ value: Int) {
    let isMain = MainScheduler.isMainQueue
    state.withLock { state in
      state.values.append(value)
      state.onMainQueue.append(isMain)
    }
  }
}

/// Hands a non-`Sendable` value to another thread; the tests use it from one thread at a time.
struct Handoff<Value>: @unchecked Sendable {
  // Safe to share: each test touches the value from one thread at a time.
  let value: Value
}

@Suite(.checksResources)
struct BinderTests {
  @Test func deliversElementsOnTheGivenScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let target = BindingTarget()
    var times: [TestTime] = []
    let binder = Binder<Int>(target, scheduler: scheduler) { target, value in
      times.append(scheduler.clock)
      target.set(value)
    }
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
    scheduler.start()
    #expect(target.values == [1, 2])
    // Work scheduled for "now" on the test scheduler runs one tick later.
    #expect(times == [211, 221])
  }

  @Test func holdsTheTargetWeaklyAndDropsElementsOnceItIsGone() {
    let scheduler = TestScheduler(initialClock: 0)
    var target: BindingTarget? = BindingTarget()
    weak let weakTarget = target
    var calls = 0
    let binder = Binder<Int>(target!, scheduler: scheduler) { target, value in
      calls += 1
      target.set(value)
    }
    scheduler.scheduleAt(210) { binder.onNext(1) }
    scheduler.scheduleAt(220) { binder.onNext(2) }
    scheduler.scheduleAt(220) { target = nil }
    scheduler.scheduleAt(230) { binder.onNext(3) }
    scheduler.start()
    #expect(weakTarget == nil)
    // 1 was applied at 211; 2 was scheduled for 221, after the target died at 220.
    #expect(calls == 1)
  }

  @Test func anErrorGoesToTheDefaultHandlerInsteadOfCrashing() {
    let target = BindingTarget()
    let binder = Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) { target, value in
      target.set(value)
    }
    let errors = reportedErrors {
      _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(TestError.boom)
        return Disposables.create()
      }.bind(to: binder)
    }
    #expect(target.values == [1])
    #expect(errors.count == 1)
    #expect(errors.first as? TestError == .boom)
  }

  @Test func completionIsIgnored() {
    let target = BindingTarget()
    let binder = Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) { target, value in
      target.set(value)
    }
    let errors = reportedErrors {
      binder.onCompleted()
      binder.asObserver().onNext(5)
    }
    #expect(target.values == [5])
    #expect(errors.isEmpty)
  }

  @Test func defaultSchedulerDeliversOnTheMainQueue() {
    let target = BindingTarget()
    let delivered = DispatchGroup()
    delivered.enter()
    let binder = Handoff(
      value: Binder<Int>(target) { target, value in
        target.set(value)
        delivered.leave()
      })
    DispatchQueue.global().async { binder.value.onNext(1) }
    #expect(delivered.wait(timeout: .now() + 10) == .success)
    #expect(target.values == [1])
    #expect(target.onMainQueue == [true])
  }

  @Test func onTheMainQueueTheDefaultSchedulerDeliversAtOnce() {
    let target = BindingTarget()
    let done = DispatchGroup()
    done.enter()
    let binder = Handoff(value: Binder<Int>(target) { target, value in target.set(value) })
    let appliedAtOnce = Locked(false)
    DispatchQueue.main.async {
      binder.value.onNext(7)
      appliedAtOnce.withLock { $0 = target.values == [7] }
      done.leave()
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(appliedAtOnce.withLock { $0 })
    #expect(target.onMainQueue == [true])
  }
}
