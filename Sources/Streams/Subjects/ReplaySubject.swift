/// A subject that replays the latest elements to each new subscriber, then what follows.
///
/// ``create(bufferSize:)`` keeps the last `bufferSize` elements in a ring buffer (no allocation
/// once full); ``createUnbounded()`` keeps every element. A subscriber that arrives after the
/// terminal event gets the buffer, then that event.
///
/// Sends are serialised as in ``PublishSubject``: calls into an observer never overlap, and a
/// send from inside an observer is delivered after the current event.
///
///     bufferSize 2: send 1 2 3  subscribe  send 4  complete   subscriber sees  23--4--|
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Disposable, @unchecked Sendable
{
  // Safe to share: the only stored property is a `let` core, whose state only its serializer's
  // handler touches (see `SubjectCore`).
  @usableFromInline let core: SubjectCore<ReplayPolicy<Element>>

  @inlinable
  init(capacity: Int?) {
    let core = SubjectCore(ReplayPolicy<Element>(capacity: capacity))
    self.core = core
    super.init(startsTrampoline: false) { sink, lifetime in core.subscribe(sink, lifetime) }
    core.owner = self
  }

  /// A subject that replays at most `bufferSize` of the latest elements.
  ///
  /// - Parameter bufferSize: how many elements to replay; zero or less replays none.
  /// - Returns: a new subject.
  @inlinable
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(capacity: Swift.max(0, bufferSize))
  }

  /// A subject that replays every element it was ever sent.
  ///
  /// Memory grows with every element: use it only for sequences known to stay small.
  ///
  /// - Returns: a new subject.
  @inlinable
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(capacity: nil)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { core.isDisposed }

  /// Buffers `event`'s element and broadcasts the event.
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
  public func asObserver() -> ReplaySubject<Element> { self }

  /// Drops every subscriber without notifying it, empties the buffer and ignores later sends.
  public func dispose() { core.dispose() }
}

/// A replay subject keeps a bounded (or unbounded) ring buffer of the latest elements, or, when
/// it keeps one, that element inline (no buffer to allocate).
@usableFromInline
package struct ReplayPolicy<Element>: SubjectPolicy {
  @usableFromInline var buffer = RingBuffer<Element>()
  /// The latest element, when ``capacity`` is 1.
  @usableFromInline var latest: Element?
  /// The most elements kept; `nil` for all of them.
  @usableFromInline let capacity: Int?

  /// A policy that keeps at most `capacity` elements, or all of them when `nil`.
  @inlinable
  package init(capacity: Int?) { self.capacity = capacity }

  @inlinable
  package mutating func record(_ element: Element) -> Bool {
    if let capacity {
      if capacity == 0 { return true }
      if capacity == 1 {
        latest = element
        return true
      }
      if buffer.count >= capacity { _ = buffer.popFirst() }
    }
    buffer.append(element)
    return true
  }

  @inlinable
  package func replay(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if let latest {
      if !lifetime.isDisposed { sink(.next(latest)) }
      return
    }
    if buffer.isEmpty { return }
    for element in buffer.elements {
      if lifetime.isDisposed { return }
      sink(.next(element))
    }
  }

  @inlinable
  package func finish(_ event: Event<Element>) -> Element? { nil }

  @inlinable
  package func replay(
    before event: Event<Element>, to sink: (Event<Element>) -> Void, _ lifetime: Lifetime
  ) {
    replay(to: sink, lifetime)
  }

  @inlinable
  package mutating func clear() {
    latest = nil
    buffer.removeAll()
  }
}
