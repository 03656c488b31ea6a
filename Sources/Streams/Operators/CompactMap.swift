extension ObservableType {
  /// Transforms each element with `transform` and keeps the non-`nil` results.
  ///
  ///     --1--2--3--4--|  compactMap { $0 % 2 == 0 ? $0 * 10 : nil }  -----20-----40--|
  ///
  /// - Parameter transform: applied to each element; `nil` drops it, a thrown error ends the
  ///   sequence.
  /// - Returns: the sequence of non-`nil` results.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Observable<Result>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let result: Result?
            do { result = try transform(element) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            if let result { sink(.next(result)) }
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
