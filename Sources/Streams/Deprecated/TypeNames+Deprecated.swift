// RxSwift 6's deprecated names for the associated types of its protocols, which extensions
// written for RxSwift 5 still use (`extension PrimitiveSequence where TraitType == SingleTrait,
// ElementType == Response`).

extension PrimitiveSequenceType {
  /// Deprecated: use `Trait`.
  @available(*, deprecated, renamed: "Trait")
  public typealias TraitType = Trait

  /// Deprecated: use `Element`.
  @available(*, deprecated, renamed: "Element")
  public typealias ElementType = Element
}

extension EventConvertible {
  /// Deprecated: use `Element`.
  @available(*, deprecated, renamed: "Element")
  public typealias ElementType = Element
}
