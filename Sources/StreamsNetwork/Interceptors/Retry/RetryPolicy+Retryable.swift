import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default answer to "may this failure be retried?".
extension RetryPolicy {
  /// Statuses that say "the same request may work later": 408 Request Timeout, 429 Too Many
  /// Requests, 500 Internal Server Error, 502 Bad Gateway, 503 Service Unavailable and 504
  /// Gateway Timeout.
  public static let retryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

  /// Transport failures that a later attempt may not meet: a timeout, a lost or refused
  /// connection, a DNS hiccup, no network yet.
  public static let retryableURLErrorCodes: Set<URLError.Code> = [
    .timedOut, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
    .dnsLookupFailed, .notConnectedToInternet,
  ]

  /// Socket errors that mean the same (a reset or refused connection, an unreachable
  /// network), as some transports report them.
  static let retryablePOSIXCodes: Set<Int32> = [
    ECONNRESET, ECONNREFUSED, ECONNABORTED, ETIMEDOUT, ENETDOWN, ENETUNREACH, EHOSTUNREACH,
    EPIPE,
  ]

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
  /// ``retryableStatusCodes``; a transport failure in ``retryableURLErrorCodes`` (or the
  /// matching socket errors).
  ///
  /// - Parameter error: the failure, a ``NetworkError`` or the transport's own error.
  /// - Returns: whether a later attempt may succeed.
  public static func isRetryableFailure(_ error: any Error) -> Bool {
    if NetworkError.isCancellation(error) { return false }
    if let network = error as? NetworkError {
      switch network {
      case .statusCode(let response):
        return retryableStatusCodes.contains(response.statusCode)
      case .underlying(let underlying, _):
        return isRetryableTransportError(underlying)
      default:
        return false
      }
    }
    return isRetryableTransportError(error)
  }

  private static func isRetryableTransportError(_ error: any Error) -> Bool {
    if let urlError = error as? URLError { return retryableURLErrorCodes.contains(urlError.code) }
    let nsError = error as NSError
    if nsError.domain == NSURLErrorDomain {
      // Failable on Linux, total on Apple platforms.
      let code: URLError.Code? = URLError.Code(rawValue: nsError.code)
      return code.map(retryableURLErrorCodes.contains) ?? false
    }
    if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
      return retryablePOSIXCodes.contains(code)
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
      return isRetryableTransportError(underlying)
    }
    return false
  }
}
