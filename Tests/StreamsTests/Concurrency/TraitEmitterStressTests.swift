import Dispatch
import Foundation
import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct TraitEmitterStressTests {
  @Test func racingSingleResultsDeliverExactlyOne() {
    for _ in 0..<200 {
      let delivered = LockedCount()
      _ = Single<Int>.create { observer in
        DispatchQueue.concurrentPerform(iterations: 8) { index in
          observer(index.isMultiple(of: 2) ? .success(index) : .failure(TestError.boom))
        }
        return Disposables.create()
      }.subscribe { _ in delivered.add() }
      #expect(delivered.value == 1)
    }
  }

  @Test func racingDisposalAndSuccessNeverDeliverAfterDispose() {
    for _ in 0..<200 {
      let afterDispose = LockedCount()
      let disposed = LockedCount()
      var captured: Single<Int>.SingleObserver?
      let subscription = Single<Int>.create { observer in
        captured = observer
        return Disposables.create()
      }.subscribe { _ in
        if disposed.value > 0 { afterDispose.add() }
      }
      guard let observer = captured else { continue }
      captured = nil
      let dispose = SendableDisposal(subscription)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          dispose.run()
          disposed.add()
        } else {
          observer(.success(1))
        }
      }
      #expect(afterDispose.value == 0)
    }
  }

  @Test func concurrentSendsFromChildTasksNeverOverlap() async {
    let baseline = Resources.total
    do {
      let inside = LockedCount()
      let overlaps = LockedCount()
      let received = LockedCount()
      let completed = AsyncFlag()
      let source = Observable<Int>.create { observer in
        await withTaskGroup(of: Void.self) { group in
          for task in 0..<8 {
            group.addTask {
              for value in 0..<500 { observer.onNext(task * 1_000 + value) }
            }
          }
        }
      }
      let subscription = source.subscribe(
        onNext: { _ in
          if inside.add() > 1 { overlaps.add() }
          received.add()
          inside.subtract()
        },
        onCompleted: { completed.fire() })
      #expect(await completed.wait())
      subscription.dispose()
      #expect(received.value == 4_000)
      #expect(overlaps.value == 0)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }
}

/// A counter shared by the threads of a stress test.
private final class LockedCount: @unchecked Sendable {
  // Safe to share: `count` is only touched under `lock`.
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  @discardableResult
  func add() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }

  func subtract() { lock.withLock { count -= 1 } }
}

/// Carries a subscription into a concurrent block.
private struct SendableDisposal: @unchecked Sendable {
  // Safe to share: every Streams subscription may be disposed from any thread.
  let subscription: Disposable

  init(_ subscription: Disposable) { self.subscription = subscription }

  func run() { subscription.dispose() }
}
