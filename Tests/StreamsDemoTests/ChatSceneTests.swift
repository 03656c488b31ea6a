import FixtureServer
import Foundation
import StreamsDemoKit
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

/// The chat scene against the fixture API: tokens over real sockets, through the real
/// transport; the reconnection wait on a virtual clock the test advances.
@Suite(.checksResources)
struct ChatSceneTests {
  private var tokens: [String] { FixtureEventStream.chatTokens(FixtureEventStream.chatReply) }

  @Test func theReplyResumesAfterTheDropWithNothingLostOrRepeated() async throws {
    let clock = VirtualClock()
    let harness = try DemoHarness(clock: clock)
    let scene = Task { try await harness.run(.chat) }
    // The first connection drops halfway; the source then waits the server's `retry` on the
    // clock before it reconnects.
    #expect(await clock.waitForScheduled(count: 1))
    clock.advance(to: TestTime(FixtureAPI.chatRetryMilliseconds - 1))
    #expect(harness.log.requests(.get, FixtureAPI.Route.chat).count == 1, "reconnected early")
    clock.advance(to: TestTime(FixtureAPI.chatRetryMilliseconds))
    let result = try #require(try await scene.value.chat)
    #expect(result.reply == FixtureEventStream.chatReply)
    #expect(result.tokens == tokens.count)
    #expect(result.connections == 2)
    #expect(result.resumedAfter == [String(tokens.count / 2)])
    #expect(clock.firings == [TestTime(FixtureAPI.chatRetryMilliseconds)])
  }

  @Test func theTerminalGetsTheWholeReplyAndTheReconnection() async throws {
    let clock = VirtualClock()
    let harness = try DemoHarness(clock: clock)
    let scene = Task { try await harness.run(.chat) }
    #expect(await clock.waitForScheduled(count: 1))
    clock.advance(to: TestTime(FixtureAPI.chatRetryMilliseconds))
    _ = try await scene.value
    // Not a terminal: the reply is written once, whole, not redrawn per token.
    #expect(harness.output.lines.filter { $0.contains("Streams reads") }.count == 1)
    #expect(harness.output.text.contains(FixtureEventStream.chatReply))
    #expect(
      harness.output.text.contains(
        "\(tokens.count) tokens over 2 connections; resumed after Last-Event-ID \(tokens.count / 2)"
      ))
  }

  @Test func againstAnotherServerTheSceneIsSkipped() async throws {
    let api = FixtureAPI()
    try api.start()
    defer { api.stop() }
    let environment = GitHubEnvironment(baseURL: api.baseURL)
    let context = DemoContext(
      environment: environment, fixture: nil, terminal: .silent, tally: RequestTally(),
      login: FixtureCatalog.defaultLogin, clock: nil)
    let outcome = try await SceneName.chat.run(in: context)
    #expect(outcome.skipReason == "needs the fixture's event stream")
    await context.settle()
  }
}
