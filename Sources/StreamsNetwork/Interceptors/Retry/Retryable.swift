/// A target that chooses its own retries, consulted by ``RetryInterceptor``.
///
/// Targets that do not conform get the interceptor's provider-wide ``RetryPolicy``. A
/// conforming target overrides only what it implements; the rest follows the policy in effect,
/// which the interceptor passes to each member: the target's own ``retryPolicy`` if it has
/// one, else the interceptor's.
///
/// ```swift
/// extension GitHub: Retryable {
///   func retryCount(under policy: RetryPolicy) -> Int { self == .zen ? 0 : 5 }
///   func canRetry(error: Error, under policy: RetryPolicy) -> Bool {
///     // Creating an issue is a POST, but the API deduplicates it by an idempotency key.
///     if case .createIssue = self { return RetryPolicy.isRetryableFailure(error) }
///     return policy.shouldRetry(error, method)
///   }
/// }
/// ```
public protocol Retryable: TargetType {
  /// How many times a failed request is sent again: the attempts after the first.
  ///
  /// By default the policy's ``RetryPolicy/maxAttempts`` minus one: 3 with
  /// ``RetryPolicy/default``. Zero or less never retries.
  ///
  /// - Parameter policy: the policy in effect: ``retryPolicy``, else the interceptor's.
  /// - Returns: the number of retries.
  func retryCount(under policy: RetryPolicy) -> Int

  /// Whether `error` may be retried; consulted before each retry, attempts permitting.
  ///
  /// By default the policy's ``RetryPolicy/shouldRetry`` with this target's method: only
  /// idempotent methods, only failures worth retrying.
  ///
  /// - Parameters:
  ///   - error: the failure: a ``NetworkError`` (a status of 400 or above arrives as
  ///     ``NetworkError/statusCode(_:)``, even when validation let it through).
  ///   - policy: the policy in effect: ``retryPolicy``, else the interceptor's.
  /// - Returns: whether to send the request again.
  func canRetry(error: Error, under policy: RetryPolicy) -> Bool

  /// The policy for this target's timing and defaults, or `nil` (the default) for the
  /// interceptor's.
  var retryPolicy: RetryPolicy? { get }
}

extension Retryable {
  /// The policy's attempts minus the first (3 with ``RetryPolicy/default``).
  ///
  /// - Parameter policy: the policy in effect.
  /// - Returns: the number of retries, never below zero.
  public func retryCount(under policy: RetryPolicy) -> Int { policy.maxRetries }

  /// The policy's predicate, with this target's method.
  ///
  /// - Parameters:
  ///   - error: the failure.
  ///   - policy: the policy in effect.
  /// - Returns: whether the policy retries it.
  public func canRetry(error: Error, under policy: RetryPolicy) -> Bool {
    policy.shouldRetry(error, method)
  }

  /// The interceptor's policy.
  public var retryPolicy: RetryPolicy? { nil }
}
