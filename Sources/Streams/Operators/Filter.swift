extension ObservableType {
  /// Keeps the elements that satisfy `predicate`.
  ///
  ///     --1--2--3--4--|  filter { $0 % 2 == 0 }  -----2-----4--|
  ///
  /// - Parameter predicate: decides each element; a thrown error ends the sequence.
  /// - Returns: the sequence of kept elements.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          if case .next(let element) = event {
            let keep: Bool
            do { keep = try predicate(element) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            if keep { sink(event) }
          } else {
            sink(event)
          }
        }, lifetime)
    }
  }
}
