import Foundation
import Streams

/// Which values text for humans must not show: the one rule behind logs, error descriptions,
/// cURL commands and cache-key descriptions.
///
/// A redaction names sensitive **query keys** (`?token=…`, `#access_token=…`) and sensitive
/// **header names** (`Authorization`, `Cookie` …). Wherever StreamsNetwork writes text for
/// humans, a sensitive value reads ``placeholder`` and its name stays visible:
/// `https://api.example.com/items?token=<redacted>&page=2`, `"Authorization": "<redacted>"`.
/// The password of a URL's user information (`https://user:<redacted>@host`) is always
/// hidden. Names are compared ignoring case and the separators `-`, `_` and `.`, so
/// `access_token`, `accessToken` and `Access-Token` are one key. A body shown for humans has
/// the values of its JSON members and form fields with those names hidden too
/// (``body(_:contentType:)``).
///
/// ``default`` covers the usual credentials; ``current`` is the process-wide choice used where
/// no redaction is passed (``NetworkError`` descriptions, ``RequestType/cURLDescription()``,
/// ``CacheKey/description``, ``DiskCacheStore`` files, and the default of
/// ``NetworkLoggerPlugin/Configuration``):
///
/// ```swift
/// Redaction.current = .default.adding(queryKeys: ["tenant_secret"], headerNames: ["X-Tenant"])
/// ```
public struct Redaction: Hashable, Sendable {
  /// What a redacted value is replaced with: `<redacted>`.
  public static let placeholder = "<redacted>"

  /// The query keys ``default`` redacts.
  public static let defaultQueryKeys: Set<String> = [
    "access_token", "api_key", "auth", "auth_token", "authorization", "client_secret", "code",
    "credential", "credentials", "csrf_token", "id_token", "jwt", "key", "oauth_signature",
    "oauth_token", "oauth_verifier", "otp", "passwd", "password", "private_token", "pwd",
    "refresh_token", "secret", "security_token", "session", "session_id", "sid", "sig",
    "signature", "token", "x-amz-credential", "x-amz-security-token", "x-amz-signature",
    "x-goog-credential", "x-goog-signature", "xsrf_token",
  ]

  /// The header names ``default`` redacts.
  public static let defaultHeaderNames: Set<String> = [
    "Authorization", "Cookie", "Proxy-Authorization", "Set-Cookie", "Set-Cookie2", "Api-Key",
    "X-API-Key", "X-Auth-Token", "X-Access-Token", "X-Refresh-Token", "X-Session-Token",
    "X-CSRF-Token", "X-XSRF-Token", "X-Amz-Security-Token", "X-Goog-API-Key", "Private-Token",
    "Ocp-Apim-Subscription-Key",
  ]

  /// The usual credentials: ``defaultQueryKeys`` and ``defaultHeaderNames``.
  public static let `default` = Redaction(
    queryKeys: defaultQueryKeys, headerNames: defaultHeaderNames)

  /// Nothing redacted but URL passwords: for text that must replay a request exactly, on
  /// purpose.
  public static let none = Redaction(queryKeys: [], headerNames: [])

  /// The query keys redacted, lowercased.
  public let queryKeys: Set<String>
  /// The header names redacted, lowercased.
  public let headerNames: Set<String>

  private let matchedQueryKeys: Set<String>
  private let matchedHeaderNames: Set<String>

  /// Creates a redaction of exactly these names.
  ///
  /// - Parameters:
  ///   - queryKeys: query keys whose values are hidden, any case.
  ///   - headerNames: header names whose values are hidden, any case.
  public init(queryKeys: Set<String>, headerNames: Set<String>) {
    self.queryKeys = Set(queryKeys.map { $0.lowercased() })
    self.headerNames = Set(headerNames.map { $0.lowercased() })
    matchedQueryKeys = Set(queryKeys.map(Self.normalized))
    matchedHeaderNames = Set(headerNames.map(Self.normalized))
  }

  /// This redaction with more names hidden.
  ///
  /// - Parameters:
  ///   - queryKeys: query keys to hide as well.
  ///   - headerNames: header names to hide as well.
  /// - Returns: the wider redaction.
  public func adding(queryKeys: Set<String> = [], headerNames: Set<String> = []) -> Redaction {
    Redaction(
      queryKeys: self.queryKeys.union(queryKeys), headerNames: self.headerNames.union(headerNames))
  }

  /// This redaction with some names shown again.
  ///
  /// Use it for a default name that is no secret in your API, such as `code`.
  ///
  /// - Parameters:
  ///   - queryKeys: query keys to show, compared as ``Redaction`` compares names.
  ///   - headerNames: header names to show, compared the same way.
  /// - Returns: the narrower redaction.
  public func removing(queryKeys: Set<String> = [], headerNames: Set<String> = []) -> Redaction {
    let keys = Set(queryKeys.map(Self.normalized))
    let names = Set(headerNames.map(Self.normalized))
    return Redaction(
      queryKeys: self.queryKeys.filter { !keys.contains(Self.normalized($0)) },
      headerNames: self.headerNames.filter { !names.contains(Self.normalized($0)) })
  }

  /// Whether the values of query key `name` are hidden.
  ///
  /// - Parameter name: the key, as written or percent-encoded.
  /// - Returns: whether it is redacted.
  public func redactsQueryKey(_ name: String) -> Bool {
    matchedQueryKeys.contains(Self.normalized(name.removingPercentEncoding ?? name))
  }

  /// Whether the values of header `name` are hidden.
  ///
  /// - Parameter name: the header name, any case.
  /// - Returns: whether it is redacted.
  public func redactsHeader(_ name: String) -> Bool {
    matchedHeaderNames.contains(Self.normalized(name))
  }

  /// The value of header `name` as text for humans: ``placeholder`` for a redacted header,
  /// else the value with any URL in it redacted (a `Location` or `Referer` may carry a token).
  ///
  /// - Parameters:
  ///   - value: the header's value.
  ///   - name: the header's name.
  /// - Returns: the text to show.
  public func headerValue(_ value: String, name: String) -> String {
    redactsHeader(name) ? Self.placeholder : text(value)
  }

  /// The process-wide redaction, ``default`` until set: used wherever no redaction is passed.
  ///
  /// Setting it is thread-safe; text produced afterwards follows the new value. A logger
  /// configuration takes it when created.
  public static var current: Redaction {
    get { shared.withLock { $0 } }
    set { shared.withLock { $0 = newValue } }
  }

  private static let shared = Locked(Redaction.default)

  /// `name` lowercased without `-`, `_` and `.`.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != "." })
  }

  /// `headers` with redacted values replaced, in the order given, written like a Swift
  /// dictionary: `["Accept": "application/json", "Authorization": "<redacted>"]`.
  func describe(_ headers: [(name: String, value: String)]) -> String {
    guard !headers.isEmpty else { return "[:]" }
    let pairs = headers.map { header in
      header.name.debugDescription + ": "
        + headerValue(header.value, name: header.name).debugDescription
    }
    return "[" + pairs.joined(separator: ", ") + "]"
  }
}
