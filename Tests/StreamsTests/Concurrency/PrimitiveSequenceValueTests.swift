import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct PrimitiveSequenceValueTests {
  @Test func singleValueReturnsTheElement() async throws {
    let baseline = Resources.total
    do {
      #expect(try await Single.just(7).value == 7)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func singleValueThrowsTheError() async {
    let baseline = Resources.total
    do {
      await #expect(throws: TestError.boom) { try await Single<Int>.error(TestError.boom).value }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func singleValueWaitsForAnAsynchronousResult() async throws {
    let baseline = Resources.total
    do {
      let single = Single<Int>.create { observer in
        DispatchQueue.global().async { observer(.success(42)) }
        return Disposables.create()
      }
      #expect(try await single.value == 42)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func singleValueDisposesTheSubscriptionWhenItHasTheElement() async throws {
    let baseline = Resources.total
    do {
      let disposed = AsyncFlag()
      let single = Single<Int>.create { observer in
        observer(.success(1))
        return Disposables.create { disposed.fire() }
      }
      #expect(try await single.value == 1)
      #expect(disposed.isFired)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func cancellingTheWaitingTaskDisposesAndThrowsCancellation() async {
    let baseline = Resources.total
    do {
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
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func alreadyCancelledTaskThrowsWithoutWaiting() async {
    let baseline = Resources.total
    do {
      let waiting = Task {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
          continuation.resume()
        }
        withUnsafeCurrentTask { $0?.cancel() }
        return try await Single<Int>.never().value
      }
      await #expect(throws: CancellationError.self) { try await waiting.value }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func maybeValueIsTheElementOrNil() async throws {
    let baseline = Resources.total
    do {
      #expect(try await Maybe.just(3).value == 3)
      #expect(try await Maybe<Int>.empty().value == nil)
      await #expect(throws: TestError.other) { try await Maybe<Int>.error(TestError.other).value }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func completableValueWaitsForCompletion() async throws {
    let baseline = Resources.total
    do {
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
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func completableValueThrowsTheError() async {
    let baseline = Resources.total
    do {
      await #expect(throws: TestError.boom) { try await Completable.error(TestError.boom).value }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  /// Runs `body` in a task that is cancelled before `body` starts.
  func inCancelledTask<Value: Sendable>(
    _ body: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, Swift.Error> {
    await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await body()
    }.result
  }

  @Test func alreadyCancelledTaskGetsTheResultOfASourceThatEndsWhileSubscribed() async throws {
    let baseline = Resources.total
    do {
      #expect(try await inCancelledTask { try await Single.just(7).value }.get() == 7)
      #expect(try await inCancelledTask { try await Maybe.just(3).value }.get() == 3)
      #expect(try await inCancelledTask { try await Maybe<Int>.empty().value }.get() == nil)
      try await inCancelledTask { try await Completable.empty().value }.get()
      // The source's own error, not CancellationError.
      let failed = await inCancelledTask { try await Single<Int>.error(TestError.boom).value }
      #expect(throws: TestError.boom) { try failed.get() }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func alreadyCancelledTaskDisposesAPendingSubscription() async {
    let baseline = Resources.total
    do {
      let disposed = AsyncFlag()
      let single = Single<Int>.create { _ in Disposables.create { disposed.fire() } }
      let result = await inCancelledTask { try await single.value }
      #expect(throws: CancellationError.self) { try result.get() }
      #expect(disposed.isFired)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }
}
