import Synchronization

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
/// dropped, and the lifetime ends after the terminal event.
@usableFromInline
final class PrimitiveSink<Element>: @unchecked Sendable {
  // Safe to share: `stopped` is atomic and exchanged exactly once by the winning sender, so
  // `sink` is called by one caller only (at most twice in a row for a success).
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let stopped = Atomic<Bool>(false)

  @inlinable
  init(_ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime) {
    self.sink = sink
    self.lifetime = lifetime
  }

  /// Whether this call is the first terminal event of a live subscription.
  @inlinable
  func claim() -> Bool {
    if lifetime.isDisposed { return false }
    return !stopped.exchange(true, ordering: .acquiringAndReleasing)
  }

  @inlinable
  func succeed(_ element: Element) {
    guard claim() else { return }
    sink(.next(element))
    if !lifetime.isDisposed { sink(.completed) }
    lifetime.dispose()
  }

  @inlinable
  func fail(_ error: Swift.Error) {
    guard claim() else { return }
    sink(.error(error))
    lifetime.dispose()
  }

  @inlinable
  func complete() {
    guard claim() else { return }
    sink(.completed)
    lifetime.dispose()
  }
}
