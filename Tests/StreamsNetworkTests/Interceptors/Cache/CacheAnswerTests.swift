import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When the cache answers in the network's place — a 304 to its conditional request, a 5xx or
/// an unreachable server under `networkFirst` — whichever way the answer reaches it: as a
/// response the target's validation let through, or as the error it made of it.
@Suite(.checksResources)
struct CacheAnswerTests {
  @Test(arguments: [
    (CachePolicy.revalidate, ValidationType.none), (.revalidate, .successCodes),
    (.cacheThenNetwork, .none), (.cacheThenNetwork, .successCodes),
    (.cacheFirst(maxAge: 0), .none), (.cacheFirst(maxAge: 0), .successCodes),
  ])
  func a304ToTheCachesValidatorsIsTheStoredBody(policy: CachePolicy, validation: ValidationType) {
    let cache = CacheHarness(policy: policy)
    let target = CacheTarget(validationType: validation)
    cache.request(target)
    cache.respond(200, "one", headers: ["ETag": #""v1""#])
    cache.advance(to: 10)
    let second = cache.request(target)
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""v1""#)
    cache.respond(304, headers: ["ETag": #""v1""#, "X-Version": "2"])
    #expect(second.bodies.last == "one")
    #expect(second.statuses.last == 200)
    #expect(second.responses.last?.header("X-Version") == "2")
    #expect(second.error == nil)
    #expect(second.completed)
    #expect(
      cache.store.entry(for: CacheKey(request: makeRequest()))?.storedAt
        == Date(
          timeIntervalSince1970: 10))
  }

  @Test(arguments: [ValidationType.none, .successCodes])
  func a304WithoutStoredValidatorsIsTheServers(validation: ValidationType) {
    let cache = CacheHarness(policy: .revalidate)
    let outcome = cache.request(CacheTarget(validationType: validation))
    cache.respond(304)
    if validation == .none {
      #expect(outcome.statuses == [304])
    } else {
      #expect((outcome.error as? NetworkError)?.statusCode == 304)
    }
  }

  @Test(arguments: [500, 502, 503, 599], [ValidationType.none, .successCodes])
  func networkFirstAnswersAServerErrorFromTheStore(status: Int, validation: ValidationType) {
    let cache = CacheHarness(policy: .networkFirst)
    let target = CacheTarget(validationType: validation)
    cache.request(target)
    cache.respond(200, "one")
    let failing = cache.request(target)
    cache.respond(status, "down")
    #expect(failing.bodies == ["one"])
    #expect(failing.error == nil)
    #expect(failing.completed)
  }

  @Test(arguments: [ValidationType.none, .successCodes])
  func otherPoliciesPassAServerErrorThrough(validation: ValidationType) {
    let cache = CacheHarness(policy: .revalidate)
    let target = CacheTarget(validationType: validation)
    cache.request(target)
    cache.respond(200, "one")
    let failing = cache.request(target)
    cache.respond(503, "down")
    if validation == .none {
      #expect(failing.statuses == [503])
    } else {
      #expect((failing.error as? NetworkError)?.statusCode == 503)
    }
  }

  @Test(arguments: [
    POSIXError(.ECONNREFUSED) as any Error, POSIXError(.ECONNRESET),
    NSError(domain: NSPOSIXErrorDomain, code: Int(ENETUNREACH)),
    URLError(.unknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EHOSTUNREACH)]),
    NSError(
      domain: "Transport", code: 7, userInfo: [NSUnderlyingErrorKey: URLError(.timedOut)]),
  ])
  func networkFirstFallsBackOnSocketAndWrappedFailures(error: any Error) {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one")
    let offline = cache.request()
    cache.transport.tasks.last?.send(.failed(error, nil))
    #expect(offline.bodies == ["one"])
    #expect(offline.error == nil)
  }
}
