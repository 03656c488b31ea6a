import Foundation

// RxCocoa 6's deprecated spellings on drivers and signals, forwarding to their modern
// counterparts.

extension SharedSequenceConvertibleType {
  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameters:
  ///   - dueTime: the window, in seconds.
  ///   - latest: whether to send the latest element of a window when it closes.
  /// - Returns: the throttled shared sequence.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func throttle(_ dueTime: TimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    throttle(.clamped(seconds: dueTime), latest: latest)
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameter dueTime: the quiet period, in seconds.
  /// - Returns: the debounced shared sequence.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func debounce(_ dueTime: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
    debounce(.clamped(seconds: dueTime))
  }

  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameter dueTime: how much later, in seconds.
  /// - Returns: the delayed shared sequence.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public func delay(_ dueTime: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
    delay(.clamped(seconds: dueTime))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// Deprecated: pass a `RxTimeInterval`.
  ///
  /// - Parameter period: the time between elements, in seconds.
  /// - Returns: the shared sequence of counts.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public static func interval(_ period: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
    interval(.clamped(seconds: period))
  }

  /// Deprecated: pass `RxTimeInterval`s.
  ///
  /// - Parameters:
  ///   - dueTime: how long after subscription the first element comes, in seconds.
  ///   - period: the time between later elements, in seconds.
  /// - Returns: the shared sequence of counts.
  @available(*, deprecated, message: "Pass a RxTimeInterval (DispatchTimeInterval).")
  public static func timer(_ dueTime: TimeInterval, period: TimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    timer(.clamped(seconds: dueTime), period: .clamped(seconds: period))
  }
}

/// Deprecated: use `SharingScheduler.mock(scheduler:action:)`.
///
/// - Parameters:
///   - scheduler: the scheduler drivers and signals use while `action` runs.
///   - action: the test.
@available(*, deprecated, renamed: "SharingScheduler.mock(scheduler:action:)")
public func driveOnScheduler(_ scheduler: SchedulerType, action: () -> Void) {
  SharingScheduler.mock(scheduler: scheduler, action: action)
}
