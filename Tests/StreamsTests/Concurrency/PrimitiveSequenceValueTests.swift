import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct PrimitiveSequenceValueTests {
  @Test func singleValueReturnsTheElement() async throws {
    #expect(try await Single.just(7).value == 7)
  }

  @Test func singleValueThrowsTheError() async {
    await #expect(throws: TestError.boom) { try await Single<Int>.error(TestError.boom).value }
  }

  @Test func singleValueWaitsForAnAsynchronousResult() async throws {
    let single = Single<Int>.create { observer in
      DispatchQueue.global().async { observer(.success(42)) }
      return Disposables.create()
    }
    #expect(try await single.value == 42)
  }

  @Test func singleValueDisposesTheSubscriptionWhenItHasTheElement() async throws {
    let disposed = AsyncFlag()
    let single = Single<Int>.create { observer in
      observer(.success(1))
      return Disposables.create { disposed.fire() }
    }
    #expect(try await single.value == 1)
    #expect(disposed.isFired)
  }

  @Test func cancellingTheWaitingTaskDisposesAndThrowsCancellation() async {
    let subscribed = AsyncFlag()
    let disposed = AsyncFlag()
    let single = Single<Int>.create { _ in
      subscribed.fire()
      return Disposables.create { disposed.fire() }
    }
    let waiting = Task { try await single.value }
    #expect(await subscribed.wait())
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    #expect(disposed.isFired)
  }

  @Test func alreadyCancelledTaskThrowsWithoutWaiting() async {
    let waiting = Task {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
        continuation.resume()
      }
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Single<Int>.never().value
    }
    await #expect(throws: CancellationError.self) { try await waiting.value }
  }

  @Test func maybeValueIsTheElementOrNil() async throws {
    #expect(try await Maybe.just(3).value == 3)
    #expect(try await Maybe<Int>.empty().value == nil)
    await #expect(throws: TestError.other) { try await Maybe<Int>.error(TestError.other).value }
  }

  @Test func completableValueWaitsForCompletion() async throws {
    let finished = AsyncFlag()
    let completable = Completable.create { observer in
      DispatchQueue.global().async {
        finished.fire()
        observer(.completed)
      }
      return Disposables.create()
    }
    try await completable.value
    #expect(finished.isFired)
  }

  @Test func completableValueThrowsTheError() async {
    await #expect(throws: TestError.boom) { try await Completable.error(TestError.boom).value }
  }
}
