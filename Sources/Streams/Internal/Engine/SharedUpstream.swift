/// The upstream subscription of an operator that hands out inner sequences (`groupBy`,
/// `window`): it lives while the outer subscription or any inner subscription does.
///
/// The outer subscription holds the first reference; each inner subscription ``retain()``s one
/// and releases it when it ends. When the count reaches zero the upstream ``lifetime`` is
/// disposed, and from then on nothing can retain it again (RxSwift's `RefCountDisposable`).
@usableFromInline
final class SharedUpstream: @unchecked Sendable {
  // Safe to share: the count lives in a `Locked` box; `lifetime` is thread-safe.
  /// The lifetime the upstream is subscribed with.
  @usableFromInline let lifetime = Lifetime()
  /// References held: the outer subscription's, then one per live inner subscription; `nil`
  /// once it reached zero.
  @usableFromInline let count = Locked<Int?>(1)

  @inlinable
  init() {}

  /// Ties the outer subscription's reference to `outer`: released when `outer` ends.
  @inlinable
  func hold(_ outer: Lifetime) {
    outer.onDispose { [self] in self.release() }
  }

  /// Takes a reference for an inner subscription that lives as long as `inner`.
  ///
  /// Does nothing once the upstream is over: the inner subscription then only sees what its
  /// subject still replays (its terminal event, if it had one).
  @inlinable
  func retain(for inner: Lifetime) {
    let retained = count.withLock { count -> Bool in
      guard let current = count else { return false }
      count = current + 1
      return true
    }
    if retained { inner.onDispose { [self] in self.release() } }
  }

  @inlinable
  func release() {
    let last = count.withLock { count -> Bool in
      guard let current = count else { return false }
      count = current > 1 ? current - 1 : nil
      return count == nil
    }
    if last { lifetime.dispose() }
  }

  /// A sequence of `subject`'s events whose subscriptions keep the upstream alive.
  @inlinable
  func inner<Element>(_ subject: PublishSubject<Element>) -> Observable<Element> {
    Observable { [self] sink, lifetime in
      self.retain(for: lifetime)
      subject.run(sink, lifetime)
    }
  }
}
