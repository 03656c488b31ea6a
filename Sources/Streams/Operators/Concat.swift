extension ObservableType {
  /// Emits the elements of this sequence, then, once it completes, those of `second`.
  ///
  /// `second` is subscribed when this sequence completes; an error from either ends the
  /// result.
  ///
  ///     --1--2--|  concat(--3--|)  --1--2----3--|
  ///
  /// - Parameter second: the sequence that follows.
  /// - Returns: the concatenation.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next when
  /// the current one completes.
  ///
  /// `sequence` is iterated lazily, one step per completed source, so it may be infinite.
  /// Sources that complete synchronously are chained in a loop, not by recursion: concatenating
  /// a hundred thousand `just`s does not grow the stack.
  ///
  ///     concat([--1|, --2|, --3|])  --1--2--3|
  ///
  /// - Parameter sequence: the sources, in order.
  /// - Returns: the concatenation; it completes after the last source, fails with the first
  ///   error.
  @inlinable
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    concatenating(sequence, continuesOnError: false)
  }

  /// Emits the elements of each sequence of `collection` in turn, subscribing to the next when
  /// the current one completes.
  ///
  ///     concat([--1|, --2|, --3|])  --1--2--3|
  ///
  /// - Parameter collection: the sources, in order.
  /// - Returns: the concatenation; it completes after the last source, fails with the first
  ///   error.
  @inlinable
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<Element>
  where Collection.Element == Observable<Element> {
    concatenating(collection, continuesOnError: false)
  }

  /// Emits the elements of each source in turn, subscribing to the next when the current one
  /// completes.
  ///
  ///     concat(--1|, --2|, --3|)  --1--2--3|
  ///
  /// - Parameter sources: the sources, in order.
  /// - Returns: the concatenation; it completes after the last source, fails with the first
  ///   error.
  @inlinable
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concatenating(sources, continuesOnError: false)
  }

  /// Subscribes to the sources of `sequence` one after another.
  ///
  /// With `continuesOnError` false this is `concat` (a completion moves on, an error ends);
  /// with it true this is `catch(sequence)` and `retry` (an error moves on, a completion ends,
  /// and running out of sources forwards the last error).
  @inlinable
  static func concatenating<Sequence: Swift.Sequence>(
    _ sequence: Sequence, continuesOnError: Bool
  ) -> Observable<Element> where Sequence.Element == Observable<Element> {
    Observable { sink, lifetime in
      let loop = ConcatSink(
        sink, lifetime, sequence.makeIterator(), continuesOnError: continuesOnError)
      loop.subscribeNext()
    }
  }
}

/// Subscribes to one source after another, each under a child lifetime that ends with it.
///
/// The trampoline is a counter: a request to move on made while the loop is running (a source
/// that ends synchronously inside `run`) only bumps the counter, and the running loop takes
/// it, so synchronous sources chain without recursion. A request from another thread after the
/// loop has left runs the loop on that thread.
@usableFromInline
final class ConcatSink<Element, Sources: IteratorProtocol>: @unchecked Sendable
where Sources.Element == Observable<Element> {
  // Safe to share: `sources` and `lastError` are touched only by the thread that owns the loop
  // (the one that moved `pending` off zero) or by the current source's sink before it asks to
  // move on; the atomic read-modify-writes on `pending` order those accesses. The sources
  // themselves are subscribed one at a time, so `sink` is never called concurrently.
  @usableFromInline let sink: (Event<Element>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline var sources: Sources
  @usableFromInline let continuesOnError: Bool
  @usableFromInline var lastError: Swift.Error?
  @usableFromInline let pending = AtomicCell<Int>(0)

  @inlinable
  init(
    _ sink: @escaping (Event<Element>) -> Void, _ lifetime: Lifetime, _ sources: Sources,
    continuesOnError: Bool
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.sources = sources
    self.continuesOnError = continuesOnError
  }

  /// Subscribes to the next source, now or, when the loop is running, once `run` returns.
  @inlinable
  func subscribeNext() {
    if pending.add(1, ordering: .acquiringAndReleasing).oldValue != 0 { return }
    repeat {
      if lifetime.isDisposed { return }
      guard let source = sources.next() else {
        finish()
        return
      }
      let (child, key) = lifetime.child()
      source.run(
        { [self] event in
          switch event {
          case .next: self.sink(event)
          case .error(let error):
            if self.continuesOnError {
              self.lastError = error
              self.lifetime.end(child: child, key: key)
              self.subscribeNext()
            } else {
              self.sink(event)
              self.lifetime.dispose()
            }
          case .completed:
            if self.continuesOnError {
              self.sink(event)
              self.lifetime.dispose()
            } else {
              self.lifetime.end(child: child, key: key)
              self.subscribeNext()
            }
          }
        }, child)
    } while pending.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
  }

  /// Ends the result once the sources run out: with the last error, if one moved us on.
  @usableFromInline
  func finish() {
    let error = lastError
    lastError = nil
    sink(error.map { .error($0) } ?? .completed)
    lifetime.dispose()
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Emits the elements of each inner sequence in turn, subscribing to the next inner sequence
  /// when the current one completes.
  ///
  /// Inner sequences that arrive while one is running wait in a queue. The result completes
  /// when this sequence and every inner sequence have completed; any error ends it. This is
  /// `merge(maxConcurrent: 1)`, as in RxSwift: the one merge engine with one inner in flight.
  ///
  ///     --a-----b--|  (a: 1-2|, b: 3|)  concat()  --1-2---3--|
  ///
  /// - Returns: the concatenation of the inner sequences.
  @inlinable
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}
