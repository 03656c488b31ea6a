import Foundation

extension NetworkError {
  /// What an error status means for the caller, so handlers can switch on meaning rather than
  /// numbers.
  public enum Status: Equatable, Hashable, Sendable {
    /// 400: the request is malformed.
    case badRequest
    /// 401: credentials are missing or wrong.
    case unauthorized
    /// 403: the credentials do not allow this.
    case forbidden
    /// 404: no such resource.
    case notFound
    /// 426: the client must upgrade (an app too old for the API).
    case upgradeRequired
    /// 429: rate limited; retry after the given seconds when the server said.
    case tooManyRequests(retryAfter: TimeInterval?)
    /// 503: temporarily down; retry after the given seconds when the server said.
    case serviceUnavailable(retryAfter: TimeInterval?)
    /// Any other 4xx.
    case client(Int)
    /// Any other 5xx.
    case server(Int)

    /// The classification of `statusCode`, or `nil` below 400 or above 599.
    ///
    /// - Parameters:
    ///   - statusCode: the HTTP status.
    ///   - retryAfter: the parsed `Retry-After`, kept for 429 and 503.
    public init?(statusCode: Int, retryAfter: TimeInterval? = nil) {
      switch statusCode {
      case 400: self = .badRequest
      case 401: self = .unauthorized
      case 403: self = .forbidden
      case 404: self = .notFound
      case 426: self = .upgradeRequired
      case 429: self = .tooManyRequests(retryAfter: retryAfter)
      case 503: self = .serviceUnavailable(retryAfter: retryAfter)
      case 400...499: self = .client(statusCode)
      case 500...599: self = .server(statusCode)
      default: return nil
      }
    }

    /// Whether the same request may succeed later without changes: 429, 503 and other 5xx.
    public var isTransient: Bool {
      switch self {
      case .tooManyRequests, .serviceUnavailable, .server: true
      default: false
      }
    }
  }

  /// The classification of the carried response's status, `Retry-After` measured from now;
  /// `nil` without a response or for a status below 400.
  public var status: Status? { status(relativeTo: Date()) }

  /// The classification of the carried response's status.
  ///
  /// - Parameter now: the time an HTTP-date `Retry-After` is measured from.
  /// - Returns: the classification, or `nil` without a response or for a status below 400.
  public func status(relativeTo now: Date) -> Status? {
    guard let response else { return nil }
    let code = response.statusCode
    let retryAfter = code == 429 || code == 503 ? response.retryAfter(relativeTo: now) : nil
    return Status(statusCode: code, retryAfter: retryAfter)
  }
}
