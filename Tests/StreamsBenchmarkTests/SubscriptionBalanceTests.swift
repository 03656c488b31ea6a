import Streams
import StreamsBenchmarkKit
import StreamsTest
import TestSupport
import Testing

/// A subscription that is over leaves nothing allocated: after a warm-up, 1,000 rounds of
/// subscribing to a synchronous source and disposing free every block they allocate.
///
/// Counted on the test's own thread only (`Memory.countingAllocationsOnThisThread`), where all
/// of this work runs, so other tests running meanwhile do not disturb the counts. Before the
/// hooks moved into a struct, each path that subscribes without `onError` kept two blocks
/// (80 bytes) per subscription. The resource gate of `.checksResources` keeps any other
/// counting (the smoke test's) from running at the same time.
@Suite(.checksResources, .enabled(if: Memory.countsAllocations))
struct SubscriptionBalanceTests {
  /// The ways in and out of a subscription that apps use most.
  enum Path: String, CaseIterable, Sendable {
    case subscribeOnNext, subscribeAllClosures, subscribeObserver, bindOnNext, bindToRelay
    case drive, disposeBag, subjectSubscriber, share, flatMapInners

    /// State that outlives the rounds, as in an app: a relay, a subject, a shared sequence.
    final class Fixture: Sendable {
      let relay = PublishRelay<Int>()
      let subject = PublishSubject<Int>()
      let shared: Observable<Int>

      init() { shared = subject.take(1).share(replay: 1) }
    }

    func round(_ fixture: Fixture) {
      let source = Observable.just(1).map { $0 * 3 }
      switch self {
      case .subscribeOnNext: source.subscribe(onNext: { _ in }).dispose()
      case .subscribeAllClosures:
        source.subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {})
          .dispose()
      case .subscribeObserver: source.subscribe(AnyObserver { _ in }).dispose()
      case .bindOnNext: source.bind(onNext: { _ in }).dispose()
      case .bindToRelay: source.bind(to: fixture.relay).dispose()
      case .drive:
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
          _ = source.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in })
        }
        scheduler.start()
      case .disposeBag:
        let bag = DisposeBag()
        source.subscribe(onNext: { _ in }).disposed(by: bag)
      case .subjectSubscriber: fixture.subject.subscribe(onNext: { _ in }).dispose()
      case .share:
        let first = fixture.shared.subscribe(onNext: { _ in })
        let second = fixture.shared.subscribe(onNext: { _ in })
        fixture.subject.onNext(1)
        first.dispose()
        second.dispose()
      case .flatMapInners:
        Observable.from([1, 2, 3]).flatMap { Observable.just($0) }.subscribe(onNext: { _ in })
          .dispose()
      }
    }
  }

  @Test(arguments: Path.allCases)
  func roundsFreeEveryBlockTheyAllocate(_ path: Path) {
    let fixture = Path.Fixture()
    for _ in 0..<100 { path.round(fixture) }
    let (_, counts) = Memory.countingAllocationsOnThisThread {
      for _ in 0..<1_000 { path.round(fixture) }
    }
    #expect(counts.allocations > 0)
    #expect(counts.frees == counts.allocations)
    #expect(counts.netBytes == 0, "1,000 rounds kept \(counts.netBytes) bytes")
  }
}
