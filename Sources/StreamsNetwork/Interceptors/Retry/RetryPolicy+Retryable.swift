import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default answer to "may this failure be retried?".
extension RetryPolicy {
  /// Statuses that say "the same request may work later": 408 Request Timeout, 429 Too Many
  /// Requests, 500 Internal Server Error, 502 Bad Gateway, 503 Service Unavailable and 504
  /// Gateway Timeout.
  public static let retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

  /// The default ``shouldRetry``: an idempotent method (`GET`, `HEAD`, `PUT`, `DELETE`,
  /// `OPTIONS`, `TRACE`) that failed in a way worth retrying (``isRetryableFailure(_:)``).
  ///
  /// - Parameters:
  ///   - error: the failure.
  ///   - method: the request's method.
  /// - Returns: whether to retry.
  @Sendable
  public static func isRetryable(_ error: any Error, method: HTTPMethod) -> Bool {
    method.isIdempotent && isRetryableFailure(error)
  }

  /// Whether `error` is worth retrying whatever the method: never a cancellation; a status in
  /// ``retryableStatusCodes``; a transport failure that may not recur
  /// (``TransportFailure/isTransient``: a timeout, a lost, reset or refused connection, a host
  /// that cannot be found or reached, no network).
  ///
  /// - Parameter error: the failure, a ``NetworkError`` or the transport's own error.
  /// - Returns: whether a later attempt may succeed.
  public static func isRetryableFailure(_ error: any Error) -> Bool {
    guard let network = error as? NetworkError else { return TransportFailure(error).isTransient }
    switch network {
    case .statusCode(let response):
      return retryableStatusCodes.contains(response.statusCode)
    case .underlying:
      return network.transportFailure.isTransient
    default:
      return false
    }
  }
}
