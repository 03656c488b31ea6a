import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The whole-request deadline over real loopback HTTP, the real transport and a real clock;
/// every wait is bounded.
@Suite(.checksResources)
struct DeadlineIntegrationTests {
  @Test(arguments: TransportKind.available)
  func aRequestQueuedBehindASilentOneTimesOutOnTime(_ kind: TransportKind) throws {
    let rig = try LoopbackRig(kind) { server in
      server.route(.get, "/silent") { _ in FixtureResponse.status(200).delayed(by: .seconds(30)) }
      server.route(.get, "/queued") { _ in FixtureResponse.status(200) }
    }
    let provider = rig.provider(
      TimedTarget.self, interceptors: [RequestLimiter(maxConcurrentRequests: 1)])
    let base = rig.server.baseURL
    let silent = EventCollector<Response>()
    let queued = EventCollector<Response>()
    let holding = provider.response(TimedTarget(baseURL: base, path: "/silent")).subscribe(silent)
    let started = DispatchTime.now()
    let waiting = provider.response(TimedTarget(baseURL: base, path: "/queued", timeout: 0.5))
      .subscribe(queued)
    #expect(queued.waitForEnd(seconds: 10))
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    #expect(elapsed >= 0.5 && elapsed < 5, "timed out after \(elapsed) s")
    #expect(isDeadlineTimeout(queued.error))
    #expect(silent.events.isEmpty)
    holding.dispose()
    waiting.dispose()
    rig.settle()
    #expect(rig.server.log.requests.map(\.path) == ["/silent"])
  }
}
