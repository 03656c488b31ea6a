import Streams
import Testing

/// Checks that a test leaves `Resources.total` where it found it: every observable,
/// subscription and sink it created has been released.
///
/// The counter is process-wide, so checked tests run one at a time (a process-wide gate),
/// whatever parallelism the runner uses. That holds only if nothing else changes the counter
/// meanwhile: every suite in a file that links Streams carries this trait, so under plain
/// `swift test` (suites in parallel) a suite that creates Streams resources never runs beside a
/// checked test. `ResourceGateCoverageTests` scans `Tests/` and fails on a suite without it.
public struct ResourceCheck: TestTrait, SuiteTrait, TestScoping {
  /// Applies to every test in a suite.
  public var isRecursive: Bool { true }

  /// Runs the test alone and compares the live-resource count before and after.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else {
      try await function()
      return
    }
    await ResourceGate.shared.acquire()
    let before = Resources.total
    do {
      try await function()
    } catch {
      await ResourceGate.shared.release()
      throw error
    }
    let after = await settledTotal(expecting: before)
    await ResourceGate.shared.release()
    #expect(after == before, "live resources: \(before) before the test, \(after) after")
  }
}

/// The live-resource count once other threads are done releasing what the test used.
///
/// Work on dispatch queues and URLSession's threads may let go of a subscription a moment after
/// the test's last event; this waits for that (yielding, at most three seconds) rather than
/// reporting a leak. A real leak never settles, so it still fails.
private func settledTotal(expecting expected: Int32) async -> Int32 {
  let deadline = Deadline(seconds: 3)
  var total = Resources.total
  while total != expected, !deadline.hasPassed {
    await Task.yield()
    total = Resources.total
  }
  return total
}

extension Trait where Self == ResourceCheck {
  /// Proves the test releases every Streams resource it creates.
  public static var checksResources: ResourceCheck { ResourceCheck() }
}

/// A FIFO async mutex that lets one resource-checked test run at a time.
actor ResourceGate {
  static let shared = ResourceGate()
  private var held = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    if !held {
      held = true
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  func release() {
    if waiters.isEmpty {
      held = false
    } else {
      waiters.removeFirst().resume()
    }
  }
}
