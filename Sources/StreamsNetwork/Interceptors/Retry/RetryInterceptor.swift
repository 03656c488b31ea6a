import Foundation
import Streams

/// Sends a failed request again, after a wait, as its ``RetryPolicy`` says: the provider-wide
/// policy, or what a ``Retryable`` target chooses.
///
/// ```swift
/// let provider = Provider<GitHub>(interceptors: [RequestCoalescer(), RetryInterceptor()])
/// ```
///
/// Each attempt is a fresh call of the rest of the chain, so plugins, authentication and
/// limits see every attempt. The wait runs on the request's scheduler (the provider's clock),
/// so tests prove the timing on virtual time; disposing during the wait cancels it and nothing
/// more is sent. Place it inside ``RequestCoalescer`` (coalesced subscribers share the
/// retries) and outside ``RequestLimiter`` (a request waiting to retry holds no slot).
///
///     --503--|  retry, 1 s (Retry-After: 1)  ------------200--|
public struct RetryInterceptor: RequestInterceptor, Sendable {
  /// The policy for targets that are not ``Retryable`` or name no policy of their own.
  public let policy: RetryPolicy

  /// Creates the interceptor.
  ///
  /// - Parameter policy: the provider-wide policy; ``RetryPolicy/default`` by default.
  public init(policy: RetryPolicy = .default) {
    self.policy = policy
  }

  /// Runs the request, retrying failures the policy accepts while attempts remain.
  ///
  /// - Parameters:
  ///   - request: the request and its target.
  ///   - next: the rest of the chain, called once per attempt.
  /// - Returns: the last attempt's outcome.
  public func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    let plan = RetryPlan(for: request, providerPolicy: policy)
    guard plan.maxRetries > 0 else { return next(request) }
    return Observable { sink, lifetime in
      RetryOperation(request: request, next: next, plan: plan, sink: sink, lifetime: lifetime)
        .start()
    }
  }
}

/// The retry rules for one request, resolved once from its target and the provider's policy,
/// which is passed to the target's members explicitly.
struct RetryPlan {
  /// The policy whose timing applies.
  let policy: RetryPolicy
  /// Retries after the first attempt.
  let maxRetries: Int
  /// Whether a failure may be retried.
  let decide: (any Error) -> Bool

  init(for request: ProviderRequest, providerPolicy: RetryPolicy) {
    if let target = request.target as? any Retryable {
      let effective = target.retryPolicy ?? providerPolicy
      policy = effective
      maxRetries = max(0, target.retryCount(under: effective))
      decide = { error in target.canRetry(error: error, under: effective) }
    } else {
      let method = request.method
      let predicate = providerPolicy.shouldRetry
      policy = providerPolicy
      maxRetries = providerPolicy.maxRetries
      decide = { error in predicate(error, method) }
    }
  }
}
