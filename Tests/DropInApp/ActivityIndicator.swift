import Foundation
import RxCocoa
import RxRelay
import RxSwift

// The activity-tracking helper Rx apps copy into their code base, written afresh here: a
// count of sequences in progress, exposed as a `Driver<Bool>` through
// `SharedSequenceConvertibleType` (only `asSharedSequence()` is written; `asObservable()` comes
// with the protocol, as in RxCocoa).

/// While a tracked sequence is subscribed, it holds one unit of activity; disposing the
/// subscription (at its end, or early) gives it back.
private struct ActivityHold<Element>: ObservableConvertibleType, Disposable {
  private let source: Observable<Element>
  private let release: Cancelable

  init(source: Observable<Element>, release: @escaping () -> Void) {
    self.source = source
    self.release = Disposables.create(with: release)
  }

  func dispose() { release.dispose() }

  func asObservable() -> Observable<Element> { source }
}

/// `true` while at least one tracked sequence is in progress.
final class ActivityIndicator: SharedSequenceConvertibleType {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  private let lock = NSRecursiveLock()
  private let count = BehaviorRelay(value: 0)
  private let loading: SharedSequence<SharingStrategy, Bool>

  init() {
    loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
  }

  fileprivate func track<Source: ObservableConvertibleType>(_ source: Source)
    -> Observable<Source.Element>
  {
    Observable.using(
      { () -> ActivityHold<Source.Element> in
        self.change(by: 1)
        return ActivityHold(source: source.asObservable()) { self.change(by: -1) }
      },
      observableFactory: { $0.asObservable() })
  }

  private func change(by delta: Int) {
    lock.lock()
    count.accept(count.value + delta)
    lock.unlock()
  }

  func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { loading }
}

extension ObservableConvertibleType {
  func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
    indicator.track(self)
  }
}
