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
    WithLatestFromRule.observable(asObservable(), second.asObservable(), resultSelector)
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

/// The rule of one `withLatestFrom` subscription: the latest element of the second source.
@usableFromInline
struct WithLatestFromRule<First, Second, Result>: MultiSourceRule {
  @usableFromInline typealias Output = Result

  @usableFromInline let resultSelector: (First, Second) throws -> Result
  @usableFromInline var latest: Second?

  @inlinable
  init(_ resultSelector: @escaping (First, Second) throws -> Result) {
    self.resultSelector = resultSelector
  }

  @inlinable
  static func observable(
    _ first: Observable<First>, _ second: Observable<Second>,
    _ resultSelector: @escaping (First, Second) throws -> Result
  ) -> Observable<Result> {
    Observable { sink, lifetime in
      let serializer = MultiSourceSink(
        sink, lifetime, WithLatestFromRule(resultSelector))
      lifetime.run(second, into: serializer, as: BinaryInput.second)
      lifetime.run(first, into: serializer, as: BinaryInput.first)
    }
  }

  @inlinable
  mutating func handle(_ input: BinaryInput<First, Second>, _ sources: MultiSourceSink<Self>) {
    switch input {
    case .first(.next(let element)):
      guard let latest else { return }
      let result: Result
      do { result = try resultSelector(element, latest) } catch {
        sources.finish(.error(error))
        return
      }
      sources.sink(.next(result))
    case .first(.error(let error)), .second(.error(let error)):
      sources.finish(.error(error))
    case .first(.completed):
      sources.finish(.completed)
    case .second(.next(let element)):
      latest = element
    case .second(.completed):
      break
    }
  }

  @inlinable
  mutating func release() { latest = nil }
}
