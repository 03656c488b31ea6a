// The older spellings RxSwift 6 still ships in its `Deprecated.swift`, deprecated as there.
// `Observable.from(_ optional:)` has a file of its own: `Observable+DeprecatedFrom.swift`.

extension ObservableType {
  /// Deprecated: use `enumerated().map()`.
  ///
  /// - Parameter selector: transforms an element and its index.
  /// - Returns: the sequence of transformed elements.
  @available(*, deprecated, message: "Use enumerated().map().")
  public func mapWithIndex<Result>(_ selector: @escaping (Element, Int) throws -> Result)
    -> Observable<Result>
  {
    enumerated().map { try selector($0.element, $0.index) }
  }

  /// Deprecated: use `enumerated().flatMap()`.
  ///
  /// - Parameter selector: maps an element and its index to an inner sequence.
  /// - Returns: the merged elements of the inner sequences.
  @available(*, deprecated, message: "Use enumerated().flatMap().")
  public func flatMapWithIndex<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element, Int) throws -> Source
  ) -> Observable<Source.Element> {
    enumerated().flatMap { try selector($0.element, $0.index) }
  }

  /// Deprecated: use `enumerated().skip(while:).map()`.
  ///
  /// - Parameter predicate: tested on leading elements and their indexes.
  /// - Returns: the sequence from the first element that fails `predicate`.
  @available(*, deprecated, message: "Use enumerated().skip(while:).map().")
  public func skipWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool)
    -> Observable<Element>
  {
    enumerated().skip(while: { try predicate($0.element, $0.index) }).map { $0.element }
  }

  /// Deprecated: use `enumerated().take(while:).map()`.
  ///
  /// - Parameter predicate: tested on leading elements and their indexes.
  /// - Returns: the leading elements that satisfy `predicate`.
  @available(*, deprecated, message: "Use enumerated().take(while:).map().")
  public func takeWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool)
    -> Observable<Element>
  {
    enumerated().take(while: { try predicate($0.element, $0.index) }).map { $0.element }
  }

  /// Deprecated: use `share(replay: 1)`.
  ///
  /// - Returns: the sequence shared while connected, replaying its latest element.
  @available(*, deprecated, message: "Use share(replay: 1).", renamed: "share(replay:)")
  public func shareReplayLatestWhileConnected() -> Observable<Element> {
    share(replay: 1, scope: .whileConnected)
  }

  /// Deprecated: use `share(replay:)`; `share(replay:scope: .forever)` keeps this behaviour.
  ///
  /// - Parameter bufferSize: how many of the latest elements a new subscriber gets.
  /// - Returns: the sequence shared through one subject for ever.
  @available(
    *, deprecated,
    message: "Use share(replay:); share(replay:scope: .forever) keeps this behaviour.",
    renamed: "share(replay:)"
  )
  public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
    share(replay: bufferSize, scope: .forever)
  }
}

extension Disposable {
  /// Deprecated: use `disposed(by:)`.
  ///
  /// - Parameter bag: the bag that takes ownership.
  @available(*, deprecated, message: "Use disposed(by:).", renamed: "disposed(by:)")
  public func addDisposableTo(_ bag: DisposeBag) { disposed(by: bag) }
}
