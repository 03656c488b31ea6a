extension ObservableType {
  /// Subscribes a closure that receives every event.
  ///
  /// - Parameter on: called with each event, the terminal one last.
  /// - Returns: the subscription. Once its `dispose()` has returned, no call of `on` begins;
  ///   `dispose()` does not wait for a call in flight on another thread.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    let lifetime = Lifetime()
    let observer = AnyObserver(eventHandler: on)
    asObservable().run({ event in lifetime.deliver(event, to: observer) }, lifetime)
    return lifetime
  }

  /// Subscribes closures for elements, the terminal events and disposal.
  ///
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onError: called with the error that ends the sequence; when `nil`, the error goes to
  ///     ``Hooks/defaultErrorHandler``, with this call's stack when
  ///     ``Hooks/recordCallStackOnError`` is set.
  ///   - onCompleted: called when the sequence finishes.
  ///   - onDisposed: called once the subscription is over, by termination or by disposal, after
  ///     any other callback in flight has returned (on that callback's thread, when `dispose()`
  ///     was called on another one while it ran).
  /// - Returns: the subscription. Once its `dispose()` has returned, no call of the closures
  ///   begins; `dispose()` does not wait for a call in flight on another thread.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let lifetime = Lifetime()
    if let onDisposed { lifetime.onDispose(onDisposed) }
    let subscriber = Subscriber(
      lifetime, onNext, onError, onCompleted,
      callStack: onError == nil ? Hooks.subscriptionCallStack() : [])
    asObservable().run(subscriber.sink, lifetime)
    return lifetime
  }

  /// Subscribes closures that receive `object` (held weakly) alongside each event.
  ///
  /// Events that arrive after `object` is deallocated are dropped, so the closures need no
  /// `[weak self]` dance.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onNext: called with the object and each element.
  ///   - onError: called with the object and the error that ends the sequence.
  ///   - onCompleted: called with the object when the sequence finishes.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: weakly(object, onNext),
      onError: weakly(object, onError),
      onCompleted: weakly(object, onCompleted),
      onDisposed: weakly(object, onDisposed))
  }
}

/// The closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)` or a trait's
/// `subscribe`, with the lifetime they are delivered through.
///
/// One object, which the subscription's ``sink`` captures alone: a closure that captures one
/// object needs no context of its own, and delivery passes the object on without copying the
/// closures.
@usableFromInline
final class Subscriber<Element>: ObserverType, @unchecked Sendable {
  // Safe to share: the closures never change; `ended` is touched only by `on`, which delivery
  // calls one event at a time.
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let onNext: ((Element) -> Void)?
  @usableFromInline let onError: ((Swift.Error) -> Void)?
  @usableFromInline let onCompleted: (() -> Void)?
  /// Where the subscription was made, for an error nobody handles.
  @usableFromInline let callStack: [String]
  /// Whether only the first event reaches the closures (a trait's outcome).
  @usableFromInline let firstOnly: Bool
  /// Whether an event has reached the closures; the runtime's exclusivity check is skipped.
  @usableFromInline @exclusivity(unchecked) var ended = false

  @inlinable
  init(
    _ lifetime: Lifetime, _ onNext: ((Element) -> Void)?, _ onError: ((Swift.Error) -> Void)?,
    _ onCompleted: (() -> Void)?, callStack: [String], firstOnly: Bool = false
  ) {
    self.lifetime = lifetime
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.callStack = callStack
    self.firstOnly = firstOnly
  }

  /// The sink to subscribe: delivers each event to the closures through the lifetime.
  @inlinable
  var sink: (Event<Element>) -> Void { { [self] event in lifetime.deliver(event, to: self) } }

  @inlinable
  func on(_ event: Event<Element>) {
    if firstOnly {
      if ended { return }
      ended = true
    }
    switch event {
    case .next(let element): onNext?(element)
    case .error(let error):
      if let onError { onError(error) } else { Hooks.unhandled(error, callStack: callStack) }
    case .completed: onCompleted?()
    }
  }
}
