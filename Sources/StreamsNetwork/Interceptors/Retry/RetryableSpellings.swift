/// The spellings of ``Retryable``'s members that a conforming target may use instead: the
/// policy without the optional, and the members as they were before they took the policy in
/// effect.
///
/// Swift would take each of these for an extra member next to the requirement, which then
/// keeps its default without a word: `var retryCount: Int { 5 }` would retry as the policy
/// says, not five times. Declared here, each is a requirement of its own, which the
/// corresponding ``Retryable`` default reads; so they work (when a target declares both
/// spellings of one member, ``Retryable``'s wins).
///
/// Implement these, never read them: read ``Retryable``'s members. Their defaults throw,
/// which is how ``Retryable``'s defaults tell that a target did not declare them.
public protocol RetryableSpellings {
  /// ``Retryable/retryPolicy`` spelled without the optional.
  @_disfavoredOverload
  var retryPolicy: RetryPolicy { get throws }

  /// ``Retryable/retryCount(under:)`` as it was spelled before it took the policy: the
  /// number of retries, whatever the policy.
  var retryCount: Int { get throws }

  /// ``Retryable/canRetry(error:under:)`` as it was spelled before it took the policy.
  ///
  /// - Parameter error: the failure.
  /// - Returns: whether to send the request again.
  /// - Throws: only the default throws, to say the target does not declare it.
  func canRetry(error: any Error) throws -> Bool
}

extension RetryableSpellings {
  /// Not declared: throws, so ``Retryable/retryPolicy`` has its own default.
  @_disfavoredOverload
  public var retryPolicy: RetryPolicy { get throws { throw UndeclaredSpelling.thrown } }

  /// Not declared: throws, so ``Retryable/retryCount(under:)`` follows the policy.
  public var retryCount: Int { get throws { throw UndeclaredSpelling.thrown } }

  /// Not declared: throws, so ``Retryable/canRetry(error:under:)`` follows the policy.
  ///
  /// - Parameter error: the failure.
  /// - Returns: nothing; it throws.
  /// - Throws: always: the target does not declare this spelling.
  public func canRetry(error: any Error) throws -> Bool { throw UndeclaredSpelling.thrown }
}
