import Dispatch
import Foundation
import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct AsyncCreateTests {
  @Test func singleCreateSendsTheResultOfTheWork() async throws {
    let baseline = Resources.total
    do {
      let single = Single<Int>.create {
        await Task.yield()
        return 42
      }
      #expect(try await single.value == 42)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func singleCreateSendsTheThrownError() async {
    let baseline = Resources.total
    do {
      let single = Single<Int>.create { throw TestError.boom }
      await #expect(throws: TestError.boom) { try await single.value }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func singleCreateRunsTheWorkOncePerSubscription() async throws {
    let baseline = Resources.total
    do {
      let counter = WorkCounter()
      let single = Single<Int>.create { counter.increment() }
      #expect(try await single.value == 1)
      #expect(try await single.value == 2)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func disposingCancelsTheTaskOfSingleCreate() async {
    let baseline = Resources.total
    do {
      let started = AsyncFlag()
      let cancelled = AsyncFlag()
      let exited = AsyncFlag()
      let delivered = AsyncFlag()
      let single = Single<Int>.create {
        defer { exited.fire() }
        started.fire()
        do {
          try await suspendUntilCancelled()
        } catch is CancellationError {
          if Task.isCancelled { cancelled.fire() }
          throw CancellationError()
        }
        return 1
      }
      let subscription = single.subscribe { _ in delivered.fire() }
      #expect(await started.wait())
      #expect(!cancelled.isFired)
      subscription.dispose()
      #expect(await cancelled.wait())
      #expect(await exited.wait())
      #expect(!delivered.isFired)
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func completableCreateCompletesWhenTheWorkReturns() async throws {
    let baseline = Resources.total
    do {
      let ran = AsyncFlag()
      try await Completable.create { ran.fire() }.value
      #expect(ran.isFired)
      await #expect(throws: TestError.other) {
        try await Completable.create { throw TestError.other }.value
      }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func observableCreateSendsElementsThenCompletes() async throws {
    let baseline = Resources.total
    do {
      let source = Observable<Int>.create { observer in
        observer.onNext(1)
        await Task.yield()
        observer.onNext(2)
      }
      var received: [Int] = []
      for try await value in source.values { received.append(value) }
      #expect(received == [1, 2])
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func observableCreateSendsTheThrownError() async {
    let baseline = Resources.total
    do {
      let source = Observable<Int>.create { observer in
        observer.onNext(1)
        throw TestError.boom
      }
      var received: [Int] = []
      await #expect(throws: TestError.boom) {
        for try await value in source.values { received.append(value) }
      }
      #expect(received == [1])
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func observableCreateStillPicksTheSynchronousOverload() {
    var received: [Int] = []
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }.subscribe(onNext: { received.append($0) })
    #expect(received == [1])
  }

  @Test func disposingCancelsTheTaskOfObservableCreate() async {
    let baseline = Resources.total
    do {
      let first = AsyncFlag()
      let cancelled = AsyncFlag()
      let exited = AsyncFlag()
      let source = Observable<Int>.create { observer in
        defer { exited.fire() }
        observer.onNext(1)
        do {
          try await suspendUntilCancelled()
        } catch {
          if Task.isCancelled && observer.isDisposed { cancelled.fire() }
          observer.onNext(2)
          throw error
        }
      }
      let received = ElementRecorder<Int>()
      let subscription = source.subscribe(onNext: { value in
        received.append(value)
        first.fire()
      })
      #expect(await first.wait())
      subscription.dispose()
      #expect(await cancelled.wait())
      #expect(await exited.wait())
      #expect(received.values == [1])
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func asyncSequenceAsObservableSendsElementsThenCompletes() async throws {
    let baseline = Resources.total
    do {
      let stream = AsyncStream<Int> { continuation in
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
      }
      var received: [Int] = []
      for try await value in stream.asObservable().values { received.append(value) }
      #expect(received == [1, 2, 3])
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func asyncSequenceAsObservableSendsTheError() async {
    let baseline = Resources.total
    do {
      let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
        continuation.yield(1)
        continuation.finish(throwing: TestError.boom)
      }
      await #expect(throws: TestError.boom) {
        for try await _ in stream.asObservable().values {}
      }
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }

  @Test func disposingStopsTheIterationOfTheAsyncSequence() async {
    let baseline = Resources.total
    do {
      let first = AsyncFlag()
      let terminated = AsyncFlag()
      let stream = AsyncStream<Int> { continuation in
        continuation.onTermination = { _ in terminated.fire() }
        continuation.yield(1)
      }
      let subscription = stream.asObservable().subscribe(onNext: { _ in first.fire() })
      #expect(await first.wait())
      #expect(!terminated.isFired)
      subscription.dispose()
      #expect(await terminated.wait())
    }
    // Locals are gone; wait for producer threads to let go too.
    #expect(await resourcesSettle(at: baseline))
  }
}

/// A thread-safe counter for work closures.
private final class WorkCounter: @unchecked Sendable {
  // Safe to share: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// A thread-safe list of received elements.
private final class ElementRecorder<Element>: @unchecked Sendable {
  // Safe to share: `recorded` is only touched under `lock`.
  private let lock = NSLock()
  private var recorded: [Element] = []

  var values: [Element] { lock.withLock { recorded } }

  func append(_ element: Element) { lock.withLock { recorded.append(element) } }
}
