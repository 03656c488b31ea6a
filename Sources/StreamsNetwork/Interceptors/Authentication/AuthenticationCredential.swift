import Foundation

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

/// A target's choice of whether its requests go through the ``AuthenticationInterceptor``.
///
/// Every target is authenticated unless it conforms and returns `false`, as a login, sign-up
/// or token-refresh endpoint should: such a request is passed on untouched, with no credential
/// applied, no wait for a refresh in flight and no refresh on a 401.
///
/// ```swift
/// extension AccountAPI: AuthenticationScoped {
///   var requiresAuthentication: Bool { self != .refreshToken }
/// }
/// ```
///
/// A ``MultiTarget`` is unwrapped first, so the wrapped target decides.
///
/// - Important: A refresh sent through a provider whose interceptor authenticates it would
///   wait for the very refresh it is part of, and never finish. Opt the refresh endpoint out,
///   or send it through a provider without the interceptor.
public protocol AuthenticationScoped {
  /// Whether requests for this target carry the credential and take part in refreshes;
  /// `true` by default.
  var requiresAuthentication: Bool { get }
}

extension AuthenticationScoped {
  /// Authenticated, unless the target says otherwise.
  public var requiresAuthentication: Bool { true }
}
