import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Deadlines firing on a real clock while answers arrive on other threads.
///
/// Run under TSan by `make tsan`. Every wait is bounded.
@Suite(.checksResources)
struct RequestDeadlineStressTests {
  private let count = 200

  @Test func deadlinesRacingAnswersEndEachRequestOnce() {
    let transport = ScriptedTransport()
    let plugin = OutcomeRecordingPlugin()
    let retry = RetryInterceptor(policy: RetryPolicy(maxAttempts: 3, backoff: .constant(0)))
    let provider = Provider<TimedTarget>(
      session: transport, plugins: [plugin],
      interceptors: [retry, RequestLimiter(maxConcurrentRequests: count / 2)])
    let finished = DispatchGroup()
    let outcomes = (0..<count).map { _ in Outcome() }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let target = TimedTarget(path: "r\(index)", timeout: 0.002)
      _ = outcomes[index].record(provider.response(target), finished: finished)
    }
    // Answers (some failing, so retries start) race the 2 ms deadlines.
    for _ in 0..<3 {
      let tasks = transport.tasks
      DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
        if index.isMultiple(of: 3) {
          tasks[index].respond(status: 503)
        } else {
          tasks[index].respond(status: 200)
        }
      }
    }

    #expect(finished.wait(timeout: .now() + 10) == .success)
    for outcome in outcomes {
      if outcome.errors.isEmpty {
        #expect(outcome.statuses.count == 1 && outcome.completed)
      } else {
        #expect(outcome.statuses.isEmpty && !outcome.completed && outcome.errors.count == 1)
        #expect(isDeadlineTimeout(outcome.errors.first))
      }
    }
    // Every attempt plugins heard start, they heard end, once.
    #expect(plugin.outcomes.count == plugin.sentCount)
  }
}
