extension ObservableType {
  /// The one element of this sequence, as a ``Single``.
  ///
  ///     --1--|  asSingle()  -----1|      --1--2  asSingle()  -----#     --|  asSingle()  --#
  ///
  /// The element is sent when the source completes. A second element fails the single with
  /// `RxError.moreThanOneElement` at once, disposing the source; completing without an element
  /// fails it with `RxError.noElements`.
  ///
  /// - Returns: the single.
  @inlinable
  public func asSingle() -> Single<Element> {
    Single(raw: atMostOneElement(orWhenEmpty: .error(RxError.noElements)))
  }

  /// The element of this sequence, if any, as a ``Maybe``.
  ///
  ///     --1--|  asMaybe()  -----1|      --|  asMaybe()  --|      --1--2  asMaybe()  -----#
  ///
  /// The element is sent when the source completes; a second element fails the maybe with
  /// `RxError.moreThanOneElement` at once, disposing the source.
  ///
  /// - Returns: the maybe.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: atMostOneElement(orWhenEmpty: .completed))
  }

  /// The one element of this sequence, sent with `completed` once the source completes, or
  /// `empty` when it completes without one; a second element fails with
  /// `RxError.moreThanOneElement` at once, disposing the source.
  @inlinable
  func atMostOneElement(orWhenEmpty empty: Event<Element>) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var element: Element?
      source.run(
        { event in
          switch event {
          case .next(let next):
            guard element == nil else {
              sink(.error(RxError.moreThanOneElement))
              lifetime.dispose()
              return
            }
            element = next
          case .error(let error): sink(.error(error))
          case .completed:
            guard let element else { return sink(empty) }
            sink(.next(element))
            if !lifetime.isDisposed { sink(.completed) }
          }
        }, lifetime)
    }
  }

  /// The first element of this sequence, or `nil` when it completes empty, as a ``Single``.
  ///
  ///     --1--2--|  first()  --1|      ----|  first()  ----nil|
  ///
  /// The source is disposed as soon as its first element arrives.
  ///
  /// - Returns: the single.
  @inlinable
  public func first() -> Single<Element?> {
    let source = asObservable()
    return Single(
      raw: Observable { sink, lifetime in
        source.run(
          { event in
            switch event {
            case .next(let element):
              sink(.next(element))
              if !lifetime.isDisposed { sink(.completed) }
              lifetime.dispose()
            case .error(let error): sink(.error(error))
            case .completed:
              sink(.next(nil))
              if !lifetime.isDisposed { sink(.completed) }
            }
          }, lifetime)
      })
  }
}

extension ObservableType where Element == Never {
  /// This element-less sequence as a ``Completable``.
  ///
  ///     ----|  asCompletable()  ----|
  ///
  /// - Returns: the completable.
  @inlinable
  public func asCompletable() -> Completable { Completable(raw: asObservable()) }
}
