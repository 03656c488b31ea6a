import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every way a network call can fail: Moya's `MoyaError`, case for case.
///
/// Cases carry the ``Response`` when there is one, so a handler can read the status, headers
/// and body. The nine cases are Moya 15's, so a `switch` written for `MoyaError` is exhaustive
/// here too; what Moya reports as a wrapped error arrives as ``underlying(_:_:)`` here as well:
/// the transport's cancellation and timeout (``isCancelled``, ``isTimeout``), a response of an
/// unacceptable media type (``contentTypeError``), one that is too large
/// (``ResponseTooLargeError``). ``status`` classifies the status (404, 429 with its
/// `Retry-After`…).
///
/// `Sendable` without `@unchecked`: `Response` is an immutable final class of `Sendable`
/// stored properties, and `any Error` is `Sendable` because `Error` refines `Sendable`.
public enum NetworkError: Error, Sendable {
  /// The body is not an image.
  case imageMapping(Response)
  /// The body is not valid JSON, or a key path leads nowhere.
  case jsonMapping(Response)
  /// The body is not UTF-8, or a key path holds no string.
  case stringMapping(Response)
  /// The JSON does not decode as the requested type; carries the `DecodingError`.
  case objectMapping(any Error, Response)
  /// An `Encodable` body could not be encoded; carries the encoder's error.
  case encodableMapping(any Error)
  /// The status is not one the validation or filter accepts.
  case statusCode(Response)
  /// The transport or something else failed; carries its error and the response, if any.
  case underlying(any Error, Response?)
  /// The endpoint's URL string is not a valid URL.
  case requestMapping(String)
  /// The parameters could not be encoded; carries a ``ParameterEncodingError`` (or what a
  /// custom ``ParameterEncoding`` threw).
  case parameterEncoding(any Error)

  /// The response the error carries, if any.
  public var response: Response? {
    switch self {
    case .imageMapping(let response), .jsonMapping(let response), .stringMapping(let response),
      .objectMapping(_, let response), .statusCode(let response):
      response
    case .underlying(_, let response):
      response
    case .encodableMapping, .requestMapping, .parameterEncoding:
      nil
    }
  }

  /// The status code of the response the error carries, if any.
  public var statusCode: Int? { response?.statusCode }

  /// The error this one wraps, if any.
  public var underlyingError: (any Error)? {
    switch self {
    case .objectMapping(let error, _), .encodableMapping(let error),
      .underlying(let error, _), .parameterEncoding(let error):
      error
    case .imageMapping, .jsonMapping, .stringMapping, .statusCode, .requestMapping:
      nil
    }
  }

  /// Whether the request was cancelled: the wrapped error is `URLError.cancelled` (`-999`,
  /// `NSURLErrorCancelled`, as an `NSError` too) or Swift's `CancellationError`, however deeply
  /// wrapped (``TransportFailure/cancelled``).
  public var isCancelled: Bool { transportFailure == .cancelled }

  /// Whether the request timed out: the wrapped error is `URLError.timedOut` (`-1001`) or the
  /// socket's `ETIMEDOUT`, however deeply wrapped (``TransportFailure/timedOut``).
  public var isTimeout: Bool { transportFailure == .timedOut }

  /// Whether `error`, a ``NetworkError`` or a transport's own, is a cancellation.
  static func isCancellation(_ error: any Error) -> Bool {
    TransportFailure(error) == .cancelled
  }
}
