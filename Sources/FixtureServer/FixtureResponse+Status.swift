import Foundation

extension FixtureResponse {
  /// A `Retry-After` value: delay seconds or an HTTP-date.
  public enum RetryAfter: Sendable, Equatable {
    /// `Retry-After: 2`.
    case seconds(Int)
    /// `Retry-After: Sun, 06 Nov 1994 08:49:37 GMT`.
    case date(Date)

    /// The header value.
    public var headerValue: String {
      switch self {
      case .seconds(let seconds): String(max(0, seconds))
      case .date(let date): FixtureResponse.httpDate(date)
      }
    }
  }

  /// A server error with a small JSON body, such as `.serverError(502)`.
  ///
  /// - Parameters:
  ///   - status: A 5xx status.
  ///   - message: The `error` field of the body.
  /// - Returns: The response.
  public static func serverError(_ status: Int = 500, message: String = "fixture server error")
    -> FixtureResponse
  {
    json(["error": message], status: status)
  }

  /// `429 Too Many Requests`, optionally with `Retry-After`.
  ///
  /// - Parameter retryAfter: The `Retry-After` value, if any.
  /// - Returns: The response.
  public static func tooManyRequests(retryAfter: RetryAfter? = nil) -> FixtureResponse {
    throttled(429, message: "too many requests", retryAfter: retryAfter)
  }

  /// `503 Service Unavailable`, optionally with `Retry-After`.
  ///
  /// - Parameter retryAfter: The `Retry-After` value, if any.
  /// - Returns: The response.
  public static func serviceUnavailable(retryAfter: RetryAfter? = nil) -> FixtureResponse {
    throttled(503, message: "service unavailable", retryAfter: retryAfter)
  }

  /// A redirect to `location` (absolute, or a path on the same host).
  ///
  /// For a cross-host redirect build the location with
  /// ``FixtureRequest/absoluteURL(_:host:)``: `request.absoluteURL("/b", host: "localhost")`.
  ///
  /// - Parameters:
  ///   - location: The `Location` header.
  ///   - status: 301, 302, 303, 307 or 308.
  /// - Returns: The response, with an empty body.
  public static func redirect(to location: String, status: Int = 302) -> FixtureResponse {
    FixtureResponse(status: status, headers: ["Location": location])
  }

  /// `304 Not Modified` carrying `etag`.
  ///
  /// - Parameter etag: The entity tag, quotes included, such as `"\"v1\""`.
  /// - Returns: The response.
  public static func notModified(etag: String) -> FixtureResponse {
    FixtureResponse(status: 304, headers: ["ETag": etag])
  }

  /// This response tagged with `etag`, or `304 Not Modified` when the request's
  /// `If-None-Match` already names it (weak comparison; `*` matches anything).
  ///
  /// - Parameters:
  ///   - etag: The entity tag, quotes included, such as `"\"v1\""`.
  ///   - request: The request whose `If-None-Match` decides.
  /// - Returns: The tagged response or the 304.
  public func withETag(_ etag: String, for request: FixtureRequest) -> FixtureResponse {
    let candidates = request.headers.values(for: "If-None-Match")
      .flatMap { $0.split(separator: ",") }.map { trimmed($0) }
    let weak = { (tag: String) in tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag }
    if candidates.contains(where: { $0 == "*" || weak($0) == weak(etag) }) {
      var notModified = FixtureResponse.notModified(etag: etag)
      let bodyFields = ["Content-Type", "Content-Length", "ETag"]
      for field in headers where !bodyFields.contains(where: { HTTPHeaders.same($0, field.name) }) {
        notModified.headers.add(field.name, field.value)
      }
      return notModified
    }
    return header("ETag", etag)
  }

  /// Formats `date` as an IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT`.
  ///
  /// - Parameter date: The moment.
  /// - Returns: The HTTP-date text.
  public static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }

  /// The standard reason phrase for a status, or `"Status"` for one without a common name.
  static func standardReason(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 206: "Partial Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 304: "Not Modified"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 422: "Unprocessable Content"
    case 426: "Upgrade Required"
    case 429: "Too Many Requests"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    case 505: "HTTP Version Not Supported"
    default: "Status"
    }
  }

  private static func throttled(_ status: Int, message: String, retryAfter: RetryAfter?)
    -> FixtureResponse
  {
    var response = json(["error": message], status: status)
    if let retryAfter { response.headers["Retry-After"] = retryAfter.headerValue }
    return response
  }
}
