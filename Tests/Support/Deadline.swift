import Dispatch

/// A moment on the monotonic clock at which a test's bounded real wait gives up.
///
/// Swift's `ContinuousClock` needs macOS 13 / iOS 16, above the package's floor (this target
/// compiles at the floor: it is a plain target, not a test target); `DispatchTime` works
/// everywhere.
public struct Deadline: Sendable {
  /// Nanoseconds of uptime at the deadline.
  private let uptime: UInt64

  /// A deadline `seconds` from now.
  ///
  /// - Parameter seconds: How long from now; negative or NaN counts as now.
  public init(seconds: Double) {
    let now = DispatchTime.now().uptimeNanoseconds
    let nanoseconds = seconds.isNaN ? 0 : min(max(0, seconds * 1e9), 1e18)
    uptime = now + UInt64(nanoseconds)
  }

  /// Whether the deadline has passed.
  public var hasPassed: Bool { DispatchTime.now().uptimeNanoseconds >= uptime }
}
