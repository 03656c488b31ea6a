import Foundation

/// State shared between the server's threads, guarded by one `NSCondition`.
///
/// The condition doubles as the lock (`withLock`) and as the way to sleep until the state
/// satisfies a predicate (`wait(timeout:until:)`), so waiting for the request log never polls.
/// `Synchronization.Mutex` is avoided on purpose: on Linux with Swift 6.3.1 ThreadSanitizer
/// reports false races inside `Mutex.withLock`.
final class Guarded<State>: @unchecked Sendable {
  // Safe to share: `state` is read and written only while `condition` is locked.
  private let condition = NSCondition()
  private var state: State

  /// Creates a box holding `initial`.
  init(_ initial: State) { state = initial }

  /// Runs `body` with exclusive access to the state and returns what it returns.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    condition.lock()
    defer { condition.unlock() }
    return try body(&state)
  }

  /// Runs `body` with exclusive access, then wakes every thread waiting on the box.
  func update<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return try body(&state)
  }

  /// Blocks until `predicate` holds for the state or `timeout` passes.
  ///
  /// Returns whether the predicate held; it is re-checked after every ``update(_:)``.
  func wait(timeout: Duration, until predicate: (State) -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout.timeInterval)
    condition.lock()
    defer { condition.unlock() }
    while !predicate(state) {
      if !condition.wait(until: deadline) { return predicate(state) }
    }
    return true
  }
}

extension Duration {
  /// The duration in seconds, as Foundation APIs want it.
  var timeInterval: TimeInterval {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// The duration in whole milliseconds, rounded up, clamped to what `poll` accepts.
  var pollMilliseconds: Int32 {
    let milliseconds = (timeInterval * 1000).rounded(.up)
    if milliseconds <= 0 { return 0 }
    return milliseconds >= Double(Int32.max) ? Int32.max : Int32(milliseconds)
  }
}
