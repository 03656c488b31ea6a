/// The integer types `timer` and `interval` count with, spelled as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
  /// A sequence that emits `0` after `dueTime`, then, with a `period`, `1`, `2`, … every
  /// `period`; without one it completes right after the `0`.
  ///
  ///     timer(3, s)   ---0|
  ///     timer(3, period: 2, s)   ---0-1-2-3…
  ///
  /// Each subscription runs its own timer; disposing the subscription cancels it. The count
  /// wraps around at the type's maximum, as in RxSwift.
  ///
  /// - Parameters:
  ///   - dueTime: how long after subscription the first element comes.
  ///   - period: the time between later elements; `nil` for a single element.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence of counts.
  @inlinable
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    guard let period else {
      return Observable { sink, lifetime in
        lifetime.add(
          scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            if lifetime.isDisposed { return Disposables.create() }
            sink(.next(0))
            if lifetime.isDisposed { return Disposables.create() }
            sink(.completed)
            lifetime.dispose()
            return Disposables.create()
          })
      }
    }
    return Observable { sink, lifetime in
      lifetime.add(
        scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
          if !lifetime.isDisposed { sink(.next(count)) }
          return count &+ 1
        })
    }
  }
}
