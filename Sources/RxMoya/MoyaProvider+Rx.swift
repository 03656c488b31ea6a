// `import RxMoya`: `provider.rx.request(_:callbackQueue:)` and `rx.requestWithProgress`, as
// RxMoya's. Both go through the provider's callback `request(_:callbackQueue:progress:completion:)`,
// so a subclass that overrides it sees every reactive request too. The `Response` operators
// (`filterSuccessfulStatusCodes()`, `map(_:)`, `mapJSON()` …) come with the types.

import Moya
import Streams
import StreamsNetwork

extension MoyaProvider: ReactiveCompatible {}

extension Reactive where Base: MoyaProviderType {
  /// A cold single of the response for `token`: each subscription sends one request through
  /// the provider's callback `request`, and disposing it cancels the request.
  ///
  ///     rx.request(.zen)   -----(response|)
  ///
  /// The single holds the provider until the request ends (RxMoya holds it weakly, so a single
  /// subscribed after its provider was released never answers).
  ///
  /// - Parameters:
  ///   - token: what to request.
  ///   - callbackQueue: where the single answers; `nil` for the provider's choice.
  /// - Returns: the response, or a `MoyaError`.
  public func request(_ token: Base.Target, callbackQueue: DispatchQueue? = nil)
    -> Single<Moya.Response>
  {
    let provider = base
    return Single.create { single in
      let cancellable = provider.request(token, callbackQueue: callbackQueue, progress: nil) {
        result in
        switch result {
        case .success(let response): single(.success(response))
        case .failure(let error): single(.failure(error))
        }
      }
      return Disposables.create { cancellable.cancel() }
    }
  }

  /// A cold sequence of progress steps for `token`, each carrying the latest progress and,
  /// at the end, the response; then completion.
  ///
  ///     rx.requestWithProgress(.download)   --0.5--1.0--(1.0 + response)--|
  ///
  /// - Parameters:
  ///   - token: what to request.
  ///   - callbackQueue: where the steps arrive; `nil` for the provider's choice.
  /// - Returns: the steps, or a `MoyaError`.
  public func requestWithProgress(_ token: Base.Target, callbackQueue: DispatchQueue? = nil)
    -> Observable<ProgressResponse>
  {
    let provider = base
    let steps = Observable<ProgressResponse>.create { observer in
      let cancellable = provider.request(
        token, callbackQueue: callbackQueue, progress: { observer.onNext($0) }
      ) { result in
        switch result {
        case .success: observer.onCompleted()
        case .failure(let error): observer.onError(error)
        }
      }
      return Disposables.create { cancellable.cancel() }
    }
    // Each step keeps the progress and the response the steps before it carried.
    return steps.scan(ProgressResponse()) { last, step in
      ProgressResponse(
        progress: step.progressObject ?? last.progressObject,
        response: step.response ?? last.response)
    }
  }
}
