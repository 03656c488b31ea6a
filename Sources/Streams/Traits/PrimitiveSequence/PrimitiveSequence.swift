/// A sequence with a narrower grammar than ``Observable``: at most one element, or none at all.
///
/// The `Trait` says which grammar: ``SingleTrait`` (exactly one element or an error),
/// ``MaybeTrait`` (one element, nothing, or an error) or ``CompletableTrait`` (completion or an
/// error, never an element). Use the aliases ``Single``, ``Maybe`` and ``Completable``.
///
/// A primitive sequence is cold like the observable it wraps, and immutable, so it can be shared
/// across threads. Every way of building one keeps its grammar: the `create` observers drop
/// whatever follows the first terminal event, and `asSingle()`/`asMaybe()` turn a source that
/// breaks the grammar into an error.
public struct PrimitiveSequence<Trait, Element> {
  @usableFromInline let source: Observable<Element>

  /// Wraps `raw`, which must already obey the trait's grammar.
  @inlinable
  init(raw: Observable<Element>) { source = raw }

  /// The body of every `create(subscribe:)`: each subscription gets its own emitter, handed to
  /// `subscribe`, and the disposable `subscribe` returns is disposed when the subscription ends.
  @inlinable
  init(emitting subscribe: @escaping (PrimitiveSink<Element>) -> Disposable) {
    source = Observable { sink, lifetime in
      lifetime.add(subscribe(PrimitiveSink(sink, lifetime)))
    }
  }
}

// Sendable whatever the parameters: the one stored property is an immutable, thread-safe
// observable; the trait is a phantom type.
extension PrimitiveSequence: Sendable {}

/// A type that stands for a ``PrimitiveSequence``; operators on traits are defined on it.
public protocol PrimitiveSequenceType {
  /// The grammar: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait

  /// The type of the element, if any.
  associatedtype Element

  /// The primitive sequence this value stands for.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// This sequence.
  @inlinable
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The underlying sequence: `next` then `completed` for a success, `completed` alone for an
  /// empty `Maybe` or a `Completable`, `error` for a failure.
  ///
  /// - Returns: the observable.
  @inlinable
  public func asObservable() -> Observable<Element> { source }
}

/// Emits into a primitive sequence's subscription from code Streams does not control.
///
/// The first terminal event wins, whichever thread sends it; a success is sent as `next`
/// followed by `completed`. Everything after the first terminal event, or after disposal, is
/// dropped, and the lifetime ends after the terminal event. The sink and the lifetime are let go
/// at that point, so an emitter kept by a slow producer (a task that ignores cancellation, a
/// stored callback) holds nothing of the subscription.
@usableFromInline
final class PrimitiveSink<Element>: Sendable {
  // `target` is taken out of its box exactly once, by the winning sender, which alone then
  // calls the sink.
  @usableFromInline let target: Locked<EmitterTarget<Element>?>

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    let target = Locked<EmitterTarget<Element>?>(EmitterTarget(sink: sink, lifetime: lifetime))
    self.target = target
    lifetime.onDispose { target.withLock { $0 = nil } }
  }

  /// The sink and lifetime, when this call is the first terminal event of a live subscription.
  @inlinable
  func claim() -> EmitterTarget<Element>? {
    guard let claimed = target.withLock({ current in current.take() }) else { return nil }
    return claimed.lifetime.isDisposed ? nil : claimed
  }

  @inlinable
  func succeed(_ element: Element) {
    guard let target = claim() else { return }
    target.sink(.next(element))
    if !target.lifetime.isDisposed { target.sink(.completed) }
    target.lifetime.dispose()
  }

  @inlinable
  func fail(_ error: Swift.Error) {
    guard let target = claim() else { return }
    target.sink(.error(error))
    target.lifetime.dispose()
  }

  @inlinable
  func complete() {
    guard let target = claim() else { return }
    target.sink(.completed)
    target.lifetime.dispose()
  }
}

/// Where an emitter sends: the downstream sink and the subscription's lifetime.
@usableFromInline
struct EmitterTarget<Element> {
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime

  @inlinable
  init(sink: @escaping (Event<Element>) -> Void, lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }
}

extension PrimitiveSequence {
  /// Subscribes closures for the one outcome of every trait: the element, the error, or the
  /// completion without an element; `onDisposed` runs once the subscription is over.
  ///
  /// Only the first event is reported: the completion that follows an element, or an error a
  /// side effect throws after it, is not. With no `onError`, the error goes to
  /// ``Hooks/defaultErrorHandler``.
  @inlinable
  func subscribeOutcome(
    onElement: ((Element) -> Void)?,
    onError: ((Swift.Error) -> Void)?,
    onEmpty: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) -> Disposable {
    let lifetime = Lifetime()
    if let onDisposed { lifetime.onDispose(onDisposed) }
    let subscriber = Subscriber(
      lifetime, onElement, onError, onEmpty,
      callStack: onError == nil ? Hooks.subscriptionCallStack() : [], firstOnly: true)
    source.run(subscriber.sink, lifetime)
    return lifetime
  }
}
