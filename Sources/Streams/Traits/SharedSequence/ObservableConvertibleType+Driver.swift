extension ObservableConvertibleType {
  /// This sequence as a ``Driver``: on the main queue, shared, ending with `onErrorJustReturn`
  /// instead of failing.
  ///
  ///     --1--#  asDriver(onErrorJustReturn: 0)  --1--0|  (on main)
  ///
  /// - Parameter onErrorJustReturn: the element sent, before completing, in place of an error.
  /// - Returns: the driver.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    asSharedSequence(
      sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
  }

  /// This sequence as a ``Driver``, continuing with `onErrorDriveWith` after an error.
  ///
  ///     --1--#  asDriver(onErrorDriveWith: .just(0))  --1--0|  (on main)
  ///
  /// - Parameter onErrorDriveWith: the driver that takes over after an error.
  /// - Returns: the driver.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    asSharedSequence(
      sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
  }

  /// This sequence as a ``Driver``, continuing with the driver `onErrorRecover` returns after
  /// an error.
  ///
  ///     --1--#  asDriver(onErrorRecover: { _ in .just(0) })  --1--0|  (on main)
  ///
  /// - Parameter onErrorRecover: maps the error to the driver that takes over.
  /// - Returns: the driver.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
  }
}

extension InfallibleType {
  /// This infallible as a ``Driver``: on the main queue and shared.
  ///
  ///     --1--2--|  asDriver()  --1--2--|  (on main)
  ///
  /// - Returns: the driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
