/// A target that chooses its own retries, consulted by ``RetryInterceptor``.
///
/// Targets that do not conform get the interceptor's provider-wide ``RetryPolicy``. A
/// conforming target overrides only what it implements; the rest follows the policy in effect,
/// its own ``retryPolicy`` if it has one, else the interceptor's:
///
/// ```swift
/// extension GitHub: Retryable {
///   var retryCount: Int { self == .zen ? 0 : 5 }
///   func canRetry(error: Error) -> Bool {
///     // Creating an issue is a POST, but the API deduplicates it by an idempotency key.
///     if case .createIssue = self { return RetryPolicy.isRetriableFailure(error) }
///     return RetryPolicy.isRetriable(error, method: method)
///   }
/// }
/// ```
public protocol Retryable: TargetType {
  /// How many times a failed request is sent again: the attempts after the first.
  ///
  /// By default the policy's ``RetryPolicy/maxAttempts`` minus one: 3 with
  /// ``RetryPolicy/default``. Zero or less never retries.
  var retryCount: Int { get }

  /// Whether `error` may be retried; consulted before each retry, attempts permitting.
  ///
  /// By default the policy's ``RetryPolicy/shouldRetry`` with this target's method: only
  /// idempotent methods, only failures worth retrying.
  ///
  /// - Parameter error: the failure: a ``NetworkError`` (a status of 400 or above arrives as
  ///   ``NetworkError/statusCode(_:)``, even when validation let it through).
  /// - Returns: whether to send the request again.
  func canRetry(error: Error) -> Bool

  /// The policy for this target's timing and defaults, or `nil` (the default) for the
  /// interceptor's.
  var retryPolicy: RetryPolicy? { get }
}

extension Retryable {
  /// The policy in effect's attempts minus the first (3 with ``RetryPolicy/default``).
  public var retryCount: Int { (retryPolicy ?? RetryPolicy.inEffect).maxAttempts - 1 }

  /// The policy in effect's predicate, with this target's method.
  ///
  /// - Parameter error: the failure.
  /// - Returns: whether the policy retries it.
  public func canRetry(error: Error) -> Bool {
    (retryPolicy ?? RetryPolicy.inEffect).shouldRetry(error, method)
  }

  /// The interceptor's policy.
  public var retryPolicy: RetryPolicy? { nil }
}
