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
/// Implement these, never read them: read ``Retryable``'s members. Each default throws
/// ``NotDeclared``: ``Retryable``'s defaults read the spelling with `try?`.
public protocol RetryableSpellings {
  /// ``Retryable/retryPolicy`` spelled without the optional.
  @_disfavoredOverload
  var retryPolicy: RetryPolicy { get throws(NotDeclared) }

  /// ``Retryable/retryCount(under:)`` as it was spelled before it took the policy: the
  /// number of retries, whatever the policy.
  var retryCount: Int { get throws(NotDeclared) }

  /// ``Retryable/canRetry(error:under:)`` as it was spelled before it took the policy.
  ///
  /// - Parameter error: the failure.
  /// - Returns: whether to send the request again.
  /// - Throws: ``NotDeclared`` when the target does not write it (the default).
  func canRetry(error: any Error) throws(NotDeclared) -> Bool
}

extension RetryableSpellings {
  /// Not written: throws, so ``Retryable/retryPolicy`` has its own default.
  @_disfavoredOverload
  public var retryPolicy: RetryPolicy {
    get throws(NotDeclared) { throw NotDeclared() }
  }

  /// Not written: throws, so ``Retryable/retryCount(under:)`` follows the policy.
  public var retryCount: Int {
    get throws(NotDeclared) { throw NotDeclared() }
  }

  /// Not written: throws, so ``Retryable/canRetry(error:under:)`` follows the policy.
  ///
  /// - Parameter error: the failure.
  /// - Returns: nothing; it throws.
  /// - Throws: ``NotDeclared``, always.
  public func canRetry(error: any Error) throws(NotDeclared) -> Bool { throw NotDeclared() }
}
