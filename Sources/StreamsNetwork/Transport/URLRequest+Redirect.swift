import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLRequest {
  /// The header fields a redirect must not carry to another origin, lowercased.
  static let credentialHeaderNames: Set<String> = [
    "authorization", "cookie", "proxy-authorization",
  ]

  /// This request, without credentials unless its URL is on `origin`'s origin: the one rule for
  /// every request that goes where a server says (a redirect, a `Link` to the next page).
  ///
  /// Credentials (``credentialHeaderNames``) belong to the origin they were given for — scheme,
  /// host and port — and never follow a server-given URL to another one, nor from `https` to
  /// `http`, which is another origin too. FoundationNetworking copies every header onto a
  /// redirect, whatever its destination; a bearer token must not follow a redirect to another
  /// host. Header names are matched whatever their case.
  ///
  /// - Parameter origin: the URL the credentials were given for (the request the caller sent).
  /// - Returns: this request, or a copy without its credential headers.
  func confiningCredentials(to origin: URL?) -> URLRequest {
    URLRequest.sameOrigin(url, origin) ? self : withoutCredentials()
  }

  /// This request without its credential headers (``credentialHeaderNames``, whatever their
  /// case); untouched, and not copied, when it has none.
  func withoutCredentials() -> URLRequest {
    var stripped = self
    for name in (allHTTPHeaderFields ?? [:]).keys
    where URLRequest.credentialHeaderNames.contains(name.lowercased()) {
      stripped.setValue(nil, forHTTPHeaderField: name)
    }
    return stripped
  }

  /// Whether going from `origin` to `destination` leaves `https` for plain `http` (a
  /// downgrade): what no credential may follow, even when the caller lets credentials cross
  /// origins.
  static func isDowngrade(from origin: URL?, to destination: URL?) -> Bool {
    origin?.scheme?.lowercased() == "https" && destination?.scheme?.lowercased() == "http"
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
