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
    MergeSink.observable(asObservable(), maxConcurrent: 1, policy: .replace) {
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
    MergeSink.observable(asObservable(), maxConcurrent: 1, policy: .replace) {
      $0.asObservable()
    }
  }
}
