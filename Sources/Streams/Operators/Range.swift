extension ObservableType where Element: FixedWidthInteger {
  /// A sequence of `count` consecutive integers starting at `start`.
  ///
  ///     range(start: 1, count: 3)   123|
  ///
  /// - Parameters:
  ///   - start: the first integer.
  ///   - count: how many integers; zero or less gives an empty sequence.
  ///   - scheduler: where the integers are sent.
  /// - Returns: the sequence.
  @inlinable
  public static func range(
    start: Element, count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    guard count > 0 else { return from(sequence: [], scheduler: scheduler) }
    // Clamp the end instead of overflowing: a huge `count` stops at the type's maximum.
    let (end, overflow) = start.addingReportingOverflow(count)
    let values = overflow ? start...Element.max : start...(end - 1)
    return from(sequence: values, scheduler: scheduler)
  }
}
