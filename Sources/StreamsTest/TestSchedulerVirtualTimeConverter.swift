import Foundation
import Streams

/// The converter of ``TestScheduler``: virtual time and intervals are integer ticks of
/// `resolution` seconds each.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
  /// A point in virtual time: a tick count.
  public typealias VirtualTimeUnit = TestTime
  /// A span of virtual time: a tick count.
  public typealias VirtualTimeIntervalUnit = TestTime

  /// Seconds per tick.
  public let resolution: Double

  /// Creates a converter of `resolution` seconds per tick.
  ///
  /// - Parameter resolution: seconds per tick; a value that is not positive and finite is
  ///   taken as 1.
  public init(resolution: Double) {
    self.resolution = resolution > 0 && resolution.isFinite ? resolution : 1
  }

  /// The date `virtualTime` ticks after 1970.
  ///
  /// - Parameter virtualTime: the tick count.
  /// - Returns: the date.
  public func convertFromVirtualTime(_ virtualTime: TestTime) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * resolution)
  }

  /// The tick of `time`, rounded.
  ///
  /// - Parameter time: the date.
  /// - Returns: the tick count.
  public func convertToVirtualTime(_ time: RxTime) -> TestTime {
    ticks(time.timeIntervalSince1970)
  }

  /// The seconds `virtualTimeInterval` ticks span.
  ///
  /// - Parameter virtualTimeInterval: the tick count.
  /// - Returns: the interval in seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TestTime) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The ticks `timeInterval` seconds span, rounded; an infinite interval (`.never`) is a span
  /// no test reaches.
  ///
  /// - Parameter timeInterval: the interval in seconds.
  /// - Returns: the tick count.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TestTime {
    ticks(timeInterval)
  }

  /// `time` moved by `offset` ticks, without overflowing.
  ///
  /// - Parameters:
  ///   - time: the tick count.
  ///   - offset: the ticks to add.
  /// - Returns: the moved tick count.
  public func offsetVirtualTime(_ time: TestTime, offset: TestTime) -> TestTime {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    guard overflow else { return sum }
    return offset > 0 ? .max : .min
  }

  /// How two tick counts compare.
  ///
  /// - Parameters:
  ///   - lhs: the first tick count.
  ///   - rhs: the second tick count.
  /// - Returns: whether `lhs` is earlier than, equal to or later than `rhs`.
  public func compareVirtualTime(_ lhs: TestTime, _ rhs: TestTime) -> VirtualTimeComparison {
    .of(lhs, rhs)
  }

  /// `seconds` in ticks, rounded and clamped to what a clock can reach.
  private func ticks(_ seconds: TimeInterval) -> TestTime {
    Swift.max(Swift.min(Int.clamped(seconds / resolution), TestTime.max / 2), TestTime.min / 2)
  }
}
