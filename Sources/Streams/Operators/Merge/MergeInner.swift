/// One inner subscription of a merge: the request that subscribes the inner, then the inner's
/// sink.
///
/// One object serves as both: the queued request and the sink are its methods, so they share
/// its allocation instead of each capturing the inner's state in a closure context.
@usableFromInline
final class MergeInner<Source, Result>: QueuedSubscription {
  @usableFromInline let id: UInt64
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let child: Lifetime
  @usableFromInline let key: BagKey?
  /// The merge's sink, which its sources send to.
  @usableFromInline let sources: MultiSourceSink<MergeRule<Source, Result>>
  @usableFromInline let subscriptions: SubscribeQueue
  /// Whether the inner runs on a trampoline of its own (``Trampoline/isolated(_:)``): set for
  /// `concat`, so that a synchronous inner is over before the outer source's next element.
  @usableFromInline let isolated: Bool
  /// The inner sequence, until its subscription has run; only `run` touches it, once, so the
  /// runtime's exclusivity check is skipped.
  @usableFromInline @exclusivity(unchecked) var inner: Observable<Result>?

  @inlinable @inline(__always)
  init(
    _ inner: Observable<Result>, id: UInt64, lifetime: Lifetime, child: (Lifetime, BagKey?),
    sources: MultiSourceSink<MergeRule<Source, Result>>, subscriptions: SubscribeQueue,
    isolated: Bool
  ) {
    self.inner = inner
    self.id = id
    self.lifetime = lifetime
    (self.child, self.key) = child
    self.sources = sources
    self.subscriptions = subscriptions
    self.isolated = isolated
    super.init { unsafeDowncast($0, to: MergeInner.self).run() }
  }

  /// Subscribes the inner under its child lifetime, unless it was replaced or the merge ended
  /// before its turn came; runs once, from the merge's ``SubscribeQueue``.
  @inlinable
  func run() {
    guard let inner else { return }
    self.inner = nil
    if child.isDisposed { return }
    if isolated {
      Trampoline.isolated { inner.run(on, child) }
    } else {
      inner.run(on, child)
    }
  }

  /// The inner's sink: its events go to the merge's sink, tagged with its id; its
  /// completion ends its child lifetime.
  @inlinable
  func on(_ event: Event<Result>) {
    switch event {
    case .next(let value): sources.send(.next(id, value))
    case .error(let error): sources.send(.error(id, error))
    case .completed:
      lifetime.end(child: child, key: key)
      sources.send(.completed(id))
    }
    subscriptions.flush()
  }
}
