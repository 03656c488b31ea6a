import Dispatch
import Streams
import StreamsBlocking
import StreamsTest
import TestSupport
import Testing

@Suite(.checksResources)
struct BlockingObservableTests {
  /// A sequence that emits `elements` on a background queue, then completes.
  func background(_ elements: [Int]) -> Observable<Int> {
    Observable.from(elements, scheduler: SerialDispatchQueueScheduler(qos: .default))
  }

  @Test func toArrayReturnsEveryElement() throws {
    #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
    #expect(try background([4, 5]).toBlocking(timeout: 10).toArray() == [4, 5])
  }

  @Test func toArrayThrowsTheError() {
    let failing = Observable.concat(.just(1), Observable<Int>.error(TestError.boom))
    #expect(throws: TestError.boom) { try failing.toBlocking().toArray() }
  }

  @Test func firstReturnsTheFirstElementAndStopsTheSource() throws {
    var pulled = 0
    let endless = Observable.from(
      (0..<1_000_000).lazy.map { value -> Int in
        pulled += 1
        return value
      })
    #expect(try endless.toBlocking().first() == 0)
    #expect(pulled == 1)
    #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    #expect(try background([7, 8]).toBlocking(timeout: 10).first() == 7)
  }

  @Test func firstThrowsAnErrorThatComesBeforeAnyElement() {
    #expect(throws: TestError.boom) {
      try Observable<Int>.error(TestError.boom).toBlocking().first()
    }
  }

  @Test func lastReturnsTheLastElement() throws {
    #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
    #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    let failing = Observable.concat(.just(1), Observable<Int>.error(TestError.boom))
    #expect(throws: TestError.boom) { try failing.toBlocking().last() }
  }

  @Test func singleReturnsTheOnlyElementOrThrows() throws {
    #expect(try Observable.just(4).toBlocking().single() == 4)
    #expect(throws: RxError.noElements) { try Observable<Int>.empty().toBlocking().single() }
    #expect(throws: RxError.moreThanOneElement) {
      try Observable.of(1, 2).toBlocking().single()
    }
  }

  @Test func singleWithAPredicateCountsOnlyMatches() throws {
    #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 } == 2)
    #expect(throws: RxError.noElements) {
      try Observable.of(1, 3).toBlocking().single { $0 % 2 == 0 }
    }
    #expect(throws: RxError.moreThanOneElement) {
      try Observable.of(2, 3, 4).toBlocking().single { $0 % 2 == 0 }
    }
    #expect(throws: TestError.boom) {
      try Observable.of(1).toBlocking().single { _ in throw TestError.boom }
    }
  }

  @Test func materializeReportsTheElementsAndHowTheSequenceEnded() {
    switch Observable.of(1, 2).toBlocking().materialize() {
    case .completed(let elements): #expect(elements == [1, 2])
    case .failed: Issue.record("expected completion")
    }
    let failing = Observable.concat(.just(1), Observable<Int>.error(TestError.boom))
    switch failing.toBlocking().materialize() {
    case .completed: Issue.record("expected failure")
    case .failed(let elements, let error):
      #expect(elements == [1])
      #expect(error as? TestError == .boom)
    }
  }

  @Test func aSourceThatNeverEndsTimesOutWithRxErrorTimeout() {
    let never = Observable<Int>.never()
    #expect(throws: RxError.timeout) { try never.toBlocking(timeout: 0.01).toArray() }
    let subject = PublishSubject<Int>()
    let partial = Observable.concat(.just(1), subject.asObservable())
    switch partial.toBlocking(timeout: 0.01).materialize() {
    case .completed: Issue.record("expected a timeout")
    case .failed(let elements, let error):
      #expect(elements == [1])
      #expect(error as? RxError == .timeout)
    }
    #expect(!subject.hasObservers)
  }

  @Test func traitsBlockToo() throws {
    #expect(try Single.just(1).toBlocking().single() == 1)
    #expect(try Maybe<Int>.empty().toBlocking().toArray() == [])
    #expect(try Completable.empty().toBlocking().toArray().isEmpty)
    #expect(try Infallible.of(1, 2).toBlocking().last() == 2)
  }
}
