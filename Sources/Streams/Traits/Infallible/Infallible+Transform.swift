extension InfallibleType {
  /// Transforms each element with `transform`.
  ///
  ///     --1--2--3--|  map { $0 * 10 }  --10--20--30--|
  ///
  /// - Parameter transform: applied to each element; it cannot throw, or the result could fail.
  /// - Returns: the infallible of transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible(asObservable().map(transform))
  }

  /// Transforms each element, dropping the `nil` results.
  ///
  ///     --1--2--3--|  compactMap { $0 == 2 ? nil : $0 }  --1-----3--|
  ///
  /// - Parameter transform: applied to each element; it cannot throw.
  /// - Returns: the infallible of non-`nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }

  /// Keeps the elements that satisfy `predicate`.
  ///
  ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
  ///
  /// - Parameter predicate: decides each element; it cannot throw.
  /// - Returns: the infallible of kept elements.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }

  /// Sends each intermediate result of folding the elements with `accumulator`.
  ///
  ///     --1--2--3--|  scan(0, +)  --1--3--6--|
  ///
  /// - Parameters:
  ///   - seed: the initial accumulated value.
  ///   - accumulator: combines the accumulated value with the next element.
  /// - Returns: the infallible of accumulated values.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate
  ) -> Infallible<Accumulate> {
    Infallible(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Sends each intermediate result of `accumulator`, which updates the accumulated value in
  /// place.
  ///
  ///     --1--2--3--|  scan(into: []) { $0.append($1) }  --[1]--[1,2]--[1,2,3]--|
  ///
  /// - Parameters:
  ///   - seed: the initial accumulated value.
  ///   - accumulator: updates the accumulated value with the next element.
  /// - Returns: the infallible of accumulated values.
  @inlinable
  public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator))
  }
}
