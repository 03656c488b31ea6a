/// The grammar of a ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only reports whether some work finished: a write, an upload, a log-out.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` delivers: completion, or the error it failed with.
@frozen
public enum CompletableEvent {
  /// The work failed; nothing follows.
  case error(Swift.Error)
  /// The work finished; nothing follows.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The closure a ``Completable`` created with `create(subscribe:)` emits into.
  ///
  /// It is `@Sendable`: call it from any thread, such as a completion handler. The first event
  /// wins, even when several threads race to send one.
  public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

  /// A completable whose subscriptions run `subscribe` with an observer to send the outcome to.
  ///
  /// The first event wins; later ones are dropped, as is anything sent after disposal. The
  /// disposable `subscribe` returns is disposed when the subscription ends.
  ///
  ///     create { o in o(.completed) }   |
  ///
  /// - Parameter subscribe: runs once per subscription.
  /// - Returns: the completable.
  @inlinable
  public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
    -> Completable
  {
    Completable(emitting: { emitter in
      subscribe { event in
        switch event {
        case .error(let error): emitter.fail(error)
        case .completed: emitter.complete()
        }
      }
    })
  }

  /// Subscribes a closure that receives the outcome.
  ///
  /// - Parameter observer: called once, with the completion or the error.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    subscribe(onCompleted: { observer(.completed) }, onError: { observer(.error($0)) })
  }

  /// Subscribes closures for the completion, the error and disposal.
  ///
  /// - Parameters:
  ///   - onCompleted: called when the work finishes.
  ///   - onError: called with the error; when `nil`, the error goes to
  ///     ``Hooks/defaultErrorHandler``.
  ///   - onDisposed: called once the subscription is over, by termination or by disposal.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    primitiveSequence.subscribeOutcome(
      onElement: nil, onError: onError, onEmpty: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly) alongside the outcome.
  ///
  /// Once `object` is deallocated the closures are no longer called.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onCompleted: called with the object when the work finishes.
  ///   - onError: called with the object and the error.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: weakly(object, onCompleted),
      onError: weakly(object, onError),
      onDisposed: weakly(object, onDisposed))
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// A completable that completes at once.
  ///
  ///     empty()   |
  ///
  /// - Returns: the completable.
  @inlinable
  public static func empty() -> Completable { Completable(raw: Observable.empty()) }
}
