import Foundation

// RxSwift 6 still accepts a `Foundation.TimeInterval` in seconds where a `RxTimeInterval`
// belongs, deprecated. These overloads convert it (clamped: a negative interval is zero, one
// too large is `.never`) and forward.

extension ObservableType {
  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the delay in seconds.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the delayed sequence.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func delay(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    delay(.clamped(seconds: dueTime), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: how long to wait before subscribing, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, subscribed later.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func delaySubscription(_ dueTime: TimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    delaySubscription(.clamped(seconds: dueTime), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait between elements, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, or a timeout error.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func timeout(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(.clamped(seconds: dueTime), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the longest wait between elements, in seconds.
  ///   - other: the sequence to continue with after the timeout.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence, or `other` after a timeout.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: TimeInterval, other: Other, scheduler: SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    timeout(.clamped(seconds: dueTime), other: other.asObservable(), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - duration: how long after subscription elements are dropped, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence without its first `duration` of elements.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func skip(_ duration: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    skip(.clamped(seconds: duration), scheduler: scheduler)
  }

  /// Deprecated: use `take(for:scheduler:)` with a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - duration: how long after subscription elements are taken, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the elements of the first `duration`.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func take(_ duration: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: .clamped(seconds: duration), scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the window, in seconds.
  ///   - latest: whether to send the latest element of a window when it closes.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the throttled sequence.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func throttle(_ dueTime: TimeInterval, latest: Bool = true, scheduler: SchedulerType)
    -> Observable<Element>
  {
    throttle(.clamped(seconds: dueTime), latest: latest, scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - timeSpan: the longest time a buffer stays open, in seconds.
  ///   - count: the most elements a buffer holds.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the sequence of buffers.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func buffer(timeSpan: TimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<[Element]>
  {
    buffer(timeSpan: .clamped(seconds: timeSpan), count: count, scheduler: scheduler)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - timeSpan: the longest time a window stays open, in seconds.
  ///   - count: the most elements a window holds.
  ///   - scheduler: the scheduler that runs the timers.
  /// - Returns: the sequence of windows.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func window(timeSpan: TimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>>
  {
    window(timeSpan: .clamped(seconds: timeSpan), count: count, scheduler: scheduler)
  }
}

extension ObservableType where Element: RxAbstractInteger {
  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - period: the time between elements, in seconds.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence of counts.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public static func interval(_ period: TimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    interval(.clamped(seconds: period), scheduler: scheduler)
  }

  /// Deprecated: pass `RxTimeInterval`s.
  ///
  /// - Parameters:
  ///   - dueTime: how long after subscription the first element comes, in seconds.
  ///   - period: the time between later elements, in seconds; `nil` for a single element.
  ///   - scheduler: the scheduler that runs the timer.
  /// - Returns: the sequence of counts.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public static func timer(
    _ dueTime: TimeInterval, period: TimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    timer(
      .clamped(seconds: dueTime), period: period.map { .clamped(seconds: $0) },
      scheduler: scheduler)
  }
}
