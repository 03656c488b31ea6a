extension SharedSequenceConvertibleType {
  /// The shared sequence's underlying observable, as RxCocoa gives every conforming type.
  ///
  /// A type that conforms by providing only ``asSharedSequence()`` (such as the widely used
  /// `ActivityIndicator`) gets its `asObservable()` here.
  ///
  /// - Returns: the observable.
  @inlinable
  public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}
