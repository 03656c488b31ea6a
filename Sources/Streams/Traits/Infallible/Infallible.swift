/// A sequence that cannot fail: it sends elements and may complete, but never errors.
///
/// Build one with `create(subscribe:)` or from any sequence with `asInfallible(onErrorJustReturn:)`
/// and its siblings, which decide up front what an error becomes. Like ``Observable`` it is cold
/// and immutable, so it can be shared across threads.
public struct Infallible<Element>: InfallibleType {
  @usableFromInline let source: Observable<Element>

  /// Wraps `source`, which must never send an error.
  @inlinable
  init(_ source: Observable<Element>) { self.source = source }

  /// The underlying sequence, which never sends `.error`.
  ///
  /// - Returns: the observable.
  @inlinable
  public func asObservable() -> Observable<Element> { source }
}

// Sendable whatever the element: the one stored property is an immutable, thread-safe
// observable.
extension Infallible: Sendable {}

/// A type that stands for a sequence that never errors.
public protocol InfallibleType: ObservableConvertibleType {}

/// What an ``Infallible`` delivers: elements, then perhaps completion.
@frozen
public enum InfallibleEvent<Element> {
  /// The next element.
  case next(Element)
  /// The sequence finished; nothing follows.
  case completed
}

extension InfallibleType {
  /// An infallible whose subscriptions run `subscribe` with an observer to emit into.
  ///
  /// After `.completed`, or once the subscription is disposed, the observer drops whatever it
  /// is sent. The disposable `subscribe` returns is disposed when the subscription ends.
  ///
  ///     create { o in o(.next(1)); o(.completed) }   1|
  ///
  /// - Parameter subscribe: runs once per subscription.
  /// - Returns: the infallible.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping (InfallibleEvent<Element>) -> Void) -> Disposable
  ) -> Infallible<Element> {
    Infallible(
      Observable { sink, lifetime in
        let guarded = GuardedSink(sink, lifetime)
        lifetime.add(
          subscribe { event in
            switch event {
            case .next(let element): guarded.on(.next(element))
            case .completed: guarded.on(.completed)
            }
          })
      })
  }

  /// Subscribes a closure that receives every event.
  ///
  /// - Parameter on: called with each event; `.error` never arrives.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    asObservable().subscribe(on)
  }

  /// Subscribes closures for elements, completion and disposal.
  ///
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the sequence finishes.
  ///   - onDisposed: called once the subscription is over, by completion or by disposal.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    // An error breaks the contract; with no `onError` it goes to `Hooks.defaultErrorHandler`.
    asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly) alongside each event.
  ///
  /// Once `object` is deallocated the closures are no longer called.
  ///
  /// - Parameters:
  ///   - object: passed to each closure while it is alive; not retained.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the sequence finishes.
  ///   - onDisposed: called with the object once the subscription is over.
  /// - Returns: the subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: weakly(object, onNext),
      onCompleted: weakly(object, onCompleted),
      onDisposed: weakly(object, onDisposed))
  }
}
