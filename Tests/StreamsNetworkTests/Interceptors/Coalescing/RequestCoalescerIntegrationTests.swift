import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Coalescing as the server sees it, over real loopback HTTP.
@Suite(.checksResources)
struct RequestCoalescerIntegrationTests {
  @Test(arguments: TransportKind.available)
  func tenSubscribersToOneGetMakeOneRequest(_ kind: TransportKind) throws {
    let rig = try LoopbackRig(kind) { server in
      server.route(
        .get, "/profile", response: .json(["login": "octocat"]).delayed(by: .milliseconds(300)))
    }
    // The provider's default interceptors coalesce GETs.
    let provider = rig.provider()
    let request = provider.response(rig.call("/profile"))
    let collectors = (0..<10).map { _ in EventCollector<Response>() }
    let subscriptions = collectors.map { request.subscribe($0) }
    for collector in collectors { #expect(collector.waitForEnd()) }
    for subscription in subscriptions { subscription.dispose() }
    rig.settle()

    #expect(rig.server.log.requestCount == 1)
    let bodies = collectors.map { $0.elements.map { String(decoding: $0.data, as: UTF8.self) } }
    #expect(bodies == Array(repeating: [#"{"login":"octocat"}"#], count: 10))
    #expect(collectors.allSatisfy { $0.isCompleted })
  }

  @Test(arguments: TransportKind.available)

  func theLastSubscriberLeavingDropsTheConnection(_ kind: TransportKind) throws {
    let rig = try LoopbackRig(kind) { server in
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(5)))
    }
    let provider = rig.provider()
    let subscriptions = (0..<3).map { _ in provider.response(rig.call("/slow")).subscribe() }
    #expect(rig.server.log.waitForRequests(count: 1, timeout: .seconds(5)))
    subscriptions[0].dispose()
    subscriptions[1].dispose()
    // Two of three leaving keep the call: no drop within a bounded look.
    #expect(!rig.server.log.waitForDisconnect(timeout: .milliseconds(300)))
    subscriptions[2].dispose()
    #expect(rig.server.log.waitForDisconnect(timeout: .seconds(5)))
    rig.settle()
    #expect(rig.server.log.requestCount == 1)
  }
}
