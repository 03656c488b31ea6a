import Streams
import TestSupport
import Testing

/// Every multi-source operator lets go of its closures and sources once the subscription ends.
@Suite(.checksResources)
struct MultiSourceReleaseTests {
  /// Subscribes what `make` builds around a probe-capturing closure, ends it with `end`, and
  /// reports whether the source was let go at once and the probe is gone afterwards (no
  /// retain cycle outlives the subscription).
  private func released(
    _ make: (Probe, ManualSource<Int>) -> Observable<Int>,
    end: (Disposable, ManualSource<Int>) -> Void
  ) -> Bool {
    weak var weakProbe: Probe?
    var detached = false
    do {
      let probe = Probe()
      weakProbe = probe
      let source = ManualSource<Int>()
      let subscription = make(probe, source).subscribe()
      source.onNext(1)
      end(subscription, source)
      detached = !source.hasObservers
    }
    return detached && weakProbe == nil
  }

  private let dispose: (Disposable, ManualSource<Int>) -> Void = { subscription, _ in
    subscription.dispose()
  }
  private let complete: (Disposable, ManualSource<Int>) -> Void = { _, source in
    source.onCompleted()
  }

  @Test func flatMapFamilyReleasesSelectors() {
    #expect(
      released(
        { probe, s in s.asObservable().flatMap { _ in Observable.just(probe) }.map { _ in 0 } },
        end: dispose))
    #expect(
      released(
        { probe, s in
          s.asObservable().flatMapLatest { _ in Observable<Int>.never().map { _ in probe } }.map {
            _ in 0
          }
        }, end: dispose))
    #expect(
      released(
        { probe, s in s.asObservable().flatMapFirst { _ in Observable.just(probe) }.map { _ in 0 }
        }, end: complete))
    #expect(
      released(
        { probe, s in s.asObservable().concatMap { _ in Observable.just(probe) }.map { _ in 0 } },
        end: complete))
  }

  @Test func combiningOperatorsReleaseSelectors() {
    #expect(
      released(
        { probe, s in
          Observable.combineLatest(s.asObservable(), Observable.just(1)) { _, _ in probe }.map {
            _ in 0
          }
        }, end: dispose))
    #expect(
      released(
        { probe, s in
          Observable.zip(s.asObservable(), Observable.of(1, 2)) { _, _ in probe }.map { _ in 0 }
        },
        end: complete))
    #expect(
      released(
        { probe, s in
          s.asObservable().withLatestFrom(Observable.just(1)) { _, _ in probe }.map { _ in 0 }
        }, end: complete))
  }

  @Test func triggerOperatorsReleaseTheirSources() {
    #expect(
      released(
        { probe, s in s.asObservable().take(until: Observable<Int>.never().map { _ in probe }) },
        end: dispose))
    #expect(
      released(
        { probe, s in s.asObservable().skip(until: Observable<Int>.never().map { _ in probe }) },
        end: complete))
    #expect(
      released(
        { probe, s in s.asObservable().sample(Observable<Int>.never().map { _ in probe }) },
        end: dispose))
    #expect(
      released(
        { probe, s in
          s.asObservable().amb(Observable<Int>.never().map { _ in 0 }).map { _ in
            _ = probe
            return 0
          }
        }, end: dispose))
    #expect(
      released(
        { probe, s in s.asObservable().retry(when: { errors in errors.map { _ in probe } }) },
        end: dispose))
  }
}
