import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The limit as the server sees it, over real loopback HTTP.
@Suite(.checksResources)
struct RequestLimiterIntegrationTests {
  @Test(arguments: TransportKind.available)
  func aLimitOfFourIsNeverExceededAtTheServer(_ kind: TransportKind) throws {
    let hold = FixtureDuration.milliseconds(250)
    let rig = try LoopbackRig(kind) { server in
      server.route(.get, "/work/{id}") { request in
        FixtureResponse.json(["id": request.pathParameters["id"] ?? ""]).delayed(by: hold)
      }
    }
    let limiter = RequestLimiter(maxConcurrentRequests: 4)
    let provider = rig.provider(interceptors: [limiter])
    let collectors = (0..<20).map { _ in EventCollector<Response>() }
    let subscriptions = collectors.enumerated().map { index, collector in
      provider.response(rig.call("/work/\(index)")).subscribe(collector)
    }
    for collector in collectors { #expect(collector.waitForEnd()) }
    for subscription in subscriptions { subscription.dispose() }
    rig.settle()

    #expect(collectors.allSatisfy { $0.elements.map(\.statusCode) == [200] })
    let arrivals = rig.server.log.requests.map(\.receivedInstant).sorted()
    #expect(arrivals.count == 20)
    // A request is still being answered for `hold` after it arrives, so the requests that
    // arrived less than `hold` before another one were in flight with it.
    let overlaps = arrivals.map { instant in
      arrivals.count { $0 <= instant && instant - $0 < hold }
    }
    #expect(overlaps.max() ?? 0 <= 4, "requests at the server at once: \(overlaps)")
    #expect(overlaps.max() == 4, "the limit was used: \(overlaps)")
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
  }
}
