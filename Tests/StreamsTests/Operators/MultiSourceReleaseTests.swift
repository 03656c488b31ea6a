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

  /// Runs `body` with a probe and a source that keeps its observer after the subscription
  /// ends (so the operator's serializer, and its state, outlive it), and reports whether the
  /// probe was let go once `body` returned all the same.
  private func probeGoes(_ body: (Probe, Observable<Int>) -> Void) -> Bool {
    weak var weakProbe: Probe?
    var kept: AnyObserver<Int>?
    do {
      let probe = Probe()
      weakProbe = probe
      body(
        probe,
        Observable.create { observer in
          kept = observer
          return Disposables.create()
        })
    }
    let gone = weakProbe == nil
    #expect(kept != nil)
    kept = nil
    return gone
  }

  /// Sends `probe` to what `make` builds around a subject, then ends it with the subject's
  /// error.
  private func holdThenFail(
    _ probe: Probe, _ make: (Observable<Probe>) -> Observable<Int>
  ) {
    let subject = PublishSubject<Probe>()
    let subscription = make(subject.asObservable()).subscribe()
    subject.onNext(probe)
    subject.onError(TestError.boom)
    subscription.dispose()
  }

  @Test func heldValuesGoAtTheEndEvenWhileASourceLingers() {
    // zip buffers the probe, waiting for a partner.
    #expect(
      probeGoes { probe, lingering in
        holdThenFail(probe) { Observable.zip($0, lingering) { _, _ in 0 } }
      })
    // combineLatest keeps it as the first source's latest.
    #expect(
      probeGoes { probe, lingering in
        holdThenFail(probe) { Observable.combineLatest($0, lingering) { _, _ in 0 } }
      })
    // sample keeps it as the latest element, waiting for a tick.
    #expect(
      probeGoes { probe, lingering in
        holdThenFail(probe) { $0.sample(lingering).map { _ in 0 } }
      })
    // withLatestFrom keeps it as the latest element of its second source.
    #expect(
      probeGoes { probe, lingering in
        holdThenFail(probe) { lingering.withLatestFrom($0) { _, _ in 0 } }
      })
    // concat queues an inner holding it behind one that never ends; the lingering source
    // reaches concat's serializer through merge.
    #expect(
      probeGoes { probe, lingering in
        holdThenFail(probe) { subject in
          Observable.merge(
            Observable.just(Observable<Int>.never()),
            lingering.map { _ in Observable<Int>.empty() },
            subject.map { probe in
              Observable.just(0).map { _ in
                _ = probe
                return 0
              }
            }
          ).concat()
        }
      })
  }
}
