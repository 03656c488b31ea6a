/// The grammar of a ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error: a request, a computation, a lookup.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: its element, or the error it failed with.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure a ``Single`` created with `create(subscribe:)` emits into.
  ///
  /// It is `@Sendable`: call it from any thread, such as a completion handler. The first event
  /// wins, even when several threads race to send one.
  public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

  /// A single whose subscriptions run `subscribe` with an observer to send the result to.
  ///
  /// The first result wins; later ones are dropped, as is anything sent after disposal. The
  /// disposable `subscribe` returns is disposed when the subscription ends.
  ///
  ///     create { o in o(.success(1)) }   1|
  ///
  /// - Parameter subscribe: runs once per subscription.
  /// - Returns: the single.
  @inlinable
  public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable)
    -> Single<Element>
  {
    Single(emitting: { emitter in
      subscribe { event in
        switch event {
        case .success(let element): emitter.succeed(element)
        case .failure(let error): emitter.fail(error)
        }
      }
    })
  }

  /// Subscribes a closure that receives the result.
  ///
  /// - Parameter observer: called once, with the element or the error.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    subscribe(
      onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) })
  }

  /// Subscribes closures for the element, the error and disposal.
  ///
  /// - Parameters:
  ///   - onSuccess: called with the element.
  ///   - onFailure: called with the error; when `nil`, the error goes to
  ///     ``Hooks/defaultErrorHandler``.
  ///   - onDisposed: called once the subscription is over, by termination or by disposal.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    primitiveSequence.subscribeOutcome(
      onElement: onSuccess, onError: onFailure, onEmpty: nil, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly) alongside the result.
  ///
  /// Once `object` is deallocated the closures are no longer called.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onSuccess: called with the object and the element.
  ///   - onFailure: called with the object and the error.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: weakly(object, onSuccess),
      onFailure: weakly(object, onFailure),
      onDisposed: weakly(object, onDisposed))
  }
}
