#if TRACE_RESOURCES
extension Resources {
  /// The number of Streams resources alive right now, process-wide: observables,
  /// subscriptions and the sinks between them, as RxSwift's `Resources.total` counts its own.
  ///
  /// Read it before and after a scenario: once every subscription is disposed it must be back
  /// where it started, or something (a closure, an upstream) was not released. It exists only
  /// in builds with `TRACE_RESOURCES`, which this package defines for debug builds.
  ///
  /// ```swift
  /// let before = Resources.total
  /// viewModel.bind(); viewModel.unbind()
  /// assert(Resources.total == before)
  /// ```
  public static var total: Int32 { Int32(clamping: counter.load(ordering: .acquiring)) }

  /// Counts one more resource, for a type of your own that wants its instances in ``total``.
  ///
  /// Balance every call with ``decrementTotal()``, as RxSwift's own types do in `init` and
  /// `deinit`.
  ///
  /// - Returns: the new count.
  @discardableResult
  public static func incrementTotal() -> Int32 {
    Int32(clamping: counter.add(1, ordering: .relaxed).newValue)
  }

  /// Counts one resource fewer: the other half of ``incrementTotal()``.
  ///
  /// - Returns: the new count.
  @discardableResult
  public static func decrementTotal() -> Int32 {
    Int32(clamping: counter.subtract(1, ordering: .relaxed).newValue)
  }
}
#endif
