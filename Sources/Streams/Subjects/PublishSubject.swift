/// A subject that broadcasts each event to the observers subscribed at the time.
///
/// A subscriber sees only what is sent after it subscribes; one that subscribes after the
/// terminal event gets just that event, and one that subscribes after ``dispose()`` gets
/// `RxError.disposed(object:)`.
///
/// Every send, from any thread, passes through one serializer: calls into an observer never
/// overlap, and a send made from inside an observer is delivered to every observer after the
/// current event (RxSwift delivers it recursively and flags it in debug builds). Observers are
/// called in subscription order.
///
///     send 1  subscribe  send 2  send 3  complete   subscriber sees  --2--3--|
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  // Safe to share: the only stored property is a `let` core, whose state only its serializer's
  // handler touches (see `SubjectCore`).
  @usableFromInline let core: SubjectCore<PublishPolicy<Element>>

  /// Creates a subject with no subscribers.
  @inlinable
  public init() {
    let core = SubjectCore(PublishPolicy<Element>())
    self.core = core
    super.init(startsTrampoline: false) { sink, lifetime in core.subscribe(sink, lifetime) }
    core.owner = self
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { core.isDisposed }

  /// Broadcasts `event` to the current subscribers.
  ///
  /// Elements sent after a terminal event or after ``dispose()`` are ignored.
  ///
  /// - Parameter event: the event to send.
  @inlinable
  public func on(_ event: Event<Element>) { core.on(event) }

  /// Returns this subject, the observer that sends events into it.
  ///
  /// - Returns: this subject.
  @inlinable
  public func asObserver() -> PublishSubject<Element> { self }

  /// Drops every subscriber without notifying it and ignores later sends.
  public func dispose() { core.dispose() }
}

/// A publish subject keeps nothing.
@usableFromInline
struct PublishPolicy<Element>: SubjectPolicy {
  /// One byte that is never read, so the policy is not zero-sized.
  ///
  /// A zero-sized policy would make the handler's exclusivity accesses to it
  /// land on the core's object header, which ThreadSanitizer then reports as racing with other
  /// threads reading that header (a false positive); one byte gives the field its own address.
  @usableFromInline let storage: UInt8 = 0

  @inlinable
  init() {}

  @inlinable
  func record(_ element: Element) -> Bool { true }

  @inlinable
  func replay(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {}

  @inlinable
  func finish(_ event: Event<Element>) -> Element? { nil }

  @inlinable
  func replay(
    before event: Event<Element>, to sink: (Event<Element>) -> Void, _ lifetime: Lifetime
  ) {}

  @inlinable
  func clear() {}
}
