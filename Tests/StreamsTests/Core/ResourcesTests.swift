import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct ResourcesTests {
  @Test func totalIsAnInt32AsInRxSwift() {
    let total: Int32 = Resources.total
    #expect(total >= 0)
  }

  @Test func totalCountsAnObservableWhileItLives() {
    let before = Resources.total
    do {
      let source = Observable.just(1)
      #expect(Resources.total == before + 1)
      _ = source
    }
    #expect(Resources.total == before)
  }

  @Test func totalCountsASubscriptionUntilItIsDisposed() {
    let subject = PublishSubject<Int>()
    let before = Resources.total
    do {
      let subscription = subject.subscribe(onNext: { _ in })
      #expect(Resources.total > before)
      subscription.dispose()
    }
    #expect(Resources.total == before)
    subject.onNext(1)
  }

  @Test func incrementAndDecrementReturnTheNewCount() {
    let before = Resources.total
    #expect(Resources.incrementTotal() == before + 1)
    #expect(Resources.total == before + 1)
    #expect(Resources.decrementTotal() == before)
    #expect(Resources.total == before)
  }
}
