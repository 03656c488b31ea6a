import Dispatch
import Streams
import StreamsTest
import TestSupport
import Testing

/// Counts the subscriptions a wrapped source has now and has had in all.
final class UpstreamCounter: @unchecked Sendable {
  // Safe to share: both counters are atomic.
  let active = AtomicCell<Int>(0)
  let total = AtomicCell<Int>(0)

  func wrap<Element>(_ source: Observable<Element>) -> Observable<Element> {
    Observable.create { observer in
      self.active.add(1, ordering: .acquiringAndReleasing)
      self.total.add(1, ordering: .acquiringAndReleasing)
      let subscription = source.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        self.active.subtract(1, ordering: .acquiringAndReleasing)
      }
    }
  }
}

/// A few microseconds of work the optimiser cannot drop, with no shared memory touched.
func busyWork(_ iterations: Int = 50_000) {
  var sum = 0
  for step in 0..<iterations { sum &+= step }
  withExtendedLifetime(sum) {}
}

@Suite(.checksResources)
struct ShareStressTests {
  @Test(arguments: [0, 1])
  func subscribersComingAndGoingNeverLeaveTheSourceConnected(replay: Int) {
    let source = PublishSubject<Int>()
    let counter = UpstreamCounter()
    let shared = counter.wrap(source.asObservable()).share(replay: replay)
    let failures = AtomicCell<Int>(0)
    let finished = runConcurrently(threads: 5) { index in
      if index == 0 {
        for value in 0..<20_000 { source.onNext(value) }
        return
      }
      for _ in 0..<500 {
        let probe = ConcurrencyProbe()
        let subscription = shared.subscribe { probe.on($0) }
        subscription.dispose()
        if probe.overlaps != 0 || probe.terminals != 0 { failures.add(1, ordering: .relaxed) }
      }
    }
    #expect(finished)
    #expect(failures.load(ordering: .acquiring) == 0)
    #expect(counter.active.load(ordering: .acquiring) == 0)
    #expect(counter.total.load(ordering: .acquiring) >= 1)
    #expect(!source.hasObservers)
  }

  @Test func aSteadySubscriberKeepsOneConnectionWhileOthersChurn() {
    let source = PublishSubject<Int>()
    let counter = UpstreamCounter()
    let shared = counter.wrap(source.asObservable()).share()
    let steady = ConcurrencyProbe()
    let steadySubscription = shared.subscribe { steady.on($0) }
    let finished = runConcurrently(threads: 4) { index in
      if index == 0 {
        for value in 0..<10_000 { source.onNext(value) }
        return
      }
      for _ in 0..<500 { shared.subscribe { _ in }.dispose() }
    }
    #expect(finished)
    #expect(steady.nexts == 10_000)
    #expect(steady.overlaps == 0)
    #expect(counter.total.load(ordering: .acquiring) == 1)
    steadySubscription.dispose()
    #expect(counter.active.load(ordering: .acquiring) == 0)
  }

  @Test func foreverNeverSubscribesAgainWhenLateSubscribersRace() {
    for _ in 0..<10 {
      let counter = UpstreamCounter()
      let shared = counter.wrap(Observable.of(1, 2, 3)).share(replay: 2, scope: .forever)
      _ = shared.subscribe()
      let probes = Locked<[ConcurrencyProbe]>([])
      let finished = runConcurrently(threads: 4) { _ in
        for _ in 0..<25 {
          let probe = ConcurrencyProbe()
          probes.withLock { $0.append(probe) }
          // A slow sink keeps the subject busy, so other subscribers arrive meanwhile.
          _ = shared.subscribe { event in
            probe.on(event)
            busyWork()
          }
        }
      }
      #expect(finished)
      #expect(counter.total.load(ordering: .acquiring) == 1)
      for probe in probes.withLock({ $0 }) {
        #expect(probe.nexts == 2)
        #expect(probe.terminals == 1)
        #expect(probe.afterTerminal == 0)
      }
    }
  }

  @Test func connectAndDisconnectRacingLeaveNothingConnected() {
    let counter = UpstreamCounter()
    let source = PublishSubject<Int>()
    let published = counter.wrap(source.asObservable()).publish()
    let finished = runConcurrently(threads: 4) { index in
      for round in 0..<500 {
        let connection = published.connect()
        if (round + index) % 3 == 0 { source.onNext(round) }
        connection.dispose()
      }
    }
    #expect(finished)
    #expect(counter.active.load(ordering: .acquiring) == 0)
    #expect(!source.hasObservers)
  }

  /// Each thread keeps dropping its subscription and taking a new one, so the last counted
  /// subscriber often leaves while a newcomer is joining (a replayed element, slow to take,
  /// holds the newcomer there longer); at the end of each round every kept subscriber must
  /// hear the next element (none stranded on a subject no connection feeds), through one live
  /// connection.
  @Test(arguments: SharingKind.allCases)
  func aSubscriberJoiningAsOthersLeaveIsNeverStranded(kind: SharingKind) {
    let source = PublishSubject<Int>()
    let counter = UpstreamCounter()
    let shared = kind.share(counter.wrap(source.asObservable()))
    for round in 0..<200 {
      let kept = Locked<[(AtomicCell<Int>, Disposable)]>([])
      let finished = runConcurrently(threads: 4) { _ in
        var last: (AtomicCell<Int>, Disposable)?
        for _ in 0..<20 {
          last?.1.dispose()
          let heard = AtomicCell<Int>(-1)
          let subscription = shared.subscribe(onNext: { value in
            heard.store(value, ordering: .releasing)
            busyWork(2_000)
          })
          last = (heard, subscription)
          source.onNext(-1)
        }
        if let last { kept.withLock { $0.append(last) } }
      }
      #expect(finished)
      source.onNext(round)
      let subscribers = kept.withLock { $0 }
      let stranded = subscribers.filter { $0.0.load(ordering: .acquiring) != round }.count
      #expect(stranded == 0, "round \(round)")
      #expect(counter.active.load(ordering: .acquiring) == 1)
      for (_, subscription) in subscribers { subscription.dispose() }
      #expect(counter.active.load(ordering: .acquiring) == 0)
    }
  }
}

/// The ways to share a source that the stress tests run.
enum SharingKind: CaseIterable, Sendable {
  case share, shareReplay, publishRefCount

  func share(_ source: Observable<Int>) -> Observable<Int> {
    switch self {
    case .share: source.share()
    case .shareReplay: source.share(replay: 1)
    case .publishRefCount: source.publish().refCount()
    }
  }
}
