/// Moya's minimal interface of a provider, which RxMoya's `rx` extensions build on.
public protocol MoyaProviderType: AnyObject {
  /// The targets this provider sends.
  associatedtype Target: TargetType

  /// Sends `target` and reports through callbacks.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - callbackQueue: where the callbacks run; `nil` for the provider's choice.
  ///   - progress: receives progress steps, when given.
  ///   - completion: receives the outcome.
  /// - Returns: a handle that cancels the request.
  func request(
    _ target: Target, callbackQueue: DispatchQueue?, progress: Moya.ProgressBlock?,
    completion: @escaping Moya.Completion
  ) -> Cancellable
}
