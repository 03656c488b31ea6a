extension InfallibleType {
  /// Maps each element to any sequence (an `Observable`, a `Single`, an `Infallible` …) and
  /// merges them all, as RxSwift's `Infallible.flatMap` does.
  ///
  /// The inner sequences are not checked: an error from one breaks the `Infallible` contract
  /// and, with no `onError` to receive it, goes to `Hooks.defaultErrorHandler`. Recover inside
  /// the selector (`asInfallible(onErrorJustReturn:)`) to keep the promise.
  ///
  ///     --a--b--|  flatMap { request($0) }  --a1-b1-a2-b2|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of every inner sequence's elements.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMap { selector($0).asObservable() })
  }

  /// Maps each element to any sequence and follows only the latest one, as RxSwift's
  /// `Infallible.flatMapLatest` does (an inner error goes to `Hooks.defaultErrorHandler`).
  ///
  ///     --a-----b--|  flatMapLatest { request($0) }  --a1-a2-b1-b2|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of the latest inner sequence's elements.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
  }

  /// Maps each element to any sequence, ignoring elements while an inner one is running, as
  /// RxSwift's `Infallible.flatMapFirst` does.
  ///
  ///     --a--b-----c--|  flatMapFirst { request($0) }  --a1-a2--c1|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of the inner sequences' elements.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
  }

  /// Maps each element to any sequence and runs them one after another, as RxSwift's
  /// `Infallible.concatMap` does.
  ///
  ///     --a--b--|  concatMap { request($0) }  --a1-a2-b1-b2|
  ///
  /// - Parameter selector: builds the inner sequence for an element.
  /// - Returns: the infallible of the inner sequences' elements, in order.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().concatMap { selector($0).asObservable() })
  }
}
