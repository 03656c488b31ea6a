import FixtureServer
import Foundation
import StreamsDemoKit
import StreamsNetwork
import TestSupport
import Testing

/// The resilience and cancel scenes against the fixture API, on a virtual clock.
///
/// Requests go over real sockets; the retry wait and the timeout run on a `TestScheduler`
/// the test advances, so the timings are exact and nothing sleeps. The only real waits are
/// for socket I/O (a response arriving, the server seeing a drop), each bounded.
@Suite(.checksResources)
struct ResilienceAndCancelSceneTests {
  @Test func resilienceWaitsExactlyWhatRetryAfterSaysThenRetriesOnce() async throws {
    let clock = VirtualClock()
    let harness = try DemoHarness(clock: clock)
    let scene = Task { try await harness.run(.resilience) }
    // The 503 has arrived and the scene armed its one-second wait.
    let armed = await clock.waitForScheduled(count: 1)
    #expect(armed)
    #expect(harness.context.tally.count == 1)
    clock.advance(to: 999)
    #expect(clock.firings.isEmpty, "the wait ended before Retry-After had passed")
    clock.advance(to: 1_000)
    #expect(clock.firings == [1_000])
    // The retry that the wait's end starts may run on the thread that delivered the 503
    // (`retry(when:)` serializes its inputs), after `advance` has returned: wait for it to
    // reach the server rather than race it.
    let retried = await harness.log.waitForRequests(count: 2, timeout: .seconds(5))
    try #require(retried)
    let result = try #require(try await scene.value.resilience)
    #expect(harness.context.tally.count == 2)
    #expect(result.attempts == 2)
    #expect(result.retryAfter == [1])
    #expect(result.status == FlakyStatus(status: "ok", call: 2))
    #expect(result.elapsedSeconds == 1)
    #expect(harness.log.requests(.get, FixtureAPI.Route.flaky).count == 2)
  }

  @Test func resiliencePrintsEachAttempt() async throws {
    let clock = VirtualClock()
    let harness = try DemoHarness(clock: clock)
    let scene = Task { try await harness.run(.resilience) }
    _ = await clock.waitForScheduled(count: 1)
    clock.advance(to: 1_000)
    _ = try await scene.value
    let attempts = harness.output.lines.filter { $0.contains("attempt ") && $0.contains("GET") }
    #expect(attempts.count == 2)
    #expect(attempts.last?.contains("at 1.00 s") == true)
    #expect(harness.output.text.contains("Retry-After: 1"))
  }

  @Test func cancelTimesOutAtHalfASecondAndTheServerSeesTheDrop() async throws {
    let clock = VirtualClock()
    let harness = try DemoHarness(clock: clock)
    let scene = Task { try await harness.run(.cancel) }
    // The timeout is armed at subscription; wait until the request is at the server.
    _ = await clock.waitForScheduled(count: 1)
    let arrived = await harness.log.waitForRequests(count: 1, timeout: .seconds(5))
    #expect(arrived)
    clock.advance(to: 499)
    #expect(harness.log.events(.droppedByClient).isEmpty, "cancelled before the timeout")
    clock.advance(to: 500)
    let result = try #require(try await scene.value.cancel)
    #expect(result.timedOut)
    #expect(result.serverSawDrop)
    #expect(result.droppedPath == "/demo/slow")
    #expect(harness.log.events(.droppedByClient).map(\.path) == ["/demo/slow"])
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
