import FixtureServer
import Foundation
import StreamsDemoKit
import StreamsNetwork
import TestSupport
import Testing

/// The resilience and cancel scenes against the fixture API.
///
/// Resilience retries honouring `Retry-After`; cancel times out and reads the server's record
/// of the drop. Both wait in real time: about a second and half a second, bounded.
@Suite(.checksResources)
struct ResilienceAndCancelSceneTests {
  @Test func resilienceRetriesOnceAfterTheRetryAfterWait() async throws {
    let harness = try DemoHarness()
    let result = try #require(try await harness.run(.resilience).resilience)
    #expect(result.attempts == 2)
    #expect(result.retryAfter == [1])
    #expect(result.status == FlakyStatus(status: "ok", call: 2))
    #expect(result.elapsedSeconds >= 0.9 && result.elapsedSeconds < 5)
    let calls = harness.log.requests(.get, FixtureAPI.Route.flaky)
    #expect(calls.count == 2)
    if calls.count == 2 {
      let gap = calls[0].receivedInstant.duration(to: calls[1].receivedInstant)
      #expect(gap >= .milliseconds(900))
    }
  }

  @Test func resiliencePrintsEachAttempt() async throws {
    let harness = try DemoHarness()
    _ = try await harness.run(.resilience)
    let attempts = harness.output.lines.filter { $0.contains("attempt ") && $0.contains("GET") }
    #expect(attempts.count == 2)
    #expect(harness.output.text.contains("Retry-After: 1"))
  }

  @Test func cancelTimesOutAndTheServerSeesTheDrop() async throws {
    let harness = try DemoHarness()
    let result = try #require(try await harness.run(.cancel).cancel)
    #expect(result.timedOut)
    #expect(result.serverSawDrop)
    #expect(result.droppedPath == "/demo/slow")
    #expect(harness.log.events(.droppedByClient).map(\.path) == ["/demo/slow"])
    let gap = try #require(result.secondsUntilDrop)
    #expect(gap >= 0.4 && gap < 3)
  }

  @Test func fixtureOnlyScenesAreSkippedWithoutTheFixture() async throws {
    let tally = RequestTally()
    let context = DemoContext(
      environment: GitHubEnvironment(baseURL: .gitHubAPI, plugins: [tally]), fixture: nil,
      terminal: .silent, tally: tally)
    let resilience = try await SceneName.resilience.run(in: context)
    let cancel = try await SceneName.cancel.run(in: context)
    #expect(resilience.skipReason == "needs the fixture's flaky endpoint")
    #expect(cancel.skipReason != nil)
    #expect(tally.count == 0)
  }
}
