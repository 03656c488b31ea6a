extension ObservableType where Element: Equatable {
  /// Drops elements equal to the one emitted just before them.
  ///
  ///     --1--1--2--2--1--|  distinctUntilChanged()  --1-----2-----1--|
  ///
  /// - Returns: the sequence without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }
}

extension ObservableType {
  /// Drops elements whose key equals the key of the element emitted just before them.
  ///
  ///     --a1--a2--b3--|  distinctUntilChanged { $0.letter }  --a1------b3--|
  ///
  /// - Parameter keySelector: computes the key compared for each element; a thrown error ends
  ///   the sequence.
  /// - Returns: the sequence without consecutive elements of equal keys.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops elements that `comparer` finds equal to the element emitted just before them.
  ///
  ///     --1--2--12--13--|  distinctUntilChanged { $0 % 10 == $1 % 10 }  --1--2------13--|
  ///
  /// - Parameter comparer: returns `true` when two elements count as equal; a thrown error
  ///   ends the sequence.
  /// - Returns: the sequence without consecutive elements that compare equal.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops elements whose key `comparer` finds equal to the key of the element emitted just
  /// before them.
  ///
  ///     --a1--a2--b3--|  distinctUntilChanged({ $0.letter }, comparer: ==)  --a1------b3--|
  ///
  /// - Parameters:
  ///   - keySelector: computes the key compared for each element; a thrown error ends the
  ///     sequence.
  ///   - comparer: returns `true` when two keys count as equal; a thrown error ends the
  ///     sequence.
  /// - Returns: the sequence without consecutive elements of equal keys.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Observable { sink, lifetime in
      var lastKey: Key?
      source.run(
        { event in
          guard case .next(let element) = event else {
            sink(event)
            return
          }
          do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) { return }
            lastKey = key
          } catch {
            sink(.error(error))
            lifetime.dispose()
            return
          }
          sink(event)
        }, lifetime)
    }
  }

  /// Drops elements whose property at `keyPath` equals that of the element emitted just
  /// before them.
  ///
  ///     --a1--a2--b3--|  distinctUntilChanged(at: \.letter)  --a1------b3--|
  ///
  /// - Parameter keyPath: the property compared for each element.
  /// - Returns: the sequence without consecutive elements of equal properties.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(
    at keyPath: KeyPath<Element, Property>
  ) -> Observable<Element> {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
  }
}
