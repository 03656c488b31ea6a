import Alamofire
import StreamsNetwork

extension MoyaProvider {
  /// The endpoint of a target: its URL, method, task and headers, and its sample data for
  /// stubs.
  ///
  /// - Parameter target: what to request.
  /// - Returns: the endpoint.
  public final class func defaultEndpointMapping(for target: Target) -> Endpoint {
    Endpoint.defaultMapping(for: target)
  }

  /// Builds the endpoint's `URLRequest` and hands it to `closure`, or the mapping or encoding
  /// error that prevented it.
  ///
  /// - Parameters:
  ///   - endpoint: the endpoint.
  ///   - closure: receives the request or the error.
  public final class func defaultRequestMapping(
    for endpoint: Endpoint, closure: RequestResultClosure
  ) {
    StreamsNetwork.Provider<Target>.defaultRequestMapping(for: endpoint, closure: closure)
  }

  /// Moya's default session: the default configuration with `HTTPHeaders.default` as its
  /// additional headers, requests started when subscribed.
  ///
  /// - Returns: a new session.
  public final class func defaultAlamofireSession() -> Session {
    let configuration = URLSessionConfiguration.default
    configuration.headers = .default
    return Session(configuration: configuration, startRequestsImmediately: false)
  }

  /// Stubs nothing.
  ///
  /// - Returns: `.never`.
  public final class func neverStub(_: Target) -> Moya.StubBehavior { .never }

  /// Stubs every target, answering at once.
  ///
  /// - Returns: `.immediate`.
  public final class func immediatelyStub(_: Target) -> Moya.StubBehavior { .immediate }

  /// Stubs every target, answering after `seconds`.
  ///
  /// - Parameter seconds: the delay.
  /// - Returns: a stub closure.
  public final class func delayedStub(_ seconds: TimeInterval) -> (Target) -> Moya.StubBehavior {
    { _ in .delayed(seconds: seconds) }
  }
}
