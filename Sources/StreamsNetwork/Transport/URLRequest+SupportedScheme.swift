import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a request was not sent: its URL's scheme is not HTTP.
///
/// A ``Transport`` speaks HTTP, so the provider sends only `http` and `https` URLs, in any
/// case (`HTTPS://` goes out as `https://`). Another scheme (`ftp`, `file`, `ws`, a custom one) fails at
/// once, before any plugin hears of the request and before the transport is asked, with
/// ``NetworkError/underlying(_:_:)`` wrapping this error and no response, instead of hanging
/// on a peer that will never answer in HTTP.
///
/// ```swift
/// if let error = (error as? NetworkError)?.underlyingError as? UnsupportedURLSchemeError {
///   print(error.scheme ?? "no scheme")
/// }
/// ```
public struct UnsupportedURLSchemeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL's scheme, lowercased; `nil` when the request had no URL or its URL no scheme.
  public let scheme: String?

  /// Creates the error.
  ///
  /// - Parameter scheme: the scheme that was refused, lowercased; `nil` for none.
  public init(scheme: String?) {
    self.scheme = scheme
  }

  /// Names the scheme (never the URL, which may carry secrets in its query).
  public var description: String {
    guard let scheme else { return "The request has no URL scheme; only http and https are sent." }
    return "The URL scheme \"\(scheme)\" is not supported; only http and https are sent."
  }
}

extension URLRequest {
  /// The request, checked to be one a transport can send: `http` or `https` in any case,
  /// returned with its scheme lowercased (URL schemes are case-insensitive, but
  /// FoundationNetworking sends only lowercase ones).
  ///
  /// - Returns: the request, unchanged when its scheme is lowercase already.
  /// - Throws: ``NetworkError/underlying(_:_:)`` wrapping ``UnsupportedURLSchemeError``.
  func withSupportedScheme() throws(NetworkError) -> URLRequest {
    let scheme = url?.scheme
    let lowercased = scheme?.lowercased()
    guard lowercased == "https" || lowercased == "http" else {
      throw NetworkError.underlying(UnsupportedURLSchemeError(scheme: lowercased), nil)
    }
    guard let url, let scheme, let lowercased, scheme != lowercased,
      let normalized = URL(string: lowercased + url.absoluteString.dropFirst(scheme.count))
    else { return self }
    var request = self
    request.url = normalized
    return request
  }
}
