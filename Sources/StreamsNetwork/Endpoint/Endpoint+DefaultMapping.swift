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
    if let text = joinedText(baseURL.absoluteString, path), let joined = URL(string: text) {
      return joined
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

  /// `base` without its trailing slashes, one `/`, and `path` without its leading slashes,
  /// percent-encoded for a path, written byte by byte into one string; `nil` when `base` has a
  /// query or a fragment (a `?` or `#`: a URL's text holds them only as delimiters).
  private static func joinedText(_ base: String, _ path: String) -> String? {
    let slash = UInt8(ascii: "/")
    var base = base
    var path = path
    return base.withUTF8 { base -> String? in
      guard !base.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else {
        return nil
      }
      var end = base.count
      while end > 0, base[end - 1] == slash { end -= 1 }
      return path.withUTF8 { path in
        let relative = UnsafeBufferPointer(rebasing: path.drop { $0 == slash })
        return String(unsafeUninitializedCapacity: end + 1 + relative.count * 3) { out in
          _ = UnsafeMutableBufferPointer(rebasing: out[..<end]).initialize(
            fromContentsOf: base[..<end])
          out[end] = slash
          let rest = UnsafeMutableBufferPointer(rebasing: out[(end + 1)...])
          return end + 1 + PercentEncoding.escapePath(relative, into: rest)
        }
      }
    }
  }
}
