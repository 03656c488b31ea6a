import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A stored response: what a ``ResponseCacheStore`` keeps under a ``CacheKey``.
///
/// `storedAt` is on the cache's clock, the provider's scheduler (`request.scheduler.now`), so
/// ages and freshness follow virtual time in tests.
public struct CachedResponse: Equatable, Sendable {
  /// The status the response had (2xx).
  public var statusCode: Int
  /// The response headers.
  public var headers: [String: String]
  /// The body.
  public var data: Data
  /// When the response was received or last revalidated, on the cache's clock.
  public var storedAt: Date
  /// The request headers the response varies on (its `Vary`, lowercased and sorted).
  ///
  /// An entry under a key without ``CacheKey/varying`` values whose `variesOn` is not empty
  /// is an index: it only records which headers the resource varies on, and each variant is
  /// stored under its own key.
  public var variesOn: [String]

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - statusCode: the response status.
  ///   - headers: the response headers.
  ///   - data: the body.
  ///   - storedAt: when it was received or revalidated, on the cache's clock.
  ///   - variesOn: the lowercased names from the response's `Vary`.
  public init(
    statusCode: Int, headers: [String: String], data: Data, storedAt: Date,
    variesOn: [String] = []
  ) {
    self.statusCode = statusCode
    self.headers = headers
    self.data = data
    self.storedAt = storedAt
    self.variesOn = variesOn
  }

  /// The entry for `response`, received at `date`.
  ///
  /// `Set-Cookie` is left out: replaying a cookie from the store would resurrect a stale
  /// session, and a cookie written to disk is a secret at rest.
  ///
  /// - Parameters:
  ///   - response: a network response.
  ///   - date: when it arrived, on the cache's clock.
  ///   - variesOn: the lowercased names from its `Vary`.
  public init(_ response: Response, storedAt date: Date, variesOn: [String] = []) {
    let cookies: Set<String> = ["set-cookie", "set-cookie2"]
    self.init(
      statusCode: response.statusCode,
      headers: response.headers.filter { !cookies.contains($0.key.lowercased()) },
      data: response.data, storedAt: date, variesOn: variesOn)
  }

  /// The value of header `name`, whatever its case.
  ///
  /// - Parameter name: the header name.
  /// - Returns: the value, or `nil` when absent.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.key.lowercased() == wanted }?.value
  }

  /// The response's `Cache-Control` directives.
  public var cacheControl: CacheControl { CacheControl(header: header("Cache-Control")) }

  /// Whether a conditional request can revalidate it (it has an `ETag` or `Last-Modified`).
  public var hasValidators: Bool { header("ETag") != nil || header("Last-Modified") != nil }

  /// Roughly the bytes the entry occupies: body, header names and values.
  public var byteCount: Int {
    headers.reduce(data.count) { $0 + $1.key.utf8.count + $1.value.utf8.count }
      + variesOn.reduce(0) { $0 + $1.utf8.count }
  }

  /// Its age at `now`, in whole seconds, never negative.
  ///
  /// - Parameter now: the current time on the cache's clock.
  /// - Returns: seconds since it was stored or revalidated.
  public func age(at now: Date) -> TimeInterval {
    max(0, now.timeIntervalSince(storedAt).rounded(.down))
  }

  /// The response to hand a subscriber: the stored status, headers and body, plus `Age`.
  ///
  /// - Parameters:
  ///   - request: the request it answers.
  ///   - now: the current time on the cache's clock.
  /// - Returns: a response with an `HTTPURLResponse` built from the entry.
  public func response(for request: URLRequest, at now: Date) -> Response {
    var fields = headers
    for name in fields.keys where name.lowercased() == "age" { fields[name] = nil }
    fields["Age"] = String(Int.clamped(age(at: now), rounding: .down))
    let url = request.url ?? URL(fileURLWithPath: "/")
    let http = HTTPURLResponse(
      url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: fields)
    return Response(statusCode: statusCode, data: data, request: request, response: http)
  }

  /// This entry after a `304 Not Modified`: its headers updated from the 304's and its date
  /// set to `now` (RFC 9111 §4.3.4); the body is kept.
  ///
  /// - Parameters:
  ///   - notModified: the 304 response.
  ///   - now: when it arrived, on the cache's clock.
  /// - Returns: the refreshed entry.
  public func refreshed(by notModified: Response, at now: Date) -> CachedResponse {
    var updated = self
    let kept: Set<String> = ["content-length", "transfer-encoding", "content-encoding"]
    for (name, value) in notModified.headers where !kept.contains(name.lowercased()) {
      for existing in updated.headers.keys where existing.lowercased() == name.lowercased() {
        updated.headers[existing] = nil
      }
      updated.headers[name] = value
    }
    updated.storedAt = now
    return updated
  }
}
