extension ObservableType {
  /// Combines each element with the latest element of `second`, when it has one.
  ///
  ///     --1---2---3-|  withLatestFrom(---a---b---) { "\($0)\($1)" }  ------2a---3b|
  ///
  /// Elements that arrive before `second` has emitted are dropped. The sequence ends with this
  /// one, or with an error of either; `second` completing keeps its latest element in use.
  ///
  /// - Parameters:
  ///   - second: the sequence whose latest element is used; subscribed first.
  ///   - resultSelector: combines an element with the latest of `second`; a thrown error ends
  ///     the sequence.
  /// - Returns: the sequence of combined elements.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    WithLatestFromSink.observable(asObservable(), second.asObservable(), resultSelector)
  }

  /// Replaces each element with the latest element of `second`, when it has one.
  ///
  ///     --1---2---3-|  withLatestFrom(---a---b---)  ------a---b|
  ///
  /// - Parameter second: the sequence whose latest element is emitted; subscribed first.
  /// - Returns: the sequence of `second`'s latest elements, one per element of this one.
  @inlinable
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }
}

/// The state of one `withLatestFrom` subscription, owned by its serializer's handler.
@usableFromInline
final class WithLatestFromSink<First, Second, Result> {
  @usableFromInline let sink: (Event<Result>) -> Void
  @usableFromInline let lifetime: Lifetime
  @usableFromInline let resultSelector: (First, Second) throws -> Result
  // The `var`s below belong to the serializer's handler, which never runs twice at once nor
  // re-entrantly: the runtime's exclusivity checks (a call per access) are skipped on them.
  @usableFromInline @exclusivity(unchecked) var latest: Second?
  @usableFromInline @exclusivity(unchecked) var stopped = false

  @inlinable
  init(
    _ sink: @escaping (Event<Result>) -> Void, _ lifetime: Lifetime,
    _ resultSelector: @escaping (First, Second) throws -> Result
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.resultSelector = resultSelector
  }

  @inlinable
  static func observable(
    _ first: Observable<First>, _ second: Observable<Second>,
    _ resultSelector: @escaping (First, Second) throws -> Result
  ) -> Observable<Result> {
    Observable { sink, lifetime in
      let state = WithLatestFromSink(sink, lifetime, resultSelector)
      let serializer = Serializer(state.handle)
      lifetime.run(second, into: serializer, as: BinaryInput.second)
      lifetime.run(first, into: serializer, as: BinaryInput.first)
    }
  }

  @inlinable
  func handle(_ input: BinaryInput<First, Second>) {
    if stopped { return }
    if lifetime.isDisposed {
      stopped = true
      return
    }
    switch input {
    case .first(.next(let element)):
      guard let latest else { return }
      let result: Result
      do { result = try resultSelector(element, latest) } catch {
        finish(.error(error))
        return
      }
      sink(.next(result))
    case .first(.error(let error)), .second(.error(let error)):
      finish(.error(error))
    case .first(.completed):
      finish(.completed)
    case .second(.next(let element)):
      latest = element
    case .second(.completed):
      break
    }
  }

  @inlinable
  func finish(_ event: Event<Result>) {
    stopped = true
    latest = nil
    if lifetime.isDisposed { return }
    sink(event)
    lifetime.dispose()
  }
}
