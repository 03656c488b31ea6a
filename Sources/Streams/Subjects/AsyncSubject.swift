/// A subject that sends only the last element, and only once it completes.
///
/// Elements are held, not broadcast; on completion every subscriber gets the last element (if
/// any) and then the completion. An error is broadcast alone. A subscriber that arrives after
/// the end gets the same ending.
///
/// Sends are serialised as in ``PublishSubject``: calls into an observer never overlap, and a
/// send from inside an observer is handled after the current event.
///
///     --1--2--3--|  AsyncSubject  -----------3|
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  @unchecked Sendable
{
  // Safe to share: the only stored property is a `let` core, whose state only its serializer's
  // handler touches (see `SubjectCore`).
  @usableFromInline let core: SubjectCore<AsyncPolicy<Element>>

  /// Creates a subject with no element yet.
  @inlinable
  public init() {
    let core = SubjectCore(AsyncPolicy<Element>())
    self.core = core
    super.init(startsTrampoline: false) { sink, lifetime in core.subscribe(sink, lifetime) }
    core.owner = self
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Holds `event`'s element, or ends the subject with the terminal event.
  ///
  /// - Parameter event: the event to send.
  @inlinable
  public func on(_ event: Event<Element>) { core.on(event) }

  /// Returns this subject, the observer that sends events into it.
  ///
  /// - Returns: this subject.
  @inlinable
  public func asObserver() -> AsyncSubject<Element> { self }
}

/// An async subject keeps the last element until the subject completes.
@usableFromInline
struct AsyncPolicy<Element>: SubjectPolicy {
  @usableFromInline var last: Element?

  @inlinable
  init() {}

  @inlinable
  mutating func record(_ element: Element) -> Bool {
    last = element
    return false
  }

  @inlinable
  func replay(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {}

  @inlinable
  mutating func finish(_ event: Event<Element>) -> Element? {
    guard event.isCompleted else {
      last = nil
      return nil
    }
    return last
  }

  @inlinable
  func replay(
    before event: Event<Element>, to sink: (Event<Element>) -> Void, _ lifetime: Lifetime
  ) {
    guard event.isCompleted, let last, !lifetime.isDisposed else { return }
    sink(.next(last))
  }

  @inlinable
  mutating func clear() { last = nil }
}
