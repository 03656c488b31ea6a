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
///   ``Authenticator/didRequest(_:with:failDueToAuthenticationError:)``) starts one refresh;
///   every request that fails, or starts, while it is in flight waits for it, and the
///   refresh's subscription is shared by all of them.
/// - **Older credential.** A request refused for a credential that was already replaced
///   (``Authenticator/isRequest(_:authenticatedWith:)`` is `false` for the current one) is
///   replayed with the current credential at once, without a refresh.
/// - **Replay once.** When the refresh succeeds, every waiting request is sent again with the
///   new credential; when it fails, every waiting request fails with
///   ``NetworkError/underlying(_:_:)`` wrapping ``AuthenticationError/refreshFailed(_:)`` and
///   the request's own 401 response (`nil` for a request that had not been sent yet).
/// - **No loops.** A request waits for at most one refresh and is replayed at most once: a
///   second refusal is handed on as the attempt produced it (``NetworkError/statusCode(_:)``
///   under the target's validation, else the 401 response itself).
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
/// let provider = Provider<API>(interceptors: [RetryInterceptor(), auth])
/// ```
///
/// Place it inside a retry interceptor (after it in the list) so each retry is authenticated
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
  public init(authenticator: AuthenticatorType, credential: Credential? = nil) {
    coordinator = AuthenticationCoordinator(authenticator: authenticator, credential: credential)
  }

  /// The authenticator.
  public var authenticator: AuthenticatorType { coordinator.authenticator }

  /// The credential requests are sent with: the one given, or the latest refreshed.
  ///
  /// Set it after a login, or to `nil` at logout; safe from any thread. Requests in flight
  /// that are refused afterwards are replayed with the new credential. A refresh in flight
  /// when it is set still replaces it when it succeeds.
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
  /// - Returns: the request's progress steps and response.
  public func intercept(
    _ request: InterceptedRequest,
    next: @escaping (InterceptedRequest) -> Observable<ProgressResponse>
  ) -> Observable<ProgressResponse> {
    if let scoped = request.unwrappedTarget as? AuthenticationScoped,
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
