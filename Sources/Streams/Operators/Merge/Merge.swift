extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards the elements of every inner sequence as they arrive.
  ///
  ///     --a------b----|  (a: 1--2--|, b: 3--|)  merge()  --1--2----3----|
  ///
  /// Completes when the outer sequence and every inner one have completed; the first error,
  /// outer or inner, ends it.
  ///
  /// - Returns: the merged sequence.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: .max, policy: .queue) {
      $0.asObservable()
    }
  }

  /// Forwards the elements of at most `maxConcurrent` inner sequences at a time.
  ///
  ///     --a-b----|  (a: 1--2|, b: 3|)  merge(maxConcurrent: 1)  --1--23--|
  ///
  /// Inner sequences beyond the limit wait in arrival order and are subscribed as active ones
  /// complete. Completes when the outer sequence and every inner one have completed.
  ///
  /// - Parameter maxConcurrent: how many inner sequences may be subscribed at once; below 1
  ///   the sequence fails with ``RxError/argumentOutOfRange``.
  /// - Returns: the merged sequence.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: maxConcurrent, policy: .queue) {
      $0.asObservable()
    }
  }
}

extension ObservableType {
  /// Forwards the elements of every sequence in `sources` as they arrive.
  ///
  ///     merge([a: -1---3-|, b: --2---|])  -12--3-|
  ///
  /// Completes when every source has completed; the first error ends it.
  ///
  /// - Parameter sources: the sequences, subscribed in collection order.
  /// - Returns: the merged sequence.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    Observable<Observable<Element>>.immediately(sources).merge()
  }

  /// Forwards the elements of every sequence in `sources` as they arrive.
  ///
  ///     merge([a: -1---3-|, b: --2---|])  -12--3-|
  ///
  /// - Parameter sources: the sequences, subscribed in array order.
  /// - Returns: the merged sequence.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    Observable<Observable<Element>>.immediately(sources).merge()
  }

  /// Forwards the elements of every sequence given as they arrive.
  ///
  ///     merge(a: -1---3-|, b: --2---|)  -12--3-|
  ///
  /// - Parameter sources: the sequences, subscribed in argument order.
  /// - Returns: the merged sequence.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    Observable<Observable<Element>>.immediately(sources).merge()
  }
}
