extension PrimitiveSequence where Element: RxAbstractInteger {
  /// A single or maybe that succeeds with `0` after `dueTime`: `Single<Int>.timer(…)`,
  /// `Maybe<Int>.timer(…)`.
  ///
  ///     timer(3, s)   ---0|
  ///
  /// Each subscription runs its own timer; disposing the subscription cancels it.
  ///
  /// - Parameters:
  ///   - dueTime: how long after subscription the element comes.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the single or maybe of `0`.
  @inlinable
  public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
