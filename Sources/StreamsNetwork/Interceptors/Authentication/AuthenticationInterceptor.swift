import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Authenticates every request with a shared credential and refreshes it when it expires or
/// the server refuses it, once for all the requests that need it.
///
/// The ``Authenticator`` knows the API (how to apply and refresh the credential, what counts
/// as a refusal); the interceptor handles the rest, for every request of a provider, on any
/// thread:
///
/// - **Adapt.** Each request is sent with the current credential applied.
/// - **Proactive refresh.** When the credential says ``AuthenticationCredential/requiresRefresh``,
///   the request waits for a refresh before it is sent.
/// - **Single flight.** An authentication failure (a 401 by default, see
///   `Authenticator.didRequest(_:with:failDueToAuthenticationError:)`) starts one refresh;
///   every request that fails, or starts, while it is in flight waits for it, and the
///   refresh's subscription is shared by all of them.
/// - **Older credential.** A request refused for a credential that was already replaced
///   (``Authenticator/isRequest(_:authenticatedWith:)`` is `false` for the current one) is
///   replayed with the current credential at once, without a refresh.
/// - **Replay once.** When the refresh succeeds, every waiting request is sent again with the
///   new credential; when it fails, every waiting request fails with
///   ``NetworkError/underlying(_:_:)`` wrapping ``AuthenticationError/refreshFailed(_:)`` and
///   the request's own 401 response (`nil` for a request that had not been sent yet).
/// - **One refresh per failure.** After a refresh fails, a request that would need the same
///   credential refreshed — a late 401 of a request sent with it, or a new request while it
///   ``AuthenticationCredential/requiresRefresh`` — fails at once with the same
///   ``AuthenticationError/refreshFailed(_:)``, without a new refresh, until
///   ``refreshCoolDown`` has passed on the provider's scheduler or the credential changes
///   (set ``credential``). A storm of 401s costs one refresh, not one per straggler.
/// - **No loops.** Each request gets one second chance: once it has waited for a refresh or
///   been replayed, a further refusal is final, handed on as the attempt produced it
///   (``NetworkError/statusCode(_:)`` under the target's validation, else the 401 response).
/// - **No credential.** Without a credential, requests fail at once with
///   ``AuthenticationError/missingCredential`` (there is nothing to refresh from); set
///   ``credential`` after logging in.
///
/// Disposing a waiting request removes it from the queue; the refresh goes on for the others
/// and its credential is kept for later requests. Targets opt out with
/// ``AuthenticationScoped`` (do so for the refresh endpoint itself when it goes through the
/// same provider).
///
/// ```swift
/// let auth = AuthenticationInterceptor(
///   authenticator: BearerTokenAuthenticator { token in tokens.refresh(token) },
///   credential: BearerToken(accessToken: saved.access, refreshToken: saved.refresh))
/// let provider = Provider<API>(interceptors: [auth])
/// ```
///
/// Place it after a retry interceptor in the list (inside it), so each retry is authenticated
/// with the credential current at that time.
public final class AuthenticationInterceptor<AuthenticatorType: Authenticator>:
  RequestInterceptor, Sendable
{
  /// The credential type the authenticator applies.
  public typealias Credential = AuthenticatorType.Credential

  private let coordinator: AuthenticationCoordinator<AuthenticatorType>

  /// Creates an interceptor.
  ///
  /// - Parameters:
  ///   - authenticator: applies and refreshes the credential.
  ///   - credential: the credential to start with; `nil` until the user logs in (requests
  ///     fail with ``AuthenticationError/missingCredential`` meanwhile).
  ///   - refreshCoolDown: how long, in seconds on the provider's scheduler, a failed refresh
  ///     answers for its credential instead of a new refresh; 5 by default. Zero (negative
  ///     and NaN count as zero) lets the next refusal refresh again at once; `.infinity`
  ///     keeps the failure until the credential is set.
  public init(
    authenticator: AuthenticatorType, credential: Credential? = nil,
    refreshCoolDown: TimeInterval = 5
  ) {
    coordinator = AuthenticationCoordinator(
      authenticator: authenticator, credential: credential, refreshCoolDown: refreshCoolDown)
  }

  /// The authenticator.
  public var authenticator: AuthenticatorType { coordinator.authenticator }

  /// How long, in seconds, a failed refresh answers for its credential instead of a new one.
  public var refreshCoolDown: TimeInterval { coordinator.refreshCoolDown }

  /// The credential requests are sent with: the one given, or the latest refreshed.
  ///
  /// Set it after a login, or to `nil` at logout; safe from any thread. Requests in flight
  /// that are refused afterwards are replayed with the new credential. A refresh in flight
  /// when it is set still replaces it when it succeeds. Setting it ends a failed refresh's
  /// cool-down.
  public var credential: Credential? {
    get { coordinator.credential }
    set { coordinator.credential = newValue }
  }

  /// Sends the request with the credential, refreshing and replaying as described above;
  /// targets that opt out through ``AuthenticationScoped`` are passed on untouched.
  ///
  /// - Parameters:
  ///   - request: the built request and its target.
  ///   - next: the rest of the chain.
  /// - Returns: the request's response.
  public func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    if let scoped = request.target as? AuthenticationScoped,
      !scoped.requiresAuthentication
    {
      return next(request)
    }
    return Observable { [coordinator] sink, lifetime in
      AuthenticationOperation(
        coordinator: coordinator, request: request, next: next, sink: sink, lifetime: lifetime
      ).start()
    }
  }
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
