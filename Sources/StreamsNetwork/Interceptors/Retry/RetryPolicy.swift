import Foundation

/// When and how often a failed request is sent again: the configuration of
/// ``RetryInterceptor``, and of a ``Retryable`` target that wants its own.
///
/// ```swift
/// let provider = Provider<GitHub>(interceptors: [
///   RequestCoalescer(),
///   RetryInterceptor(policy: RetryPolicy(
///     maxAttempts: 3, backoff: .exponential(base: 1, multiplier: 2, max: 10))),
/// ])
/// ```
///
/// A failure is retried when attempts remain and ``shouldRetry`` accepts it. The wait before
/// the retry is the server's `Retry-After` (seconds or an HTTP-date, measured from the
/// provider's scheduler's `now`) when ``honorsRetryAfter`` and the response carries one, else
/// the ``backoff``; either way at most ``maximumDelay``.
///
/// A response whose status is 400 or above counts as the failure
/// ``NetworkError/statusCode(_:)`` for the decision even when the target's validation let it
/// through (the default ``ValidationType/none`` lets every status through), so a 503 is
/// retried either way. When no retry is left, the subscriber gets the last outcome as it was:
/// the response, or the error.
public struct RetryPolicy: Sendable {
  /// Decides whether a failure of a request sent with a method may be retried.
  public typealias Predicate = @Sendable (_ error: any Error, _ method: HTTPMethod) -> Bool

  /// Attempts in all, the first included: 1 never retries.
  public var maxAttempts: Int
  /// The wait before each retry when the server names none.
  public var backoff: Backoff
  /// The longest wait before a retry, in seconds; caps `Retry-After` and the backoff alike.
  public var maximumDelay: TimeInterval
  /// Whether a `Retry-After` header on the failed response sets the wait.
  public var honorsRetryAfter: Bool
  /// Numbers in `0...1` for the backoff's jitter; inject a fixed source in tests.
  public var random: @Sendable () -> Double
  /// Which failures are retried; ``isRetryable(_:method:)`` by default.
  public var shouldRetry: Predicate

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - maxAttempts: attempts in all, the first included (4: the first and 3 retries).
  ///   - backoff: the wait when the server names none (exponential from 0.5 s, doubling, at
  ///     most 8 s, with full jitter).
  ///   - maximumDelay: the cap on every wait, `Retry-After` included (60 s).
  ///   - honorsRetryAfter: whether `Retry-After` sets the wait (`true`).
  ///   - random: the jitter's source of numbers in `0...1` (the system generator).
  ///   - shouldRetry: which failures are retried (``isRetryable(_:method:)``).
  public init(
    maxAttempts: Int = 4,
    backoff: Backoff = .exponential(base: 0.5, multiplier: 2, max: 8),
    maximumDelay: TimeInterval = 60,
    honorsRetryAfter: Bool = true,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
    shouldRetry: @escaping Predicate = RetryPolicy.isRetryable
  ) {
    self.maxAttempts = maxAttempts
    self.backoff = backoff
    self.maximumDelay = maximumDelay
    self.honorsRetryAfter = honorsRetryAfter
    self.random = random
    self.shouldRetry = shouldRetry
  }

  /// Up to 3 retries of idempotent requests that failed in a way worth retrying, with
  /// jittered exponential backoff (0.5 s doubling to 8 s), `Retry-After` honoured up to 60 s.
  public static let `default` = RetryPolicy()

  /// No retries.
  public static let never = RetryPolicy(maxAttempts: 1, shouldRetry: { _, _ in false })

  /// The wait before retry `retry` after `error`.
  ///
  /// - Parameters:
  ///   - retry: which retry, counting from 1.
  ///   - error: the failure being retried; its response's `Retry-After` is read.
  ///   - now: the time an HTTP-date `Retry-After` is measured from (the scheduler's `now`).
  /// - Returns: seconds, between 0 and ``maximumDelay``.
  public func delay(beforeRetry retry: Int, after error: any Error, now: Date) -> TimeInterval {
    let cap = maximumDelay.isFinite ? max(0, maximumDelay) : .greatestFiniteMagnitude
    let response = (error as? NetworkError)?.response
    if honorsRetryAfter, let serverDelay = response?.retryAfter(relativeTo: now) {
      return min(serverDelay, cap)
    }
    return min(backoff.delay(forRetry: retry, random: random), cap)
  }

  /// The retries after the first attempt: ``maxAttempts`` minus one, never below zero.
  public var maxRetries: Int { max(1, maxAttempts) - 1 }
}
