import RxCocoa
import RxSwift

// The error-collecting helper Rx apps copy beside `ActivityIndicator`, written afresh: every
// error of a tracked sequence is sent to one place, exposed as a `Driver<Error>`.

/// Collects the errors of the sequences it tracks.
final class ErrorTracker: SharedSequenceConvertibleType {
  typealias SharingStrategy = DriverSharingStrategy

  private let errors = PublishSubject<Error>()

  func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
    source.asObservable().do(onError: { [errors] error in errors.onNext(error) })
  }

  func asSharedSequence() -> SharedSequence<SharingStrategy, Error> {
    errors.asObservable().asDriver(onErrorDriveWith: .empty())
  }

  func asObservable() -> Observable<Error> { errors.asObservable() }

  deinit { errors.onCompleted() }
}

extension ObservableConvertibleType {
  func trackError(_ tracker: ErrorTracker) -> Observable<Element> { tracker.track(self) }
}
