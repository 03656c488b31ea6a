import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `try await provider.request(_:)` over loopback, through each real transport: the answer
/// arrives, and cancelling the waiting task cancels the transport's task and closes the
/// connection the server holds.
@Suite(.checksResources)
struct AsyncRequestIntegrationTests {
  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.get, "/user", response: .json(Data(#"{"login":"octocat"}"#.utf8)))
      // Later than every wait below: the drop the server sees is the cancel's, not an answer's.
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(10)))
    }
  }

  @Test(arguments: TransportKind.available)
  func anAwaitedRequestDecodesTheServersAnswer(_ kind: TransportKind) async throws {
    struct User: Decodable { let login: String }
    let harness = try makeHarness(kind)
    let user = try await harness.provider().request(harness.call("/user"), as: User.self)
    #expect(user.login == "octocat")
    #expect(harness.server.log.requestCount == 1)
    harness.settle()
  }

  @Test(arguments: TransportKind.available)
  func cancellingTheWaitingTaskDropsTheConnection(_ kind: TransportKind) async throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider()
    let call = harness.call("/slow")
    let waiting = Task { () async throws(NetworkError) -> Response in
      try await provider.request(call)
    }
    #expect(await harness.server.log.waitForRequests(count: 1, timeout: .seconds(5)))
    waiting.cancel()
    let outcome = await waiting.result
    #expect((try? outcome.get()) == nil)
    if case .failure(let error) = outcome {
      #expect((error as? NetworkError)?.isCancelled == true)
    }
    #expect(await harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    #expect(harness.completions.wait(count: 1))
    #expect(harness.completions.codes == [NSURLErrorCancelled])
    harness.settle()
    #expect(harness.transport.tasksInFlight == 0)
  }
}
