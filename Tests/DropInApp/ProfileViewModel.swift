import Foundation
import Moya
import RxCocoa
import RxMoya
import RxSwift

/// A view model in the usual Rx shape: control properties and events in, drivers out, a
/// provider behind, `ActivityIndicator` and `ErrorTracker` around each request.
final class ProfileViewModel {
  /// Whether a request is in flight.
  let isLoading: Driver<Bool>
  /// The name of the user looked up on each refresh.
  let name: Driver<String>
  /// What to tell the user when a lookup fails.
  let errorMessage: Driver<String>

  init(login: ControlProperty<String?>, refresh: ControlEvent<Void>, provider: MoyaProvider<GitHub>)
  {
    let activity = ActivityIndicator()
    let errors = ErrorTracker()
    isLoading = activity.asDriver()
    errorMessage = errors.asDriver().map { error in
      (error as? MoyaError)?.userMessage ?? error.localizedDescription
    }
    name = refresh.withLatestFrom(login.orEmpty)
      .filter { !$0.isEmpty }
      .flatMapLatest { login -> Observable<User> in
        provider.rx.request(.user(login: login))
          .filterSuccessfulStatusCodes()
          .map(User.self, using: .gitHub)
          .trackActivity(activity)
          .trackError(errors)
          .catch { _ in .empty() }
      }
      .map { $0.name ?? $0.login }
      .asDriver(onErrorJustReturn: "")
  }
}
