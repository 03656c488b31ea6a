extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Merges the elements of every inner shared sequence as they come.
  ///
  ///     --a------b----  (a: 1--2--, b: 3--)  merge()  --1--2----3----
  ///
  /// - Returns: the shared sequence of every inner sequence's elements.
  @inlinable
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asSharedSequence().source.map { $0.asSharedSequence().source }.merge())
  }

  /// Merges the elements of the inner shared sequences, at most `maxConcurrent` at a time;
  /// later ones wait for a running one to complete.
  ///
  ///     --a-b----  (a: 1--2|, b: 3|)  merge(maxConcurrent: 1)  --1--23--
  ///
  /// - Parameter maxConcurrent: how many inner sequences may be subscribed at once.
  /// - Returns: the shared sequence of every inner sequence's elements.
  @inlinable
  public func merge(maxConcurrent: Int)
    -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    SharedSequence(
      asSharedSequence().source.map { $0.asSharedSequence().source }
        .merge(maxConcurrent: maxConcurrent))
  }

  /// Follows only the latest inner shared sequence, dropping the previous one when a new one
  /// arrives.
  ///
  ///     --a---b------  (a: 1----2|, b: 3--4|)  switchLatest()  --1---3--4---
  ///
  /// - Returns: the shared sequence of the latest inner sequence's elements.
  @inlinable
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asSharedSequence().source.map { $0.asSharedSequence().source }.switchLatest())
  }
}
