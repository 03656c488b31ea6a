import Foundation
import Streams

/// Why the ``AuthenticationInterceptor`` failed a request.
///
/// It reaches subscribers inside ``NetworkError/underlying(_:_:)``, with the response that
/// triggered the refresh when there was one (a 401), so `error.statusCode` still reads 401;
/// ``NetworkError/authenticationError`` extracts it.
///
/// ```swift
/// if case .refreshFailed? = (error as? NetworkError)?.authenticationError { showLogin() }
/// ```
public enum AuthenticationError: Error, Sendable {
  /// The interceptor has no credential: none was given, or it was set to `nil` (a logout).
  /// Requests fail at once rather than wait; set
  /// ``AuthenticationInterceptor/credential`` to authenticate again.
  case missingCredential
  /// The refresh failed, so every request waiting for it failed; carries the refresh's error
  /// (`RxError.noElements` when the refresh completed without a credential).
  case refreshFailed(any Error)
}

extension NetworkError {
  /// The ``AuthenticationError`` this error wraps, if the authentication interceptor failed
  /// the request.
  public var authenticationError: AuthenticationError? {
    underlyingError as? AuthenticationError
  }
}
