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
  /// Written with public operators only, as an interceptor of your own would be (the article
  /// "Writing an interceptor" walks through it): each failure goes to `retry(when:)`'s
  /// handler, which answers with a wait on the request's scheduler, or with the failure when
  /// no retry is left.
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
    return next(request)
      // A status of 400 or above is a failure to judge, even when validation let it through.
      .map { response in
        guard response.statusCode < 400 else { throw FailedStatus(response: response) }
        return response
      }
      .retry(when: { (failures: Observable<any Error>) in
        failures.enumerated().flatMap { attempt, failure -> Observable<Int> in
          let error = (failure as? FailedStatus)?.error ?? failure
          // `attempt` counts from 0: the failure of attempt `attempt + 1`.
          guard attempt < plan.maxRetries, plan.decide(error) else { return .error(failure) }
          let scheduler = request.scheduler
          let seconds = plan.policy.delay(
            beforeRetry: attempt + 1, after: error, now: scheduler.now)
          // A wait the subscriber would not see the end of is not started.
          guard !request.deadlineForbids(waiting: seconds) else { return .error(failure) }
          return Observable<Int>.timer(.clamped(seconds: seconds), scheduler: scheduler)
        }
      })
      // No retry left: the subscriber gets the last response as it was.
      .catch { error in
        guard let failed = error as? FailedStatus else { return .error(error) }
        return .just(failed.response)
      }
  }
}

/// A response whose status is 400 or above, carried through `retry(when:)` as a failure.
private struct FailedStatus: Error {
  let response: Response

  /// The failure the policy judges: ``NetworkError/statusCode(_:)``.
  var error: NetworkError { .statusCode(response) }
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
