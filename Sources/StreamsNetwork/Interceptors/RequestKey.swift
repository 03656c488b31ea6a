import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What makes two requests the same request: method, URL, the headers that matter and body.
///
/// ``RequestCoalescer`` shares one network call among requests with equal keys, and a response
/// cache can store and look up by the same key, so "identical request" means one thing
/// everywhere. The key is built from the `URLRequest` as it leaves the plugins (after
/// `prepare`, so an `Authorization` header a plugin adds is part of it):
///
/// - the method (`GET` when the request names none);
/// - the absolute URL, exactly as written (query order matters: `?a=1&b=2` differs from
///   `?b=2&a=1`, as it may on a server);
/// - every header field, names compared without regard to case, except those in
///   ``ignoredHeaders`` (per-request tracing ids, which would make every request unique);
/// - the body bytes.
///
/// A request whose body is a stream has no key (``init(_:ignoringHeaders:)`` returns `nil`):
/// its bytes cannot be compared without consuming them.
public struct RequestKey: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The method token, such as `GET`.
  public let method: String
  /// The absolute URL.
  public let url: String
  /// The header fields that count, by lowercased name.
  public let headers: [String: String]
  /// The body, or `nil` for none (an empty body counts as none).
  public let body: Data?

  /// Header fields that never distinguish two requests: per-request tracing identifiers.
  ///
  /// Lowercased: `x-request-id`, `x-correlation-id`, `request-id`, `traceparent`,
  /// `tracestate`.
  public static let ignoredHeaders: Set<String> = [
    "x-request-id", "x-correlation-id", "request-id", "traceparent", "tracestate",
  ]

  /// The key of `request`, or `nil` when the request has no URL or a body stream.
  ///
  /// - Parameters:
  ///   - request: the request as it will be sent.
  ///   - ignoringHeaders: header names (any case) left out of the key; ``ignoredHeaders`` by
  ///     default.
  public init?(_ request: URLRequest, ignoringHeaders: Set<String> = RequestKey.ignoredHeaders) {
    self.init(request, ignoringLowercased: Set(ignoringHeaders.map { $0.lowercased() }))
  }

  /// Whether `request` has a key: a URL and no body stream (cheaper than working it out).
  static func exists(for request: URLRequest) -> Bool {
    request.url != nil && request.httpBodyStream == nil
  }

  /// The key of `request`, leaving out the header names in `ignored`, already lowercased.
  init?(_ request: URLRequest, ignoringLowercased ignored: Set<String>) {
    guard let url = request.url, request.httpBodyStream == nil else { return nil }
    var headers: [String: String] = [:]
    // URLRequest keeps one field per case-insensitive name, so lowercasing loses nothing.
    for (name, value) in request.allHTTPHeaderFields ?? [:] {
      let lowered = name.lowercased()
      if !ignored.contains(lowered) { headers[lowered] = value }
    }
    let body = request.httpBody.flatMap { $0.isEmpty ? nil : $0 }
    self.init(
      method: (request.httpMethod ?? "GET").uppercased(), url: url.absoluteString,
      headers: headers, body: body)
  }

  /// Creates a key from its parts, as given.
  ///
  /// - Parameters:
  ///   - method: the method token.
  ///   - url: the absolute URL.
  ///   - headers: the header fields that count, by lowercased name.
  ///   - body: the body, or `nil`.
  public init(method: String, url: String, headers: [String: String], body: Data?) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// `GET https://host/path` with the counted header names and the body size, for logs;
  /// header values are left out, as they may hold credentials.
  public var description: String {
    var text = "\(method) \(url)"
    if !headers.isEmpty { text += " [\(headers.keys.sorted().joined(separator: ", "))]" }
    if let body { text += " (\(body.count) bytes)" }
    return text
  }
}
