import Streams
import TestSupport
import Testing

@Suite(.checksResources)
struct DisposeBagTests {
  @Test func disposesEverythingWhenDeallocated() {
    var log: [Int] = []
    do {
      let bag = DisposeBag()
      Disposables.create { log.append(1) }.disposed(by: bag)
      bag.insert(Disposables.create { log.append(2) }, Disposables.create { log.append(3) })
      #expect(log.isEmpty)
    }
    #expect(log == [1, 2, 3])
  }

  @Test func initialisersTakeDisposables() {
    var log: [Int] = []
    do {
      _ = DisposeBag(disposing: Disposables.create { log.append(1) })
      _ = DisposeBag(disposing: [Disposables.create { log.append(2) }])
    }
    #expect(log == [1, 2])
  }

  @Test func finishedSubscriptionsDoNotAccumulate() {
    let bag = DisposeBag()
    for value in 0..<10_000 {
      Observable.just(value).subscribe().disposed(by: bag)
    }
    #expect(bag.count == 0)
  }

  @Test func prunesSubscriptionsThatEndAfterInsertion() {
    let bag = DisposeBag()
    var subscriptions: [Disposable] = []
    for _ in 0..<1_000 {
      let subscription = Observable<Int>.never().subscribe()
      subscription.disposed(by: bag)
      subscriptions.append(subscription)
    }
    for subscription in subscriptions { subscription.dispose() }
    subscriptions = []
    for _ in 0..<100 { Observable<Int>.never().subscribe().disposed(by: bag) }
    #expect(bag.count <= 100 + 32)
  }

  @Test func liveSubscriptionsAreKept() {
    let bag = DisposeBag()
    for _ in 0..<100 { Observable<Int>.never().subscribe().disposed(by: bag) }
    #expect(bag.count == 100)
  }
}
