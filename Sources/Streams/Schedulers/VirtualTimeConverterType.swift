import Foundation

/// Converts between a virtual-time scheduler's own time units and real dates and intervals.
///
/// ``VirtualTimeScheduler`` keeps its clock in `VirtualTimeUnit`s (ticks for the test kit's
/// scheduler, dates for ``HistoricalScheduler``) and asks its converter whenever it meets real
/// time: ``SchedulerType/now``, or a `RxTimeInterval` passed to `scheduleRelative`.
public protocol VirtualTimeConverterType: Sendable {
  /// The type of a point in virtual time.
  associatedtype VirtualTimeUnit
  /// The type of a span of virtual time.
  associatedtype VirtualTimeIntervalUnit

  /// The real date a virtual time stands for.
  ///
  /// - Parameter virtualTime: the virtual time.
  /// - Returns: the date.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// The virtual time a real date stands for.
  ///
  /// - Parameter time: the date.
  /// - Returns: the virtual time.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// The real interval, in seconds, a virtual interval stands for.
  ///
  /// - Parameter virtualTimeInterval: the virtual interval.
  /// - Returns: the interval in seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval

  /// The virtual interval a real interval stands for.
  ///
  /// - Parameter timeInterval: the interval in seconds; infinite for `.never`.
  /// - Returns: the virtual interval.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// `time` moved by `offset`.
  ///
  /// - Parameters:
  ///   - time: the virtual time.
  ///   - offset: the virtual interval to add.
  /// - Returns: the later (or earlier) virtual time.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit

  /// How two virtual times compare.
  ///
  /// - Parameters:
  ///   - lhs: the first time.
  ///   - rhs: the second time.
  /// - Returns: whether `lhs` is earlier than, equal to or later than `rhs`.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
}

/// How two virtual times compare.
public enum VirtualTimeComparison: Sendable {
  /// The first time is earlier.
  case lessThan
  /// The times are the same.
  case equal
  /// The first time is later.
  case greaterThan
}

extension VirtualTimeComparison {
  /// The comparison of two `Comparable` values.
  ///
  /// - Parameters:
  ///   - lhs: the first value.
  ///   - rhs: the second value.
  /// - Returns: `.lessThan`, `.equal` or `.greaterThan`.
  @inlinable
  public static func of<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
  }
}
