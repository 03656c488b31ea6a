import Alamofire
import Foundation
import Moya

/// A `MoyaProvider` subclass, as apps and MoyaSugar write them.
///
/// Fixed plugins passed to
/// `super.init`, and `endpoint(_:)` overridden to send every target to another host with a
/// header of its own. Written as for Moya 15, unchanged.
final class StagingProvider<Target: TargetType>: MoyaProvider<Target> {
  let host: URL

  init(
    host: URL, session: Session = MoyaProvider<Target>.defaultAlamofireSession(),
    plugins: [PluginType] = [], stubClosure: @escaping StubClosure = { _ in .never },
    trackInflights: Bool = false
  ) {
    self.host = host
    super.init(
      stubClosure: stubClosure, session: session, plugins: plugins,
      trackInflights: trackInflights)
  }

  override func endpoint(_ target: Target) -> Endpoint {
    let original = super.endpoint(target)
    let url = host.appendingPathComponent(target.path).absoluteString
    return Endpoint(
      url: url, sampleResponseClosure: original.sampleResponseClosure, method: original.method,
      task: original.task, httpHeaderFields: original.httpHeaderFields
    )
    .adding(newHTTPHeaderFields: ["X-Client": "staging"])
  }
}

/// The `Session` subclass apps copy to set timeouts and default headers.
final class DefaultSession: Session, @unchecked Sendable {
  // Safe to share: it adds no state to `Session`.
  static let shared: DefaultSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.headers = .default
    configuration.headers["X-App"] = "compat-tests"
    configuration.timeoutIntervalForRequest = 5
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    return DefaultSession(configuration: configuration, startRequestsImmediately: false)
  }()
}
