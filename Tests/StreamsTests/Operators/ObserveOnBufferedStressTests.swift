import Dispatch
import Streams
import TestSupport
import Testing

/// `observe(on:bufferLimit:whenFull:)` with a source on one thread and drains on another.
///
/// On a concurrent scheduler the observer is never entered twice at once, elements keep their
/// order, the terminal event comes last, and dispose stops delivery. Runs under
/// ThreadSanitizer in `make tsan`.
@Suite(.checksResources)
struct ObserveOnBufferedStressTests {
  /// What the observer saw.
  struct Log {
    var events: [Event<Int>] = []
    var inside = false
    var overlaps = 0
  }

  /// A source that sends `count` elements and completes from a global queue.
  static func source(count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
      // Handed to one other thread, which alone calls it from then on.
      let sending = UncheckedSendable(observer)
      DispatchQueue.global().async {
        for index in 0..<count { sending.value.onNext(index) }
        sending.value.onCompleted()
      }
      return Disposables.create()
    }
  }

  @Test(arguments: [BufferOverflowPolicy.dropOldest, .dropNewest, .fail])
  func aFastSourceOnAnotherThreadKeepsTheGrammar(_ policy: BufferOverflowPolicy) {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    for _ in 0..<40 {
      let done = DispatchSemaphore(value: 0)
      let log = Locked(Log())
      let subscription = Self.source(count: 2_000)
        .observe(on: scheduler, bufferLimit: 8, whenFull: policy)
        .subscribe { event in
          log.withLock {
            if $0.inside { $0.overlaps += 1 }
            $0.inside = true
          }
          log.withLock {
            $0.events.append(event)
            $0.inside = false
          }
          if event.isStopEvent { done.signal() }
        }
      #expect(done.wait(timeout: .now() + 10) == .success)
      subscription.dispose()
      let seen = log.withLock { $0 }
      let elements = seen.events.compactMap(\.element)
      #expect(seen.overlaps == 0)
      #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 })
      #expect(seen.events.dropLast().allSatisfy { !$0.isStopEvent })
      switch policy {
      case .fail:
        let failed = seen.events.last == .error(BufferOverflowError(limit: 8))
        #expect(failed || (seen.events.last == .completed && elements.count == 2_000))
      case .dropOldest, .dropNewest:
        #expect(seen.events.last == .completed)
        if policy == .dropOldest { #expect(elements.last == 1_999) }
        if policy == .dropNewest { #expect(elements.first == 0) }
      }
    }
  }

  @Test func nothingIsDeliveredOnceDisposeHasReturned() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    for _ in 0..<200 {
      let disposed = Locked(false)
      let late = Locked(0)
      let first = DispatchSemaphore(value: 0)
      let subscription = Self.source(count: 5_000)
        .observe(on: scheduler, bufferLimit: 4, whenFull: .dropOldest)
        .subscribe { _ in
          if disposed.withLock({ $0 }) { late.withLock { $0 += 1 } }
          first.signal()
        }
      _ = first.wait(timeout: .now() + 10)
      subscription.dispose()
      disposed.withLock { $0 = true }
      #expect(late.withLock { $0 } == 0)
    }
  }
}
