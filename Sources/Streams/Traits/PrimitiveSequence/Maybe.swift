/// The grammar of a ``Maybe``: one element, no element, or an error.
public enum MaybeTrait {}

/// A sequence of at most one element: a cache lookup, an optional follow-up.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers: its element, completion without one, or an error.
@frozen
public enum MaybeEvent<Element> {
  /// The one element; nothing follows.
  case success(Element)
  /// The sequence failed; nothing follows.
  case error(Swift.Error)
  /// The sequence finished without an element.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure a ``Maybe`` created with `create(subscribe:)` emits into.
  ///
  /// It is `@Sendable`: call it from any thread, such as a completion handler. The first event
  /// wins, even when several threads race to send one.
  public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

  /// A maybe whose subscriptions run `subscribe` with an observer to send the outcome to.
  ///
  /// The first event wins; later ones are dropped, as is anything sent after disposal. The
  /// disposable `subscribe` returns is disposed when the subscription ends.
  ///
  ///     create { o in o(.completed) }   |
  ///
  /// - Parameter subscribe: runs once per subscription.
  /// - Returns: the maybe.
  @inlinable
  public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable)
    -> Maybe<Element>
  {
    Maybe(emitting: { emitter in
      subscribe { event in
        switch event {
        case .success(let element): emitter.succeed(element)
        case .error(let error): emitter.fail(error)
        case .completed: emitter.complete()
        }
      }
    })
  }

  /// Subscribes a closure that receives the outcome.
  ///
  /// - Parameter observer: called once, with the element, the error or the completion.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    subscribe(
      onSuccess: { observer(.success($0)) }, onError: { observer(.error($0)) },
      onCompleted: { observer(.completed) })
  }

  /// Subscribes closures for the element, the error, the empty completion and disposal.
  ///
  /// - Parameters:
  ///   - onSuccess: called with the element.
  ///   - onError: called with the error; when `nil`, the error goes to
  ///     ``Hooks/defaultErrorHandler``.
  ///   - onCompleted: called when the maybe finishes without an element.
  ///   - onDisposed: called once the subscription is over, by termination or by disposal.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    primitiveSequence.subscribeOutcome(
      onElement: onSuccess, onError: onError, onEmpty: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly) alongside the outcome.
  ///
  /// Once `object` is deallocated the closures are no longer called.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onSuccess: called with the object and the element.
  ///   - onError: called with the object and the error.
  ///   - onCompleted: called with the object when the maybe finishes without an element.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: weakly(object, onSuccess),
      onError: weakly(object, onError),
      onCompleted: weakly(object, onCompleted),
      onDisposed: weakly(object, onDisposed))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A maybe that completes at once without an element.
  ///
  ///     empty()   |
  ///
  /// - Returns: the maybe.
  @inlinable
  public static func empty() -> Maybe<Element> { Maybe(raw: Observable.empty()) }
}
