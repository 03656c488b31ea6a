import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What identifies a stored response: the request's identity, plus the values of the request
/// headers the response varies on.
///
/// The identity is computed from the request (method, URL without fragment, and a SHA-256 of
/// the body when there is one), or chosen by the target through ``Cacheable/cacheKey``. When a
/// response carries `Vary`, the cache stores it under a key that also holds the request's
/// values for the named headers, so `Accept-Language: en` and `fr` are separate entries.
///
/// ``stringValue`` is the one canonical spelling: stores compare keys by it, and the disk store
/// names files by its hash and checks that hash, stored inside each entry, on every read; the
/// key itself (a URL with its query, the values of `Authorization` or `Cookie` for a `Vary`)
/// never reaches the disk. ``description`` is redacted.
public struct CacheKey: Hashable, Sendable, CustomStringConvertible {
  /// The request's identity, such as `GET https://api.example.com/items?page=2`.
  public let identity: String
  /// The request header values the response varies on, names lowercased; an absent header
  /// reads as the empty string.
  public let varying: [String: String]

  /// Creates a key with a chosen identity, for ``Cacheable/cacheKey``.
  ///
  /// - Parameter identity: any text that identifies the resource, such as `user:42`.
  public init(_ identity: String) {
    self.identity = identity
    varying = [:]
  }

  /// The key computed from a request: method, URL without fragment, and the body's SHA-256.
  ///
  /// - Parameter request: the request as it will be sent.
  public init(request: URLRequest) {
    let method = (request.httpMethod ?? "GET").uppercased()
    var address = request.url?.absoluteString ?? ""
    if let hash = address.firstIndex(of: "#") { address = String(address[..<hash]) }
    var identity = "\(method) \(address)"
    if let body = request.httpBody, !body.isEmpty {
      identity += " body-sha256:\(SHA256.hex(body))"
    }
    self.init(identity)
  }

  private init(identity: String, varying: [String: String]) {
    self.identity = identity
    self.varying = varying
  }

  /// This key with the request's values for `names` (header names, any case) added to its
  /// varying values.
  ///
  /// - Parameters:
  ///   - names: the header names a response's `Vary` lists.
  ///   - request: the request whose values are taken.
  /// - Returns: the key of the variant `request` asks for.
  public func varying(on names: [String], from request: URLRequest) -> CacheKey {
    var values = varying
    for name in names {
      values[name.lowercased()] = Self.headerValue(name, in: request)
    }
    return CacheKey(identity: identity, varying: values)
  }

  /// The canonical text of the key: the identity, then one `name: value` line per varying
  /// header, sorted by name.
  public var stringValue: String {
    guard !varying.isEmpty else { return identity }
    let lines = varying.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return ([identity] + lines).joined(separator: "\n")
  }

  /// ``stringValue`` as text for humans, redacted as ``Redaction/current`` says: sensitive
  /// query values and the values of sensitive headers (`authorization: <redacted>`) hidden.
  public var description: String {
    let redaction = Redaction.current
    let lines = varying.sorted { $0.key < $1.key }.map {
      "\($0.key): \(redaction.headerValue($0.value, name: $0.key))"
    }
    return ([redaction.text(identity)] + lines).joined(separator: "\n")
  }

  /// The value of header `name` in `request`, whatever its case; empty when absent.
  static func headerValue(_ name: String, in request: URLRequest) -> String {
    if let value = request.value(forHTTPHeaderField: name) { return value }
    let wanted = name.lowercased()
    for (key, value) in request.allHTTPHeaderFields ?? [:] where key.lowercased() == wanted {
      return value
    }
    return ""
  }
}
