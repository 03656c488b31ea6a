extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Runs this work, then `second`: `second` is subscribed only once this completes.
  ///
  ///     --|  andThen(--1|)  ----1|
  ///
  /// An error here ends the result without subscribing to `second`.
  ///
  /// - Parameter second: the single to subscribe after completion.
  /// - Returns: a single with `second`'s outcome.
  @inlinable
  public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
    Single(raw: andThenSequence(primitiveSequence.source, second.source))
  }

  /// Runs this work, then `second`: `second` is subscribed only once this completes.
  ///
  ///     --|  andThen(--|)  ----|
  ///
  /// - Parameter second: the maybe to subscribe after completion.
  /// - Returns: a maybe with `second`'s outcome.
  @inlinable
  public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
    Maybe(raw: andThenSequence(primitiveSequence.source, second.source))
  }

  /// Runs this work, then `second`: `second` is subscribed only once this completes.
  ///
  ///     --|  andThen(--|)  ----|
  ///
  /// - Parameter second: the completable to subscribe after completion.
  /// - Returns: a completable that completes when both have.
  @inlinable
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: andThenSequence(primitiveSequence.source, second.source))
  }

  /// Runs this work, then `second`: `second` is subscribed only once this completes.
  ///
  ///     --|  andThen(-1-2|)  ---1-2|
  ///
  /// - Parameter second: the sequence to subscribe after completion.
  /// - Returns: `second`'s events, after this has completed.
  @inlinable
  public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
    andThenSequence(primitiveSequence.source, second)
  }
}

/// Subscribes `first`; when it completes, subscribes `second` on the same subscription.
///
/// `first` runs on a child lifetime, ended as soon as it completes; `second` gets the
/// downstream lifetime itself (pass-through), so its terminal event ends the subscription.
@inlinable
func andThenSequence<Next>(_ first: Observable<Never>, _ second: Observable<Next>)
  -> Observable<Next>
{
  Observable { sink, lifetime in
    let (child, key) = lifetime.child()
    first.run(
      { event in
        switch event {
        case .next: break
        case .error(let error):
          sink(.error(error))
          lifetime.dispose()
        case .completed:
          lifetime.end(child: child, key: key)
          if lifetime.isDisposed { return }
          second.run(sink, lifetime)
        }
      }, child)
  }
}
