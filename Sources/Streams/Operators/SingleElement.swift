extension ObservableType {
  /// Emits the only element of the sequence as soon as it arrives, and fails if another one
  /// follows or if there is none.
  ///
  ///     --1--|  single()  --1--|      --1--2--|  single()  --1--#      ----|  single()  ----#
  ///
  /// A second element fails the sequence with ``RxError/moreThanOneElement`` at once and
  /// disposes the source; completing without an element fails it with ``RxError/noElements``.
  ///
  /// - Returns: the sequence of its one element.
  @inlinable
  public func single() -> Observable<Element> { single { _ in true } }

  /// Emits the only element that satisfies `predicate` as soon as it arrives, and fails if
  /// another one does or if none does.
  ///
  ///     --1--2--3--|  single { $0 % 2 == 0 }  -----2-----|
  ///
  /// Elements that fail `predicate` are dropped. A second matching element fails the sequence
  /// with ``RxError/moreThanOneElement`` at once and disposes the source; completing without a
  /// match fails it with ``RxError/noElements``.
  ///
  /// - Parameter predicate: decides which elements count; a thrown error fails the sequence.
  /// - Returns: the sequence of its one matching element.
  @inlinable
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var seen = false
      source.run(
        { event in
          switch event {
          case .next(let element):
            let matches: Bool
            do { matches = try predicate(element) } catch {
              sink(.error(error))
              lifetime.dispose()
              return
            }
            guard matches else { return }
            guard !seen else {
              sink(.error(RxError.moreThanOneElement))
              lifetime.dispose()
              return
            }
            seen = true
            sink(event)
          case .error: sink(event)
          case .completed:
            guard seen else {
              sink(.error(RxError.noElements))
              lifetime.dispose()
              return
            }
            sink(event)
          }
        }, lifetime)
    }
  }
}
