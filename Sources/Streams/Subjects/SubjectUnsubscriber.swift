/// What forgets a subscriber of a subject when its lifetime ends: one small object per
/// subscriber.
@usableFromInline
final class SubjectUnsubscriber<Policy: SubjectPolicy>: Disposable, @unchecked Sendable {
  // Safe to share: both properties are set in `init` and never written again (`core` is a
  // `var` only because it is weak; the runtime loads weak references atomically).
  /// Weak: a subscription the caller forgets must not keep the subject alive.
  @usableFromInline weak var core: SubjectCore<Policy>?
  @usableFromInline let key: BagKey

  @inlinable
  init(_ core: SubjectCore<Policy>, _ key: BagKey) {
    self.core = core
    self.key = key
  }

  @inlinable
  func dispose() { core?.unsubscribe(key) }
}
