extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Succeeds with `default` when this maybe completes without an element.
  ///
  ///     ---|  ifEmpty(default: 9)  ---(9|)      --1|  ifEmpty(default: 9)  --1|
  ///
  /// An error passes through.
  ///
  /// - Parameter default: the element sent in place of an empty maybe.
  /// - Returns: a single of the element, or of `default`.
  @inlinable
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
  }

  /// Continues with `other` when this maybe completes without an element.
  ///
  ///     ---|  ifEmpty(switchTo: --8|)  -----8|      --1|  ifEmpty(switchTo: --8|)  --1|
  ///
  /// `other` is subscribed only when this maybe completes empty; its outcome, empty included,
  /// becomes the result's. An error of this maybe passes through.
  ///
  /// - Parameter other: the maybe that takes over from an empty one.
  /// - Returns: the maybe of the element, or `other`.
  @inlinable
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
  }

  /// Continues with the single `other` when this maybe completes without an element.
  ///
  ///     ---|  ifEmpty(switchTo: --8|)  -----8|      --1|  ifEmpty(switchTo: --8|)  --1|
  ///
  /// `other` is subscribed only when this maybe completes empty; its element or error becomes
  /// the result's. An error of this maybe passes through.
  ///
  /// - Parameter other: the single that takes over from an empty maybe.
  /// - Returns: a single of the element, or of `other`'s.
  @inlinable
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
  }
}
