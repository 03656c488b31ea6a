import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
  /// The header fields a redirect must not carry to another origin, lowercased.
  static let credentialHeaderNames: Set<String> = [
    "authorization", "cookie", "proxy-authorization",
  ]

  /// This redirected request, without credentials when it leaves `origin`'s origin.
  ///
  /// FoundationNetworking copies every header onto a redirect, whatever its destination; a
  /// bearer token must not follow a redirect to another host. Header names are matched
  /// whatever their case.
  ///
  /// - Parameter origin: the URL of the request the caller sent.
  /// - Returns: the request to follow.
  func redirect(from origin: URL?) -> URLRequest {
    guard !URLRequest.sameOrigin(url, origin) else { return self }
    var stripped = self
    for name in (allHTTPHeaderFields ?? [:]).keys
    where URLRequest.credentialHeaderNames.contains(name.lowercased()) {
      stripped.setValue(nil, forHTTPHeaderField: name)
    }
    return stripped
  }

  /// This redirected request with `method` and `body` restored, for a 307 or 308, which must
  /// repeat the request as it was (RFC 9110 §15.4.8–9).
  ///
  /// - Parameters:
  ///   - method: the method of the request that was redirected.
  ///   - body: the body of the original request (`nil` for an upload, whose body the task
  ///     carries).
  /// - Returns: the request to send instead.
  func repeating(method: String?, body: Data?) -> URLRequest {
    var request = self
    request.httpMethod = method ?? request.httpMethod
    request.httpBody = body
    return request
  }

  /// Whether two URLs share scheme, host and port (a missing port meaning the scheme's
  /// default), compared without regard to case.
  static func sameOrigin(_ lhs: URL?, _ rhs: URL?) -> Bool {
    guard let lhs, let rhs else { return false }
    let lhsScheme = lhs.scheme?.lowercased()
    return lhsScheme == rhs.scheme?.lowercased()
      && lhs.host?.lowercased() == rhs.host?.lowercased()
      && effectivePort(lhs) == effectivePort(rhs)
  }

  private static func effectivePort(_ url: URL) -> Int? {
    if let port = url.port { return port }
    switch url.scheme?.lowercased() {
    case "http", "ws": return 80
    case "https", "wss": return 443
    default: return nil
    }
  }
}

extension HTTPURLResponse {
  /// Whether this redirect must be repeated with the same method and body: 307 or 308.
  var preservesMethod: Bool { statusCode == 307 || statusCode == 308 }
}
