/// A subject that holds a current value: each subscriber gets it first, then what follows.
///
/// It starts with the value given to ``init(value:)``; each element sent replaces it. A
/// subscriber that arrives after the terminal event gets just that event. ``value()`` reads
/// the current value from any thread.
///
/// Sends are serialised as in ``PublishSubject``: calls into an observer never overlap, and a
/// send from inside an observer is delivered after the current event. ``value()`` reflects a
/// send as soon as it is made, even one still queued behind the event being delivered.
///
///     value 0  send 1  subscribe  send 2  complete   subscriber sees  1--2--|
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable, @unchecked Sendable
{
  // Safe to share: both stored properties are `let`s: the core, whose state only its
  // serializer's handler touches, and the `Locked` box of the value readers see.
  @usableFromInline let core: SubjectCore<BehaviorPolicy<Element>>
  /// The value readers see; the same box the policy rewrites in delivery order.
  @usableFromInline let shared: Locked<BehaviorShared<Element>>

  /// Creates a subject whose current value is `value`.
  ///
  /// - Parameter value: the value subscribers get until another element is sent.
  @inlinable
  public init(value: Element) {
    let shared = Locked(BehaviorShared(value))
    let core = SubjectCore(BehaviorPolicy(value, shared))
    self.core = core
    self.shared = shared
    super.init(startsTrampoline: false) { sink, lifetime in core.subscribe(sink, lifetime) }
    core.owner = self
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { core.hasObservers }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { core.isDisposed }

  /// The current value.
  ///
  /// After completion it is the last element sent.
  ///
  /// - Returns: the latest element, or the initial value.
  /// - Throws: the error the subject failed with, or `RxError.disposed(object:)` once the
  ///   subject is disposed.
  public func value() throws -> Element {
    try shared.withLock { shared in
      if shared.disposed { throw RxError.disposed(object: self) }
      if let error = shared.error { throw error }
      return shared.latest
    }
  }

  /// Makes `event`'s element the current value and broadcasts it.
  ///
  /// Elements sent after a terminal event or after ``dispose()`` are ignored.
  ///
  /// - Parameter event: the event to send.
  @inlinable
  public func on(_ event: Event<Element>) {
    if case .next(let element) = event { shared.withLock { $0.offer(element) } }
    core.on(event)
  }

  /// Returns this subject, the observer that sends events into it.
  ///
  /// - Returns: this subject.
  @inlinable
  public func asObserver() -> BehaviorSubject<Element> { self }

  /// Drops every subscriber without notifying it; ``value()`` throws from now on.
  public func dispose() {
    shared.withLock { $0.disposed = true }
    core.dispose()
  }
}

/// The current value as readers on any thread see it.
///
/// A sender writes its element here at once (so it reads its own write, even while the event
/// waits behind the one being delivered) and counts it as `pending`. The handler, delivering
/// elements in serializer order, rewrites `latest` only when it delivers the last pending one:
/// concurrent senders may be queued out of the order they wrote in, and once sends settle
/// `latest` must be the element delivered last.
@usableFromInline
struct BehaviorShared<Element> {
  @usableFromInline var latest: Element
  /// Elements written by senders and not yet delivered.
  @usableFromInline var pending = 0
  @usableFromInline var error: Swift.Error?
  @usableFromInline var stopped = false
  @usableFromInline var disposed = false

  @inlinable
  init(_ latest: Element) { self.latest = latest }

  /// A sender's write: takes `element` as the latest value unless the subject has ended.
  @inlinable
  mutating func offer(_ element: Element) {
    if stopped || disposed { return }
    latest = element
    pending += 1
  }

  /// The handler's write, on delivering `element`.
  @inlinable
  mutating func delivered(_ element: Element) {
    if pending > 0 { pending -= 1 }
    if pending == 0 { latest = element }
  }
}

/// A behavior subject keeps the value a subscriber gets on arrival, in delivery order.
@usableFromInline
struct BehaviorPolicy<Element>: SubjectPolicy {
  /// The element delivered last, which a new subscriber gets; owned by the handler.
  @usableFromInline var current: Element
  @usableFromInline let shared: Locked<BehaviorShared<Element>>

  @inlinable
  init(_ value: Element, _ shared: Locked<BehaviorShared<Element>>) {
    current = value
    self.shared = shared
  }

  @inlinable
  mutating func record(_ element: Element) -> Bool {
    current = element
    shared.withLock { $0.delivered(element) }
    return true
  }

  @inlinable
  func replay(to sink: (Event<Element>) -> Void, _ lifetime: Lifetime) {
    sink(.next(current))
  }

  @inlinable
  func finish(_ event: Event<Element>) -> Element? {
    shared.withLock { shared in
      shared.stopped = true
      shared.error = event.error
      // Elements sent but not delivered before the end never count.
      shared.latest = current
    }
    return nil
  }

  /// An ended behavior subject sends only its terminal event, as in RxSwift.
  @inlinable
  func replay(
    before event: Event<Element>, to sink: (Event<Element>) -> Void, _ lifetime: Lifetime
  ) {}

  @inlinable
  func clear() {}
}
