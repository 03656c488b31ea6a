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
  func wait(timeout: FixtureDuration, until predicate: (State) -> Bool) -> Bool {
    // The deadline is kept on the monotonic clock the tests measure with: `NSCondition` waits
    // on the wall clock, which can wake a little early by the monotonic one.
    let deadline = FixtureInstant.now + timeout
    condition.lock()
    defer { condition.unlock() }
    while !predicate(state) {
      let remaining = FixtureInstant.now.duration(to: deadline)
      if remaining <= .zero { return false }
      _ = condition.wait(until: Date(timeIntervalSinceNow: remaining.timeInterval))
    }
    return true
  }
}

extension FixtureDuration {
  /// The duration in whole milliseconds, rounded up, clamped to what `poll` accepts.
  package var pollMilliseconds: Int32 {
    if inNanoseconds <= 0 { return 0 }
    let milliseconds = inNanoseconds / 1_000_000 + (inNanoseconds % 1_000_000 == 0 ? 0 : 1)
    return Int32(clamping: milliseconds)
  }
}
