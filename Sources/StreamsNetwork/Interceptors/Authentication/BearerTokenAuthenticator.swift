import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An OAuth-style bearer token: an access token, the token that refreshes it, and when it
/// expires.
public struct BearerToken: AuthenticationCredential, Hashable {
  /// The token sent as `Authorization: Bearer <accessToken>`.
  public var accessToken: String
  /// The token the refresh sends, if the API issues one.
  public var refreshToken: String?
  /// When the access token expires; `nil` when unknown, so only a 401 refreshes it.
  public var expiresAt: Date?
  /// How long before ``expiresAt`` the token counts as due for a refresh.
  public var refreshMargin: TimeInterval

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - accessToken: the access token.
  ///   - refreshToken: the refresh token, if any.
  ///   - expiresAt: when the access token expires, if known.
  ///   - refreshMargin: how long before expiry to refresh (60 seconds by default).
  public init(
    accessToken: String, refreshToken: String? = nil, expiresAt: Date? = nil,
    refreshMargin: TimeInterval = 60
  ) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.expiresAt = expiresAt
    self.refreshMargin = refreshMargin
  }

  /// Whether the token expires within ``refreshMargin`` of now, by the wall clock.
  public var requiresRefresh: Bool { requiresRefresh(at: Date()) }

  /// Whether the token expires within ``refreshMargin`` of `now`.
  ///
  /// - Parameter now: the time to judge from.
  /// - Returns: `false` without ``expiresAt``.
  public func requiresRefresh(at now: Date) -> Bool {
    guard let expiresAt else { return false }
    return now.addingTimeInterval(refreshMargin) >= expiresAt
  }
}

/// Sends ``BearerToken``s as `Authorization: Bearer <token>` and refreshes them with a
/// closure: the ready-made ``Authenticator`` for OAuth-style APIs.
///
/// ```swift
/// let authenticator = BearerTokenAuthenticator { token in
///   tokens.response(.refresh(token.refreshToken ?? ""))
///     .map { try $0.map(TokenReply.self).bearerToken }
/// }
/// ```
///
/// A 401 is the refusal; a request carries the current token when its `Authorization` header
/// is exactly `Bearer <accessToken>`.
public struct BearerTokenAuthenticator: Authenticator {
  /// Obtains a new token from the current one; its first element is taken.
  public typealias Refresh = @Sendable (BearerToken) -> Observable<BearerToken>

  private let refreshToken: Refresh

  /// Creates an authenticator.
  ///
  /// - Parameter refresh: obtains a new token, typically by sending the refresh token to the
  ///   API's token endpoint (through a provider the interceptor does not authenticate, or a
  ///   target that opts out with ``AuthenticationScoped``). Called once per refresh, on the
  ///   thread of the request that triggered it; it may finish on any thread.
  public init(refresh: @escaping Refresh) { refreshToken = refresh }

  /// Sets `Authorization: Bearer <accessToken>`, replacing any earlier value.
  ///
  /// - Parameters:
  ///   - credential: the token.
  ///   - urlRequest: the request to authenticate.
  public func apply(_ credential: BearerToken, to urlRequest: inout URLRequest) {
    urlRequest.setValue(Self.headerValue(credential), forHTTPHeaderField: "Authorization")
  }

  /// Runs the refresh closure.
  ///
  /// - Parameter credential: the token to refresh.
  /// - Returns: the closure's sequence.
  public func refresh(_ credential: BearerToken) -> Observable<BearerToken> {
    refreshToken(credential)
  }

  /// Whether the request's `Authorization` header carries `credential`'s access token.
  ///
  /// - Parameters:
  ///   - urlRequest: the request as sent.
  ///   - credential: the current token.
  /// - Returns: `true` when the header is `Bearer <accessToken>`.
  public func isRequest(_ urlRequest: URLRequest, authenticatedWith credential: BearerToken)
    -> Bool
  {
    urlRequest.value(forHTTPHeaderField: "Authorization") == Self.headerValue(credential)
  }

  private static func headerValue(_ credential: BearerToken) -> String {
    "Bearer " + credential.accessToken
  }
}
