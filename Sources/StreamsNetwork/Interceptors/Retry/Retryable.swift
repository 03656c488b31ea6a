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
///
/// The older spellings, `var retryCount: Int` and `func canRetry(error:) -> Bool`, and
/// `var retryPolicy: RetryPolicy` without the optional, work too (``RetryableSpellings``).
public protocol Retryable: TargetType, RetryableSpellings {
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
  /// The target's `retryCount` if it declares one; else the policy's attempts minus the first
  /// (3 with ``RetryPolicy/default``).
  ///
  /// - Parameter policy: the policy in effect.
  /// - Returns: the number of retries.
  public func retryCount(under policy: RetryPolicy) -> Int {
    (try? retryCount) ?? policy.maxRetries
  }

  /// The target's `canRetry(error:)` if it declares one; else the policy's predicate, with
  /// this target's method.
  ///
  /// - Parameters:
  ///   - error: the failure.
  ///   - policy: the policy in effect.
  /// - Returns: whether to retry it.
  public func canRetry(error: Error, under policy: RetryPolicy) -> Bool {
    (try? canRetry(error: error)) ?? policy.shouldRetry(error, method)
  }

  /// The target's `retryPolicy: RetryPolicy` if it declares one; else `nil`, the
  /// interceptor's policy.
  public var retryPolicy: RetryPolicy? { try? retryPolicy as RetryPolicy }
}
