import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A credential an ``Authenticator`` applies to requests: an OAuth access token and its
/// refresh token, an API key, a signed session.
///
/// The ``AuthenticationInterceptor`` reads ``requiresRefresh`` before every request it sends:
/// a credential that knows it is about to expire says so, and the interceptor refreshes it
/// before sending rather than waiting for the server's 401.
///
/// Credentials cross threads (a refresh may finish on any of them), hence `Sendable`; keep
/// them immutable values.
public protocol AuthenticationCredential: Sendable {
  /// Whether the credential should be refreshed before it is used again, typically because it
  /// expires within a margin (a minute, five).
  ///
  /// Read outside the interceptor's lock, possibly on several threads at once, and once per
  /// request: keep it cheap and free of side effects.
  var requiresRefresh: Bool { get }
}

/// Applies a credential to requests and refreshes it: the part of authentication that knows
/// the API, while ``AuthenticationInterceptor`` handles the queueing and threading.
///
/// The interceptor calls these methods on whichever thread runs a request, never while
/// holding its own lock, possibly on several threads at once: keep them free of shared
/// mutable state (or guard it yourself).
///
/// ```swift
/// struct OAuthAuthenticator: Authenticator {
///   let tokens: Provider<TokenAPI>
///   func apply(_ credential: OAuthCredential, to urlRequest: inout URLRequest) {
///     urlRequest.setValue("Bearer \(credential.accessToken)", forHTTPHeaderField: "Authorization")
///   }
///   func refresh(_ credential: OAuthCredential) -> Observable<OAuthCredential> {
///     tokens.response(.refresh(credential.refreshToken)).map { try $0.map(OAuthCredential.self) }
///   }
/// }
/// ```
public protocol Authenticator: Sendable {
  /// The credential this authenticator applies and refreshes.
  associatedtype Credential: AuthenticationCredential

  /// Adds `credential` to `urlRequest`, typically as an `Authorization` header.
  ///
  /// - Parameters:
  ///   - credential: the current credential.
  ///   - urlRequest: the request about to be sent; called again with the original request for
  ///     a replay, so setting (not appending) a header is enough.
  func apply(_ credential: Credential, to urlRequest: inout URLRequest)

  /// Obtains a new credential from `credential`, typically by sending its refresh token.
  ///
  /// The interceptor subscribes once per refresh, however many requests wait for it, takes
  /// the first element and disposes the subscription. The sequence may emit on any thread.
  /// An error, or completion without an element, fails every waiting request (see
  /// ``AuthenticationError/refreshFailed(_:)``). The sequence should end: give it a timeout
  /// if the server may not answer, since waiting requests wait for it.
  ///
  /// - Parameter credential: the credential that was rejected or says it needs a refresh.
  /// - Returns: a sequence whose first element is the new credential.
  func refresh(_ credential: Credential) -> Observable<Credential>

  /// Whether `response` means the request was refused for its credential, so a refresh (or a
  /// replay with a newer credential) may help.
  ///
  /// The default is `response.statusCode == 401`.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent, credential applied.
  ///   - response: the response it got.
  ///   - error: the error the attempt failed with when the target's validation rejected the
  ///     status (``NetworkError/statusCode(_:)``); `nil` when the response passed validation
  ///     (``ValidationType/none`` accepts a 401).
  /// - Returns: `true` to treat the response as an authentication failure.
  func didRequest(
    _ urlRequest: URLRequest, with response: Response,
    failDueToAuthenticationError error: NetworkError?
  ) -> Bool

  /// `didRequest(_:with:failDueToAuthenticationError:)` as Alamofire's `Authenticator`
  /// spells it, with the `HTTPURLResponse` and a non-optional error.
  ///
  /// An authenticator ported from Alamofire keeps its method, which would otherwise be an
  /// extra overload the interceptor never calls: declared here, it is a requirement whose
  /// default throws ``NotDeclared``, and the ``Response`` form's default calls it. Implement
  /// one of the two; when both are, the ``Response`` form wins.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent, credential applied.
  ///   - response: the HTTP response it got.
  ///   - error: the validation error, or ``NetworkError/statusCode(_:)`` when the response
  ///     passed validation.
  /// - Returns: `true` to treat the response as an authentication failure.
  /// - Throws: ``NotDeclared`` when the authenticator does not write it (the default).
  func didRequest(
    _ urlRequest: URLRequest, with response: HTTPURLResponse,
    failDueToAuthenticationError error: any Error
  ) throws(NotDeclared) -> Bool

  /// Whether `urlRequest` was sent with `credential`, rather than an older one.
  ///
  /// When a request fails authentication after the credential was already refreshed by
  /// others, the interceptor replays it with the current credential instead of refreshing
  /// again. The default applies `credential` to a copy of the request and reports whether its
  /// header fields stayed the same.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent, credential applied.
  ///   - credential: the interceptor's current credential.
  /// - Returns: `true` when the request carries `credential`.
  func isRequest(_ urlRequest: URLRequest, authenticatedWith credential: Credential) -> Bool
}

extension Authenticator {
  /// The authenticator's Alamofire-style `didRequest` when it declares one; else a 401 is an
  /// authentication failure.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent.
  ///   - response: the response it got.
  ///   - error: the validation error, if any.
  /// - Returns: whether the response is an authentication failure.
  public func didRequest(
    _ urlRequest: URLRequest, with response: Response,
    failDueToAuthenticationError error: NetworkError?
  ) -> Bool {
    if let http = response.response,
      let answer = try? didRequest(
        urlRequest, with: http, failDueToAuthenticationError: error ?? .statusCode(response))
    {
      return answer
    }
    return response.statusCode == 401
  }

  /// Not written: the authenticator has no Alamofire-style `didRequest`.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent.
  ///   - response: the HTTP response it got.
  ///   - error: the validation error.
  /// - Returns: nothing; it throws.
  /// - Throws: ``NotDeclared``, always.
  public func didRequest(
    _ urlRequest: URLRequest, with response: HTTPURLResponse,
    failDueToAuthenticationError error: any Error
  ) throws(NotDeclared) -> Bool {
    throw NotDeclared()
  }

  /// Whether applying `credential` again would leave the request's header fields unchanged.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent.
  ///   - credential: the current credential.
  /// - Returns: `true` when the request already carries `credential`.
  public func isRequest(_ urlRequest: URLRequest, authenticatedWith credential: Credential)
    -> Bool
  {
    var reapplied = urlRequest
    apply(credential, to: &reapplied)
    return reapplied.allHTTPHeaderFields == urlRequest.allHTTPHeaderFields
  }
}
