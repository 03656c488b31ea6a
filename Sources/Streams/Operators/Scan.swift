extension ObservableType {
  /// Emits each intermediate result of folding the elements into an accumulator.
  ///
  ///     --1--2--3--|  scan(0, accumulator: +)  --1--3--6--|
  ///
  /// - Parameters:
  ///   - seed: the initial accumulator, fresh for each subscription.
  ///   - accumulator: combines the accumulator with each element; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of accumulators.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
  }

  /// Emits each intermediate result of folding the elements into an accumulator in place.
  ///
  ///     --1--2--3--|  scan(into: []) { $0.append($1) }  --[1]--[1,2]--[1,2,3]--|
  ///
  /// - Parameters:
  ///   - seed: the initial accumulator, fresh for each subscription.
  ///   - accumulator: mutates the accumulator with each element; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence of accumulators.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var accumulate = seed
      source.run(
        { event in
          switch event {
          case .next(let element):
            do { try accumulator(&accumulate, element) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            sink(.next(accumulate))
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
