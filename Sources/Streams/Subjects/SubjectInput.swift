/// What a subject's serializer runs: an event to broadcast, or a change to its observers.
@usableFromInline
enum SubjectInput<Element> {
  /// An event sent into the subject.
  case event(Event<Element>)
  /// A new subscription: its sink and lifetime, and whether the subject ties its removal to the
  /// lifetime (`false` when the caller sends ``leave(_:)`` itself).
  case subscribe((Event<Element>) -> Void, Lifetime, hooked: Bool)
  /// A subscription that ended: the key of its observer.
  case unsubscribe(BagKey)
  /// A subscription that ended: the identity of its observer's lifetime's storage.
  case leave(ObjectIdentifier)
  /// `dispose()` was called on the subject.
  case dispose
}

/// One subscriber of a subject.
@usableFromInline
struct SubjectObserver<Element> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }
}
