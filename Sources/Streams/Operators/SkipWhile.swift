extension ObservableType {
  /// Drops elements while `predicate` holds, then emits every element from the first that
  /// fails it.
  ///
  ///     --1--2--5--3--|  skip(while: { $0 < 4 })  --------5--3--|
  ///
  /// - Parameter predicate: tested on leading elements until it first returns `false`; a
  ///   thrown error ends the sequence.
  /// - Returns: the sequence from the first element that fails `predicate`.
  @inlinable
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var skipping = true
      source.run(
        { event in
          if skipping, case .next(let element) = event {
            do { skipping = try predicate(element) } catch {
              skipping = false
              sink(.error(error))
              lifetime.dispose()
              return
            }
            if skipping { return }
          }
          sink(event)
        }, lifetime)
    }
  }
}
