import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries over real loopback HTTP: the server's log shows how many requests arrived, and
/// when.
@Suite(.checksResources)
struct RetryIntegrationTests {
  @Test(arguments: TransportKind.available)
  func serviceUnavailableWithRetryAfterIsRetriedOnceAfterTheWait(_ kind: TransportKind) throws {
    let flaky = ResponseSequence(
      first: 1, .serviceUnavailable(retryAfter: .seconds(1)), then: .json(["ok": true]))
    let rig = try LoopbackRig(kind) { $0.route(.get, "/flaky", sequence: flaky) }
    let provider = rig.provider(interceptors: [RetryInterceptor()])
    let collector = EventCollector<Response>()
    let subscription = provider.response(rig.call("/flaky")).subscribe(collector)
    #expect(collector.waitForEnd())
    subscription.dispose()
    rig.settle()

    #expect(collector.elements.map(\.statusCode) == [200])
    #expect(collector.isCompleted)
    let requests = rig.server.log.requests
    #expect(requests.count == 2)
    if requests.count == 2 {
      let gap = requests[1].receivedInstant - requests[0].receivedInstant
      #expect(gap >= .seconds(1), "the retry waited \(gap)")
      #expect(gap < .seconds(5), "the retry came late: \(gap)")
    }
  }

  @Test(arguments: TransportKind.available)

  func tooManyRequestsWithAnHTTPDateWaitsUntilThatDate(_ kind: TransportKind) throws {
    // A whole second at least 1 s ahead, as HTTP-dates have no fractions.
    let retryAt = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 1).rounded(.up))
    let limited = ResponseSequence(
      first: 1, .tooManyRequests(retryAfter: .date(retryAt)), then: .json(["ok": true]))
    let rig = try LoopbackRig(kind) { $0.route(.get, "/limited", sequence: limited) }
    let provider = rig.provider(interceptors: [RetryInterceptor()])
    let collector = EventCollector<Response>()
    let subscription = provider.response(rig.call("/limited")).subscribe(collector)
    #expect(collector.waitForEnd())
    subscription.dispose()
    rig.settle()

    #expect(collector.elements.map(\.statusCode) == [200])
    let requests = rig.server.log.requests
    #expect(requests.count == 2)
    if requests.count == 2 {
      // The wall clock and the timer's clock may differ by a few milliseconds.
      let early = retryAt.timeIntervalSince(requests[1].receivedAt)
      #expect(early < 0.05, "the retry came \(early) s before the date")
      #expect(requests[1].receivedAt.timeIntervalSince(retryAt) < 3)
    }
  }

  @Test(arguments: TransportKind.available)

  func postIsNotRetriedByDefault(_ kind: TransportKind) throws {
    let rig = try LoopbackRig(kind) {
      $0.route(.post, "/orders", response: .serviceUnavailable(retryAfter: .seconds(0)))
    }
    let provider = rig.provider(interceptors: [RetryInterceptor()])
    let collector = EventCollector<Response>()
    let subscription = provider.response(
      rig.call("/orders", method: .post, validation: .successCodes)
    ).subscribe(collector)
    #expect(collector.waitForEnd())
    subscription.dispose()
    rig.settle()

    #expect((collector.error as? NetworkError)?.statusCode == 503)
    #expect(rig.server.log.requestCount == 1)
  }
}
