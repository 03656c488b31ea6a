import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// Carries an observer into a dispatched block.
private struct SendableObserver<Element>: @unchecked Sendable {
  // Safe to send: each test calls a given observer from one block at a time, and the observer
  // `create` hands out drops events after termination or disposal under its own atomics.
  let observer: AnyObserver<Element>
}

/// A source that emits `value` and completes from `queue`, after `subscribe` has returned.
private func asyncJust(_ value: Int, on queue: DispatchQueue) -> Observable<Int> {
  Observable.create { observer in
    let box = SendableObserver(observer: observer)
    queue.async {
      box.observer.onNext(value)
      box.observer.onCompleted()
    }
    return Disposables.create()
  }
}

@Suite(.checksResources)
struct ConcatStressTests {
  @Test func sourcesEndingOnOtherThreadsStayInOrder() {
    let queue = DispatchQueue(label: "concat.stress", attributes: .concurrent)
    let sources = (0..<2_000).map { asyncJust($0, on: queue) }
    let received = Locked<[Int]>([])
    let done = DispatchGroup()
    done.enter()
    let subscription = Observable.concat(sources).subscribe(
      onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.leave() })
    #expect(done.wait(timeout: .now() + 20) == .success)
    queue.sync(flags: .barrier) {}
    subscription.dispose()
    #expect(received.withLock { $0 } == Array(0..<2_000))
  }

  @Test func innerSequencesEndingOnOtherThreadsStayInOrder() {
    let queue = DispatchQueue(label: "concat.inner.stress", attributes: .concurrent)
    let outerQueue = DispatchQueue(label: "concat.outer")
    let outer = Observable<Observable<Int>>.create { observer in
      let box = SendableObserver(observer: observer)
      for value in 0..<2_000 {
        outerQueue.async { box.observer.onNext(asyncJust(value, on: queue)) }
      }
      outerQueue.async { box.observer.onCompleted() }
      return Disposables.create()
    }
    let received = Locked<[Int]>([])
    let done = DispatchGroup()
    done.enter()
    let subscription = outer.concat().subscribe(
      onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.leave() })
    #expect(done.wait(timeout: .now() + 20) == .success)
    outerQueue.sync {}
    queue.sync(flags: .barrier) {}
    subscription.dispose()
    #expect(received.withLock { $0 } == Array(0..<2_000))
  }
}
