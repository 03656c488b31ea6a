/// Errors for tests to send and compare.
public enum TestError: Error, Equatable, Sendable {
  /// The usual error.
  case boom
  /// A second, distinguishable error.
  case other
}

/// A class to capture in closures: once released, a `weak` reference to it reads `nil`.
public final class Probe: @unchecked Sendable {
  // Safe to share: immutable.
  /// Creates a probe.
  public init() {}
}
