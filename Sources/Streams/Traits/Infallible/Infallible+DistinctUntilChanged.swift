extension InfallibleType {
  /// Drops each element that `comparer` finds equal to the one before it.
  ///
  ///     --1--1--2--2--1--|  distinctUntilChanged(==)  --1-----2-----1--|
  ///
  /// - Parameter comparer: whether two consecutive elements count as equal.
  /// - Returns: the infallible without consecutive repeats.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(comparer))
  }

  /// Drops each element whose key, by `keySelector`, `comparer` finds equal to the one before.
  ///
  ///     --a1--b1--c2--|  distinctUntilChanged(\.number, comparer: ==)  --a1------c2--|
  ///
  /// - Parameters:
  ///   - keySelector: the key compared for each element.
  ///   - comparer: whether two consecutive keys count as equal.
  /// - Returns: the infallible without consecutive repeats of a key.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// Drops each element whose property at `keyPath` equals that of the element before it.
  ///
  ///     --a1--b1--c2--|  distinctUntilChanged(at: \.number)  --a1------c2--|
  ///
  /// - Parameter keyPath: the property compared.
  /// - Returns: the infallible without consecutive repeats of the property.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(at: keyPath))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops each element equal to the one before it.
  ///
  ///     --1--1--2--1--|  distinctUntilChanged()  --1-----2--1--|
  ///
  /// - Returns: the infallible without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}

extension InfallibleType {
  /// Drops each element whose key equals the key of the element before it.
  ///
  ///     --a1--a2--b1--|  distinctUntilChanged { $0.letter }  --a1------b1--|
  ///
  /// - Parameter keySelector: the key to compare.
  /// - Returns: the infallible without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(keySelector))
  }
}
