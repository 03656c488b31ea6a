extension ObservableType where Element: RxAbstractInteger {
  /// A sequence that emits `0`, `1`, `2`, … every `period`, the first one `period` after
  /// subscription; it never completes.
  ///
  ///     interval(2, s)   --0-1-2-3-4…
  ///
  /// Each subscription runs its own periodic timer; disposing the subscription stops it.
  ///
  /// - Parameters:
  ///   - period: the time before the first element and between elements.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence of counts.
  @inlinable
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }
}
