import Foundation

extension Endpoint {
  /// The endpoint a provider uses for `target` unless told otherwise, as Moya's
  /// `MoyaProvider.defaultEndpointMapping`: URL from `URL(target:)`, a `200`
  /// stub with the target's sample data, and the target's method, task, headers, timeout and
  /// constrained-network setting.
  ///
  /// - Parameter target: the target.
  /// - Returns: its endpoint.
  public static func defaultMapping<Target: TargetType>(for target: Target) -> Endpoint {
    Endpoint(
      resolvedURL: URL(target: target),
      sampleResponseClosure: { .networkResponse(200, target.sampleData) }, method: target.method,
      task: target.task, httpHeaderFields: target.headers, timeoutInterval: target.timeoutInterval,
      allowsConstrainedNetworkAccess: target.allowsConstrainedNetworkAccess)
  }
}

extension URL {
  /// The target's URL: ``TargetType/baseURL`` with ``TargetType/path`` appended, as Moya's
  /// `URL(target:)`.
  ///
  /// An empty path leaves the base URL as it is (no slash is added). Otherwise exactly one `/`
  /// joins them, whether the base ends with one, the path starts with one, both or neither;
  /// the path's own trailing slash is kept, characters a path cannot hold are
  /// percent-encoded, and the base URL's query and fragment are kept.
  ///
  /// - Parameter target: the target.
  public init(target: some TargetType) {
    self = URL.joining(target.baseURL, path: target.path)
  }

  static func joining(_ baseURL: URL, path: String) -> URL {
    guard !path.isEmpty else { return baseURL }
    // Fast path, once per request: a base without query or fragment joins as text.
    if baseURL.query == nil, baseURL.fragment == nil {
      var base = Substring(baseURL.absoluteString)
      while base.hasSuffix("/") { base = base.dropLast() }
      let relative = path.drop(while: { $0 == "/" })
      if let joined = URL(string: base + "/" + PercentEncoding.escapePath(String(relative))) {
        return joined
      }
    }
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      return baseURL.appendingPathComponent(path)
    }
    var basePath = Substring(components.percentEncodedPath)
    while basePath.hasSuffix("/") { basePath = basePath.dropLast() }
    let relative = path.drop(while: { $0 == "/" })
    components.percentEncodedPath =
      basePath + "/" + PercentEncoding.escapePath(String(relative))
    return components.url ?? baseURL.appendingPathComponent(path)
  }
}
