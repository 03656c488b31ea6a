import Streams
import TestSupport
import Testing

/// Sources emitting on several threads at once: the downstream observer must never see
/// overlapping calls, nothing may follow the terminal event, and counts must be exact.
@Suite(.checksResources)
struct MultiSourceStressTests {
  let threads = 8
  let perThread = 5_000

  @Test func mergeFromManyThreads() {
    let sources = (0..<threads).map { _ in ManualSource<Int>() }
    let recorder = ConcurrentRecorder<Int>()
    let subscription = Observable.merge(sources.map { $0.asObservable() })
      .subscribe(recorder.on)
    let perThread = perThread
    let finished = runConcurrently(threads) { index in
      for value in 0..<perThread { sources[index].onNext(value) }
      sources[index].onCompleted()
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    #expect(recorder.received.count == threads * perThread)
    #expect(recorder.terminalEvents.count == 1)
    #expect(recorder.terminalEvents.first?.isCompleted == true)
    #expect(recorder.eventsAfterTerminal == 0)
    subscription.dispose()
  }

  @Test func flatMapWithInnersOnManyThreadsAndAnError() {
    let outer = ManualSource<Int>()
    let inners = (0..<threads).map { _ in ManualSource<Int>() }
    let recorder = ConcurrentRecorder<Int>()
    let subscription = outer.asObservable().flatMap { inners[$0].asObservable() }
      .subscribe(recorder.on)
    for index in 0..<threads { outer.onNext(index) }
    let perThread = perThread
    let finished = runConcurrently(threads) { index in
      for value in 0..<perThread { inners[index].onNext(value) }
      // One inner fails; everything after it must be dropped.
      if index == 0 { inners[index].onError(TestError.boom) } else { inners[index].onCompleted() }
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    #expect(recorder.terminalEvents.count == 1)
    #expect(recorder.terminalEvents.first?.error as? TestError == .boom)
    #expect(recorder.received.count <= threads * perThread)
    #expect(recorder.received.count >= perThread)
    #expect(inners.allSatisfy { !$0.hasObservers })
    #expect(!outer.hasObservers)
    subscription.dispose()
  }

  @Test func flatMapMaxConcurrentFromManyThreads() {
    let outer = ManualSource<Int>()
    let inners = (0..<threads).map { _ in ManualSource<Int>() }
    let recorder = ConcurrentRecorder<Int>()
    let subscription = outer.asObservable()
      .flatMap(maxConcurrent: threads) { inners[$0].asObservable() }
      .subscribe(recorder.on)
    for index in 0..<threads { outer.onNext(index) }
    outer.onCompleted()
    let perThread = perThread
    let finished = runConcurrently(threads) { index in
      for value in 0..<perThread { inners[index].onNext(value) }
      inners[index].onCompleted()
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    #expect(recorder.received.count == threads * perThread)
    #expect(recorder.terminalEvents.count == 1)
    #expect(recorder.terminalEvents.first?.isCompleted == true)
    #expect(recorder.eventsAfterTerminal == 0)
    subscription.dispose()
  }

  @Test func zipFromManyThreads() {
    let sources = (0..<4).map { _ in ManualSource<Int>() }
    let recorder = ConcurrentRecorder<[Int]>()
    let subscription = Observable.zip(sources.map { $0.asObservable() }).subscribe(recorder.on)
    let perThread = perThread
    let finished = runConcurrently(4) { index in
      for value in 0..<perThread { sources[index].onNext(value) }
      sources[index].onCompleted()
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    let rows = recorder.received
    #expect(rows.count == perThread)
    #expect(rows.enumerated().allSatisfy { index, row in row == [index, index, index, index] })
    #expect(recorder.terminalEvents.count == 1)
    #expect(recorder.terminalEvents.first?.isCompleted == true)
    #expect(recorder.eventsAfterTerminal == 0)
    subscription.dispose()
  }

  @Test func combineLatestFromManyThreads() {
    let sources = (0..<4).map { _ in ManualSource<Int>() }
    let recorder = ConcurrentRecorder<Int>()
    let subscription = Observable.combineLatest(sources.map { $0.asObservable() }) {
      $0.reduce(0, +)
    }.subscribe(recorder.on)
    // Fill every slot first, so each later element yields exactly one result.
    for source in sources { source.onNext(0) }
    let perThread = perThread
    let finished = runConcurrently(4) { index in
      for value in 1...perThread { sources[index].onNext(value) }
      sources[index].onCompleted()
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    let results = recorder.received
    #expect(results.count == 1 + 4 * perThread)
    #expect(results.last == 4 * perThread)
    #expect(recorder.terminalEvents.count == 1)
    #expect(recorder.terminalEvents.first?.isCompleted == true)
    #expect(recorder.eventsAfterTerminal == 0)
    subscription.dispose()
  }

  @Test func withLatestFromWithBothSidesOnThreads() {
    let first = ManualSource<Int>()
    let second = ManualSource<Int>()
    let recorder = ConcurrentRecorder<Int>()
    let subscription = first.asObservable().withLatestFrom(second.asObservable()) { $1 }
      .subscribe(recorder.on)
    second.onNext(0)
    let perThread = perThread
    let finished = runConcurrently(2) { index in
      if index == 0 {
        for value in 0..<perThread { first.onNext(value) }
        first.onCompleted()
      } else {
        for value in 1...perThread { second.onNext(value) }
      }
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    let received = recorder.received
    #expect(received.count == perThread)
    // The latest value of `second` only ever moves forward.
    #expect(zip(received, received.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(recorder.terminalEvents.count == 1)
    #expect(recorder.eventsAfterTerminal == 0)
    subscription.dispose()
  }

  @Test func reentrantAndConcurrentSendsIntoOneMerge() {
    let a = ManualSource<Int>()
    let b = ManualSource<Int>()
    let recorder = ConcurrentRecorder<Int>()
    let perThread = perThread
    // Each element from `a` is echoed into `b` from inside the observer.
    let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe { event in
      recorder.on(event)
      if case .next(let value) = event, value < perThread { b.onNext(perThread + value) }
    }
    let finished = runConcurrently(2) { index in
      if index == 0 {
        for value in 0..<perThread { a.onNext(value) }
      } else {
        for value in 0..<perThread { b.onNext(2 * perThread + value) }
      }
    }
    #expect(finished)
    #expect(recorder.maxConcurrentCalls == 1)
    #expect(recorder.received.count == 3 * perThread)
    subscription.dispose()
  }
}
