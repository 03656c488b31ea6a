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

/// What a failed exchange means, whichever transport reported it and however it is wrapped:
/// the one table behind ``NetworkError/isCancelled``, ``NetworkError/isTimeout``, the default
/// retry decision (``RetryPolicy/isRetryableFailure(_:)``) and the cache's offline fallback
/// (``CachePolicy/networkFirst``).
///
/// It reads `URLError` codes (both transports report those: the libcurl transport maps each
/// `CURLcode` to the code URLSession would use), POSIX socket errors (`POSIXError`,
/// `NSPOSIXErrorDomain`) and Swift's `CancellationError`, and looks through
/// ``NetworkError/underlying(_:_:)`` and `NSUnderlyingErrorKey` when the outer error says no
/// more than "unknown".
///
/// ```swift
/// if error.transportFailure == .unreachable { banner.show("You are offline") }
/// ```
public enum TransportFailure: Hashable, Sendable {
  /// The request was cancelled: `URLError.cancelled` or `CancellationError`.
  case cancelled
  /// No answer in time: `URLError.timedOut`, `ETIMEDOUT`.
  case timedOut
  /// The server cannot be reached now: no network, the host not found, the connection
  /// refused, the network or host unreachable.
  case unreachable
  /// The connection broke during the exchange: reset, aborted, a broken pipe.
  case connectionLost
  /// The secure connection failed: the handshake, or the server's or client's certificate.
  case tls
  /// The answer is not an HTTP response that can be read: a garbage status line, a bad
  /// chunk, an undecodable body.
  case malformedResponse
  /// Redirects went on past the limit.
  case tooManyRedirects
  /// Anything else, including failures that are not the transport's.
  case other

  /// Classifies `error`.
  ///
  /// - Parameter error: a ``NetworkError``, or a transport's own error.
  public init(_ error: any Error) {
    self = Self.classify(error, depth: 0)
  }

  /// Whether a later attempt of the same request may meet a different outcome: a timeout, an
  /// unreachable server, a lost connection.
  public var isTransient: Bool {
    switch self {
    case .timedOut, .unreachable, .connectionLost: true
    default: false
    }
  }

  /// How deep wrapped errors are followed: a bound against a cycle of underlying errors.
  private static let maximumDepth = 8

  private static func classify(_ error: any Error, depth: Int) -> TransportFailure {
    guard depth < maximumDepth else { return .other }
    if error is CancellationError { return .cancelled }
    if let network = error as? NetworkError {
      return network.underlyingError.map { classify($0, depth: depth + 1) } ?? .other
    }
    let kind: TransportFailure
    let nsError = error as NSError
    if let urlError = error as? URLError {
      kind = urlCode(urlError.code)
    } else if let posix = error as? POSIXError {
      kind = posixCode(posix.code.rawValue)
    } else if nsError.domain == NSURLErrorDomain {
      // Failable on Linux, total on Apple platforms.
      let code: URLError.Code? = URLError.Code(rawValue: nsError.code)
      kind = code.map(urlCode) ?? .other
    } else if nsError.domain == NSPOSIXErrorDomain, let code = Int32(exactly: nsError.code) {
      kind = posixCode(code)
    } else {
      kind = .other
    }
    guard kind == .other, let cause = nsError.userInfo[NSUnderlyingErrorKey] as? any Error
    else { return kind }
    return classify(cause, depth: depth + 1)
  }

  /// The table for `URLError` codes (`NSURLErrorDomain`).
  ///
  /// Keyed by `URLError.Code`, not the `NSURLError…` constants: swift-corelibs-foundation
  /// numbers some of those (the certificate ones) one off from Apple's and its own `URLError`.
  private static func urlCode(_ code: URLError.Code) -> TransportFailure {
    switch code {
    case .cancelled:
      .cancelled
    case .timedOut:
      .timedOut
    case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
      .internationalRoamingOff, .dataNotAllowed:
      .unreachable
    case .networkConnectionLost:
      .connectionLost
    case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
      .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid,
      .clientCertificateRejected, .clientCertificateRequired:
      .tls
    case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData,
      .cannotDecodeContentData:
      .malformedResponse
    case .httpTooManyRedirects:
      .tooManyRedirects
    default:
      .other
    }
  }

  /// The table for socket errors (`POSIXError`, `NSPOSIXErrorDomain`).
  private static func posixCode(_ code: Int32) -> TransportFailure {
    switch code {
    case ETIMEDOUT:
      .timedOut
    case ECONNREFUSED, ENETDOWN, ENETUNREACH, EHOSTUNREACH, EHOSTDOWN:
      .unreachable
    case ECONNRESET, ECONNABORTED, EPIPE, ENETRESET:
      .connectionLost
    default:
      .other
    }
  }
}

extension NetworkError {
  /// What the transport failure under this error means; ``TransportFailure/other`` for a
  /// failure that is not the transport's (a status, a mapping).
  public var transportFailure: TransportFailure { TransportFailure(self) }
}
