import Foundation

/// One request as the server received it: what handlers see and what the log records.
public struct FixtureRequest: Sendable, Equatable {
  /// The request method.
  public let method: HTTPMethod
  /// The request target exactly as sent, such as `/search?q=a+b`.
  public let target: String
  /// The path part of the target, still percent-encoded, such as `/users/ann%20b/repos`.
  public let path: String
  /// The query part of the target after `?`, still encoded; `nil` when there is none.
  public let rawQuery: String?
  /// The decoded query items in order (`+` decoded as a space); an item without `=` has a
  /// `nil` value.
  public let queryItems: [URLQueryItem]
  /// The headers in arrival order, with case-insensitive lookup.
  public let headers: HTTPHeaders
  /// The body, with any chunked framing removed.
  public let body: Data
  /// `"HTTP/1.1"` or `"HTTP/1.0"`.
  public let version: String
  /// The decoded values of the route's `{name}` segments.
  public let pathParameters: [String: String]
  /// The pattern of the route that matched, such as `/users/{login}/repos`; `nil` when none did.
  public let route: String?
  /// The server-wide id of the connection the request came on (1, 2, …).
  public let connectionID: Int
  /// The request's position among all requests the server received (1, 2, …).
  public let sequenceNumber: Int
  /// When the request's head had been parsed and its body received, by the wall clock.
  public let receivedAt: Date
  /// The same moment on the monotonic clock, for measuring gaps between requests.
  public let receivedInstant: FixtureInstant
  /// The server's port, for building URLs that point back at it.
  public let serverPort: Int

  /// Creates a request; the server does this, tests of handlers may too.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - target: The request target, such as `/a?b=c`; path and query are derived from it.
  ///   - headers: The headers.
  ///   - body: The body.
  ///   - version: The HTTP version string.
  ///   - pathParameters: Decoded `{name}` values.
  ///   - route: The matched pattern.
  ///   - connectionID: The connection id.
  ///   - sequenceNumber: The position among all requests.
  ///   - serverPort: The server's port.
  public init(
    method: HTTPMethod, target: String, headers: HTTPHeaders = [:], body: Data = Data(),
    version: String = "HTTP/1.1", pathParameters: [String: String] = [:], route: String? = nil,
    connectionID: Int = 0, sequenceNumber: Int = 0, serverPort: Int = 0
  ) {
    self.method = method
    self.target = target
    (path, rawQuery) = Self.components(of: target)
    queryItems = rawQuery.map(URLDecoding.queryItems) ?? []
    self.headers = headers
    self.body = body
    self.version = version
    self.pathParameters = pathParameters
    self.route = route
    self.connectionID = connectionID
    self.sequenceNumber = sequenceNumber
    receivedAt = Date()
    receivedInstant = .now
    self.serverPort = serverPort
  }

  /// The decoded query as a dictionary; for a repeated name the first value wins, and an item
  /// without `=` maps to `""`.
  public var query: [String: String] {
    var result: [String: String] = [:]
    for item in queryItems where result[item.name] == nil { result[item.name] = item.value ?? "" }
    return result
  }

  /// The percent-decoded path, such as `/users/ann b/repos`.
  public var decodedPath: String { URLDecoding.decode(path, plusAsSpace: false) }

  /// The body decoded as UTF-8 (invalid bytes become U+FFFD).
  public var bodyText: String { String(decoding: body, as: UTF8.self) }

  /// The first value of a header (case-insensitive).
  ///
  /// - Parameter name: The header name, in any case.
  /// - Returns: The value, or `nil` when absent.
  public func header(_ name: String) -> String? { headers[name] }

  /// The host the client addressed, from the `Host` header without its port (`127.0.0.1` when
  /// the header is missing).
  public var host: String {
    guard let value = headers["Host"], !value.isEmpty else { return "127.0.0.1" }
    if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
      return String(value[...close])
    }
    return String(value.split(separator: ":", maxSplits: 1).first ?? "127.0.0.1")
  }

  /// An absolute URL string on this server, for redirects: same host by default, or another
  /// name for the same server (`"localhost"` vs `"127.0.0.1"`) to redirect across hosts.
  ///
  /// - Parameters:
  ///   - path: The path and query, such as `/target?x=1`.
  ///   - host: The host name; `nil` keeps the host the client addressed.
  /// - Returns: `http://<host>:<serverPort><path>`.
  public func absoluteURL(_ path: String, host: String? = nil) -> String {
    let slash = path.hasPrefix("/") ? "" : "/"
    return "http://\(host ?? self.host):\(serverPort)\(slash)\(path)"
  }

  /// Splits a request target into its raw path and query, dropping any fragment and the
  /// scheme and authority of an absolute-form target (`http://host/a?b` gives `/a`, `b`).
  static func components(of target: String) -> (path: String, query: String?) {
    var rest = Substring(target.split(separator: "#", maxSplits: 1).first ?? "")
    for scheme in ["http://", "https://"] where rest.lowercased().hasPrefix(scheme) {
      let authority = rest.dropFirst(scheme.count)
      rest = authority.firstIndex { $0 == "/" || $0 == "?" }.map { authority[$0...] } ?? ""
    }
    guard let question = rest.firstIndex(of: "?") else {
      return (rest.isEmpty ? "/" : String(rest), nil)
    }
    let path = rest[..<question]
    return (path.isEmpty ? "/" : String(path), String(rest[rest.index(after: question)...]))
  }
}
