import Streams
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct ValuesTests {
  @Test func receivesEveryElementThenEnds() async throws {
    var received: [Int] = []
    for try await value in Observable.from([1, 2, 3]).values { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test func rethrowsTheError() async {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError.boom)
      return Disposables.create()
    }
    var received: [Int] = []
    await #expect(throws: TestError.boom) {
      for try await value in source.values { received.append(value) }
    }
    #expect(received == [1])
  }

  @Test func buffersElementsSentBeforeIterationInOrder() async throws {
    let stream = Observable.from(Array(1...100)).values
    var received: [Int] = []
    for try await value in stream { received.append(value) }
    #expect(received == Array(1...100))
  }

  @Test func cancellingTheConsumingTaskDisposesTheSubscription() async {
    let disposed = AsyncFlag()
    let first = AsyncFlag()
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create { disposed.fire() }
    }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        do {
          for try await _ in source.values { first.fire() }
        } catch {}
      }
      #expect(await first.wait())
      #expect(!disposed.isFired)
      group.cancelAll()
      #expect(await disposed.wait())
    }
  }

  @Test func leavingTheLoopEarlyDisposesTheSubscription() async throws {
    let disposed = AsyncFlag()
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { disposed.fire() }
    }
    for try await value in source.values where value == 1 { break }
    #expect(await disposed.wait())
  }

  @Test func infallibleValuesNeedNoTry() async {
    var received: [Int] = []
    for await value in Infallible.of(1, 2, 3).values { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test func infallibleValuesCancellationDisposes() async {
    let disposed = AsyncFlag()
    let first = AsyncFlag()
    let source = Infallible<Int>.create { observer in
      observer(.next(1))
      return Disposables.create { disposed.fire() }
    }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await _ in source.values { first.fire() }
      }
      #expect(await first.wait())
      group.cancelAll()
      #expect(await disposed.wait())
    }
  }

  @Test func loopInATaskCancelledBeforeItStartsThrowsCancellationError() async {
    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      for try await _ in Observable<Int>.never().values {}
    }.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func cancellingAWaitingLoopThrowsCancellationError() async {
    let first = AsyncFlag()
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create()
    }
    let loop = Task {
      for try await _ in source.values { first.fire() }
    }
    #expect(await first.wait())
    loop.cancel()
    await #expect(throws: CancellationError.self) { try await loop.value }
  }

  @Test func loopOverASequenceThatEndedBeforeTheCancellationEndsNormally() async throws {
    let result = await Task { () -> [Int] in
      withUnsafeCurrentTask { $0?.cancel() }
      var received: [Int] = []
      for try await value in Observable.from([1, 2, 3]).values { received.append(value) }
      return received
    }.result
    #expect(try result.get() == [1, 2, 3])
  }
}
