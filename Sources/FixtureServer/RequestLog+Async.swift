import Foundation

/// The waits for async code: each blocks a thread of its own, never one of Swift concurrency's
/// cooperative threads, so the requests being waited for can still run on those.
extension RequestLog {
  /// Suspends until `condition` holds for the log, or `timeout` passes.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - condition: Checked now and after every change to the log, on the waiting thread.
  /// - Returns: Whether the condition held in time.
  @discardableResult
  public func wait(
    timeout: FixtureDuration, until condition: @escaping @Sendable (Snapshot) -> Bool
  )
    async -> Bool
  {
    await withCheckedContinuation { continuation in
      let waiter = Thread { [self] in
        continuation.resume(returning: wait(timeout: timeout, until: { condition($0) }))
      }
      waiter.name = "FixtureServer.RequestLog.wait"
      waiter.start()
    }
  }

  /// Suspends until at least `count` requests have arrived, or `timeout` passes.
  ///
  /// - Parameters:
  ///   - count: The number of requests to wait for, counting those already logged.
  ///   - timeout: The longest wait.
  /// - Returns: Whether they arrived in time.
  @discardableResult
  public func waitForRequests(count: Int, timeout: FixtureDuration) async -> Bool {
    await wait(timeout: timeout, until: Self.requests(atLeast: count))
  }

  /// Suspends until a client has dropped a connection with a request pending, or `timeout`
  /// passes.
  ///
  /// - Parameters:
  ///   - count: The number of drops to wait for, counting those already logged.
  ///   - timeout: The longest wait.
  /// - Returns: Whether the drops were seen in time.
  @discardableResult
  public func waitForDisconnect(count: Int = 1, timeout: FixtureDuration) async -> Bool {
    await wait(timeout: timeout, until: Self.drops(atLeast: count))
  }

  /// Suspends until `count` connections have closed, whoever closed them, or `timeout` passes.
  ///
  /// - Parameters:
  ///   - count: The number of closed connections to wait for.
  ///   - timeout: The longest wait.
  /// - Returns: Whether they closed in time.
  @discardableResult
  public func waitForClosedConnections(count: Int, timeout: FixtureDuration) async -> Bool {
    await wait(timeout: timeout, until: Self.closedConnections(atLeast: count))
  }
}
