extension ObservableType {
  /// Maps each element to a sequence and forwards the elements of all of them as they arrive.
  ///
  ///     --1-----2----|  flatMap { x in x0--x1| }  --10--11-20--21|
  ///
  /// Completes when the source and every inner sequence have completed; the first error ends
  /// it.
  ///
  /// - Parameter selector: makes the inner sequence for an element; a thrown error ends the
  ///   sequence.
  /// - Returns: the merged sequence of inner elements.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: .max, policy: .queue) {
      try selector($0).asObservable()
    }
  }

  /// Maps each element to a sequence and forwards the elements of at most `maxConcurrent` of
  /// them at a time.
  ///
  ///     --1-2--|  flatMap(maxConcurrent: 1) { x in x0--x1| }  --10--1120--21|
  ///
  /// `selector` runs as each element arrives; the sequences beyond the limit wait in arrival
  /// order and are subscribed as active ones complete.
  ///
  /// - Parameters:
  ///   - maxConcurrent: how many inner sequences may be subscribed at once; below 1 the
  ///     sequence fails with ``RxError/argumentOutOfRange``.
  ///   - selector: makes the inner sequence for an element; a thrown error ends the sequence.
  /// - Returns: the merged sequence of inner elements.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    maxConcurrent: Int, _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: maxConcurrent, policy: .queue) {
      try selector($0).asObservable()
    }
  }

  /// Maps each element to a sequence and forwards them one after another, in order.
  ///
  ///     --1-2--|  concatMap { x in x0--x1| }  --10--1120--21|
  ///
  /// Each inner sequence is subscribed when the previous one completes.
  ///
  /// - Parameter selector: makes the inner sequence for an element; a thrown error ends the
  ///   sequence.
  /// - Returns: the concatenated sequence of inner elements.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    flatMap(maxConcurrent: 1, selector)
  }

  /// Maps an element to a sequence only while no inner sequence is active, ignoring the rest.
  ///
  ///     --1-2----3--|  flatMapFirst { x in x0--x1| }  --10--11---30--31|
  ///
  /// An element that arrives while an inner sequence is active is dropped without calling
  /// `selector`.
  ///
  /// - Parameter selector: makes the inner sequence for an element; a thrown error ends the
  ///   sequence.
  /// - Returns: the sequence of inner elements.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: 1, policy: .drop) {
      try selector($0).asObservable()
    }
  }
}

extension ObservableType {
  /// Maps each element to a sequence and forwards only the latest one's elements.
  ///
  ///     --1---2------|  flatMapLatest { x in x0----x1| }  --10--20----21|
  ///
  /// When an element arrives, the previous inner sequence is disposed before the new one is
  /// subscribed. Completes when the source and the latest inner sequence have completed.
  ///
  /// - Parameter selector: makes the inner sequence for an element; a thrown error ends the
  ///   sequence.
  /// - Returns: the sequence of the latest inner sequence's elements.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: 1, policy: .replace) {
      try selector($0).asObservable()
    }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards the elements of the latest inner sequence only.
  ///
  ///     --a---b------|  (a: 1----2|, b: 3--4|)  switchLatest()  --1---3--4---|
  ///
  /// When a new inner sequence arrives, the previous one is disposed. Completes when the
  /// source and the latest inner sequence have completed.
  ///
  /// - Returns: the sequence of the latest inner sequence's elements.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    MergeRule.observable(asObservable(), maxConcurrent: 1, policy: .replace) {
      $0.asObservable()
    }
  }
}
