extension InfallibleType {
  /// Sends this sequence's elements, then, once it completes, those of `second`.
  ///
  /// An error of `second` is forwarded, as RxSwift forwards it.
  ///
  ///     --1--|  concat(--2--|)  --1----2--|
  ///
  /// - Parameter second: the sequence subscribed when this one completes.
  /// - Returns: the infallible of both sequences' elements, one after the other.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(asObservable().concat(second.asObservable()))
  }

  /// Runs the infallibles of `sequence` one after another, each subscribed when the one before
  /// completes; `sequence` is read lazily, one infallible per completion.
  ///
  ///     [--1--|, --2--|]  concat(_:)  --1----2--|
  ///
  /// - Parameter sequence: the infallibles, in order.
  /// - Returns: the infallible of every element, in order.
  @inlinable
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
  where Sequence.Element == Infallible<Element> {
    Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Runs the infallibles of `collection` one after another, each subscribed when the one
  /// before completes.
  ///
  ///     [--1--|, --2--|]  concat(_:)  --1----2--|
  ///
  /// - Parameter collection: the infallibles, in order.
  /// - Returns: the infallible of every element, in order.
  @inlinable
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Runs `sources` one after another, each subscribed when the one before completes.
  ///
  ///     concat(--1--|, --2--|)  --1----2--|
  ///
  /// - Parameter sources: the infallibles, in order.
  /// - Returns: the infallible of every element, in order.
  @inlinable
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.concat(sources.map { $0.asObservable() }))
  }
}
