extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  ///     --1--2--3--|  map { $0 * 10 }  --10--20--30--|
  ///
  /// - Parameter transform: applied to each element; a thrown error ends the sequence.
  /// - Returns: the sequence of transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    let source = asObservable()
    return Observable { sink, lifetime in
      source.run(
        { event in
          switch event {
          case .next(let element):
            let result: Result
            do { result = try transform(element) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            sink(.next(result))
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }
}
