/// A push-based sequence of elements of one type: the type every operator returns.
///
/// An `Observable` is a description of work, not the work itself: nothing happens until it is
/// subscribed, and each subscription runs the work anew (cold), unless an operator such as
/// `share(replay:scope:)` says otherwise.
///
/// It is safe to share across threads: it is immutable, and each subscription keeps its own
/// state. The closures an operator stores run on whatever thread delivers events.
public class Observable<Element>: ObservableType, @unchecked Sendable {
  // Safe to share: the only stored property is a `let` closure that builds per-subscription
  // state when called; it never mutates shared state itself.

  /// Subscribes an event sink, tying everything the subscription holds to the lifetime.
  @usableFromInline
  package typealias Subscribe = (@escaping (Event<Element>) -> Void, Lifetime) -> Void

  @usableFromInline let subscribeHandler: Subscribe
  /// Whether subscribing starts the thread's trampoline when it is idle (see ``Trampoline``).
  @usableFromInline let startsTrampoline: Bool

  /// An observable whose subscription runs inside the thread's trampoline, started for it
  /// when idle, as RxSwift's producers run theirs.
  @inlinable
  package init(_ subscribeHandler: @escaping Subscribe) {
    self.subscribeHandler = subscribeHandler
    startsTrampoline = true
    Resources.increment()
  }

  /// An observable that starts the trampoline only if `startsTrampoline`: `false` for sources
  /// that send at once whatever they send during `subscribe` (`just`, `empty`, subjects), which
  /// RxSwift subscribes without one too.
  @inlinable
  package init(startsTrampoline: Bool, _ subscribeHandler: @escaping Subscribe) {
    self.subscribeHandler = subscribeHandler
    self.startsTrampoline = startsTrampoline
    Resources.increment()
  }

  deinit { Resources.decrement() }

  /// Starts a subscription that delivers to `sink` and lives as long as `lifetime`.
  ///
  /// This is how operators subscribe upstream: no intermediate observer object, no disposable
  /// returned, and a synchronous source can see the lifetime end mid-loop. On a thread whose
  /// trampoline is idle, the subscription starts it and returns once the work it queued has
  /// run (one thread-local read when it is already running).
  @inlinable
  package func run(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    if startsTrampoline, let trampoline = Trampoline.start() {
      subscribeHandler(sink, lifetime)
      trampoline._withUnsafeGuaranteedRef { $0.finish() }
    } else {
      subscribeHandler(sink, lifetime)
    }
  }

  /// Subscribes `observer` to the sequence.
  ///
  /// - Parameter observer: receives `next* (error | completed)?`.
  /// - Returns: the subscription; disposing it stops delivery and releases its resources. Once
  ///   `dispose()` has returned, no call of `observer` begins; `dispose()` does not wait for a
  ///   call in flight on another thread, whose end releases the resources instead.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let lifetime = Lifetime()
    run({ event in lifetime.deliver(event, to: observer) }, lifetime)
    return lifetime
  }

  /// Returns this sequence.
  @inlinable
  public func asObservable() -> Observable<Element> { self }
}
