import StreamsCompat

/// A `MoyaProvider` subclass, as apps and MoyaSugar write them: fixed plugins passed to
/// `super.init`, and `endpoint(_:)` overridden to send every target to another host with a
/// header of its own.
///
/// The one change from Moya: the compiler asks a subclass to restate the inherited
/// `@unchecked Sendable` (a warning; these tests treat warnings as errors).
final class StagingProvider<Target: TargetType>: MoyaProvider<Target>, @unchecked Sendable {
  // Safe to share: `host` is an immutable value.
  let host: URL

  init(
    host: URL, session: Session = MoyaProvider<Target>.defaultAlamofireSession(),
    plugins: [PluginType] = [], stubClosure: @escaping StubClosure = { _ in .never }
  ) {
    self.host = host
    super.init(stubClosure: stubClosure, session: session, plugins: plugins)
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
