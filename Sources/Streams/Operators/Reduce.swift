extension ObservableType {
  /// Folds every element into an accumulator and emits the final value when the sequence
  /// completes.
  ///
  ///     --1--2--3--|  reduce(0, accumulator: +)  -----------(6|)
  ///
  /// - Parameters:
  ///   - seed: the initial accumulator, fresh for each subscription.
  ///   - accumulator: combines the accumulator with each element; a thrown error ends the
  ///     sequence.
  /// - Returns: a sequence of one element, the final accumulator.
  @inlinable
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    reduce(into: seed) { accumulate, element in accumulate = try accumulator(accumulate, element) }
  }

  /// Folds every element into an accumulator and emits the mapped final value when the
  /// sequence completes.
  ///
  ///     --1--2--3--|  reduce(0, accumulator: +, mapResult: { $0 * 10 })  -----------(60|)
  ///
  /// - Parameters:
  ///   - seed: the initial accumulator, fresh for each subscription.
  ///   - accumulator: combines the accumulator with each element; a thrown error ends the
  ///     sequence.
  ///   - mapResult: turns the final accumulator into the emitted element; a thrown error ends
  ///     the sequence.
  /// - Returns: a sequence of one element, the mapped final accumulator.
  @inlinable
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
    reduce(
      into: seed, { accumulate, element in accumulate = try accumulator(accumulate, element) },
      mapResult: mapResult)
  }

  /// Folds every element into an accumulator in place and emits the final value when the
  /// sequence completes.
  ///
  ///     --1--2--3--|  reduce(into: []) { $0.append($1) }  -----------([1,2,3]|)
  ///
  /// - Parameters:
  ///   - seed: the initial accumulator, fresh for each subscription.
  ///   - accumulator: mutates the accumulator with each element; a thrown error ends the
  ///     sequence.
  /// - Returns: a sequence of one element, the final accumulator.
  @inlinable
  public func reduce<Accumulate>(
    into seed: Accumulate, _ accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    reduce(into: seed, accumulator, mapResult: { $0 })
  }

  /// The one `reduce` core: folds in place, then maps the final accumulator.
  @inlinable
  func reduce<Accumulate, Result>(
    into seed: Accumulate, _ accumulator: @escaping (inout Accumulate, Element) throws -> Void,
    mapResult: @escaping (Accumulate) throws -> Result
  ) -> Observable<Result> {
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
            }
          case .error(let error): sink(.error(error))
          case .completed:
            let result: Result
            do { result = try mapResult(accumulate) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            sink(.next(result))
            if lifetime.isDisposed { return }
            sink(.completed)
          }
        }, lifetime)
    }
  }
}
