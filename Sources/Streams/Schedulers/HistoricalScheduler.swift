import Foundation

/// A virtual-time scheduler whose clock is a date: replay recorded work at its historical
/// times without waiting for them.
///
///     HistoricalScheduler(initialClock: d), work at d + 10 s   runs when advanced past d + 10 s
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
  @unchecked Sendable
{
  // Safe to share: it adds no state to `VirtualTimeScheduler`, whose state is locked.

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameter initialClock: the starting date; 1970 by default.
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}

/// The converter of ``HistoricalScheduler``: virtual time is a `Date`, a virtual interval a
/// `TimeInterval` in seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
  /// A point in virtual time: a date.
  public typealias VirtualTimeUnit = RxTime
  /// A span of virtual time: seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  public init() {}

  /// The date itself.
  ///
  /// - Parameter virtualTime: the date.
  /// - Returns: `virtualTime`.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

  /// The date itself.
  ///
  /// - Parameter time: the date.
  /// - Returns: `time`.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

  /// The interval itself.
  ///
  /// - Parameter virtualTimeInterval: the interval in seconds.
  /// - Returns: `virtualTimeInterval`.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }

  /// The interval itself.
  ///
  /// - Parameter timeInterval: the interval in seconds.
  /// - Returns: `timeInterval`.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
    timeInterval
  }

  /// `time` moved by `offset` seconds; an infinite offset (`.never`) gives the distant future.
  ///
  /// - Parameters:
  ///   - time: the date.
  ///   - offset: the seconds to add.
  /// - Returns: the moved date.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    guard offset.isFinite else { return offset > 0 ? .distantFuture : .distantPast }
    return time.addingTimeInterval(offset)
  }

  /// How two dates compare.
  ///
  /// - Parameters:
  ///   - lhs: the first date.
  ///   - rhs: the second date.
  /// - Returns: whether `lhs` is earlier than, equal to or later than `rhs`.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    .of(lhs, rhs)
  }
}
