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

  /// The error for `url` when a transport cannot send it; `nil` for `http` and `https`.
  ///
  /// Schemes are compared in any case. The one check of the scheme, for the provider and for a
  /// transport asked directly (or sent by a redirect) somewhere else.
  ///
  /// - Parameter url: the URL to send.
  /// - Returns: the error naming the scheme (lowercased), or `nil` when the URL is HTTP.
  static func check(_ url: URL?) -> UnsupportedURLSchemeError? {
    if url?.hasLowercaseHTTPScheme == true { return nil }
    let scheme = url?.scheme?.lowercased()
    return scheme == "https" || scheme == "http" ? nil : UnsupportedURLSchemeError(scheme: scheme)
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
    let url = url
    if url?.hasLowercaseHTTPScheme == true { return self }
    if let refused = UnsupportedURLSchemeError.check(url) {
      throw NetworkError.underlying(refused, nil)
    }
    let scheme = url?.scheme
    let lowercased = scheme?.lowercased()
    guard let url, let scheme, let lowercased, scheme != lowercased,
      let normalized = URL(string: lowercased + url.absoluteString.dropFirst(scheme.count))
    else { return self }
    var request = self
    request.url = normalized
    return request
  }
}

extension URL {
  /// Whether the URL's text starts with `http:` or `https:`, in lower case: a scheme that
  /// needs neither a check nor lowercasing, told from the first bytes of the text rather than
  /// by parsing ``scheme`` out of it (on every request).
  var hasLowercaseHTTPScheme: Bool {
    var text = absoluteString
    return text.withUTF8 { bytes in
      guard bytes.count > 5, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
        bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p")
      else { return false }
      return bytes[4] == UInt8(ascii: ":")
        || (bytes[4] == UInt8(ascii: "s") && bytes[5] == UInt8(ascii: ":"))
    }
  }
}
