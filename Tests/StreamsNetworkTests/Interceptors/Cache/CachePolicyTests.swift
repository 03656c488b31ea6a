import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct CachePolicyTests {
  private let key = CacheKey(request: makeRequest())

  // MARK: networkOnly

  @Test func networkOnlyAlwaysAsksTheNetworkAndStoresTheAnswer() {
    let cache = CacheHarness(policy: .networkOnly)
    let first = cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "max-age=60"])
    let second = cache.request()
    cache.respond(200, "two")
    #expect(cache.transport.tasks.count == 2)
    #expect(first.bodies == ["one"])
    #expect(second.bodies == ["two"])
    #expect(cache.sent.last?.sentHeader("If-None-Match") == nil)
    #expect(cache.store.entry(for: key)?.data == Data("two".utf8))
  }

  // MARK: cacheFirst

  @Test func cacheFirstAnswersFromAFreshEntryWithoutTheNetwork() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one")
    cache.advance(to: 30)
    let second = cache.request()
    #expect(cache.transport.tasks.count == 1)
    #expect(second.bodies == ["one"])
    #expect(second.statuses == [200])
    #expect(second.completed)
    #expect(second.responses.first?.header("Age") == "30")
  }

  @Test func cacheFirstGoesToTheNetworkOnceTheEntryIsStale() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one")
    cache.advance(to: 60)
    let stale = cache.request()
    #expect(cache.transport.tasks.count == 2)
    #expect(cache.sent.last?.sentHeader("If-None-Match") == nil, "nothing to revalidate with")
    cache.respond(200, "two")
    #expect(stale.bodies == ["two"])
    cache.advance(to: 119)
    #expect(cache.request().bodies == ["two"], "the new entry is fresh from 60 on")
    #expect(cache.transport.tasks.count == 2)
  }

  @Test func cacheFirstWithoutMaxAgeUsesTheResponsesMaxAge() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: nil))
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "public, max-age=10"])
    cache.advance(to: 9)
    #expect(cache.request().bodies == ["one"])
    #expect(cache.transport.tasks.count == 1)
    cache.advance(to: 10)
    cache.request()
    #expect(cache.transport.tasks.count == 2)
  }

  @Test func cacheFirstWithNoFreshnessInformationAlwaysFetches() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: nil))
    cache.request()
    cache.respond(200, "one")
    let second = cache.request()
    cache.respond(200, "two")
    #expect(cache.transport.tasks.count == 2)
    #expect(second.bodies == ["two"])
  }

  @Test func cacheFirstRevalidatesAStaleEntryThatHasAnETag() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: nil))
    cache.request()
    cache.respond(200, "one", headers: ["ETag": #""v1""#, "Cache-Control": "max-age=10"])
    cache.advance(to: 20)
    let stale = cache.request()
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""v1""#)
    cache.respond(304, headers: ["ETag": #""v1""#, "Cache-Control": "max-age=10"])
    #expect(stale.bodies == ["one"])
    #expect(stale.statuses == [200])
    cache.advance(to: 25)
    let refreshed = cache.request()
    #expect(cache.transport.tasks.count == 2, "the 304 made the entry fresh again at 20")
    #expect(refreshed.responses.first?.header("Age") == "5")
  }

  // MARK: cacheThenNetwork

  @Test func cacheThenNetworkEmitsTheStoredResponseThenTheNetworks() {
    let cache = CacheHarness(policy: .cacheThenNetwork)
    let first = cache.request()
    cache.respond(200, "one")
    #expect(first.bodies == ["one"], "nothing stored: the network's answer alone")
    let second = cache.request()
    #expect(second.bodies == ["one"])
    #expect(!second.completed)
    cache.respond(200, "two")
    #expect(second.bodies == ["one", "two"])
    #expect(second.completed)
    #expect(cache.store.entry(for: key)?.data == Data("two".utf8))
  }

  @Test func cacheThenNetworkRevalidatesAndA304RepeatsTheStoredBody() {
    let cache = CacheHarness(policy: .cacheThenNetwork)
    cache.request()
    cache.respond(200, "one", headers: ["ETag": #""v1""#])
    let second = cache.request()
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""v1""#)
    cache.respond(304, headers: ["ETag": #""v1""#])
    #expect(second.bodies == ["one", "one"])
    #expect(second.statuses == [200, 200])
  }

  @Test func cacheThenNetworkFailsAfterTheStoredElementWhenTheNetworkFails() {
    let cache = CacheHarness(policy: .cacheThenNetwork)
    cache.request()
    cache.respond(200, "one")
    let second = cache.request()
    cache.fail(.notConnectedToInternet)
    #expect(second.bodies == ["one"])
    #expect(second.errorCode == .notConnectedToInternet)
  }

  @Test func disposingAfterTheStoredElementCancelsTheNetworkRequest() {
    let cache = CacheHarness(policy: .cacheThenNetwork)
    cache.request()
    cache.respond(200, "one")
    let second = cache.request()
    second.subscription?.dispose()
    #expect(second.bodies == ["one"])
    #expect(cache.transport.tasks.last?.isCancelled == true)
  }

  // MARK: networkFirst

  @Test func networkFirstPrefersTheNetwork() {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "max-age=600"])
    let second = cache.request()
    cache.respond(200, "two")
    #expect(second.bodies == ["two"])
    #expect(cache.transport.tasks.count == 2)
  }

  @Test(arguments: [
    URLError.Code.notConnectedToInternet, .cannotConnectToHost, .timedOut, .networkConnectionLost,
    .cannotFindHost,
  ])
  func networkFirstFallsBackToTheStoreWhenOffline(code: URLError.Code) {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one")
    cache.advance(to: 40)
    let offline = cache.request()
    cache.fail(code)
    #expect(offline.bodies == ["one"])
    #expect(offline.statuses == [200])
    #expect(offline.error == nil)
    #expect(offline.responses.first?.header("Age") == "40")
  }

  @Test func networkFirstFallsBackWhenTheRequestDeadlinePasses() {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one")
    let slow = cache.request(CacheTarget(timeoutInterval: 5))
    cache.advance(to: 4)
    #expect(slow.responses.isEmpty)
    cache.advance(to: 5)
    #expect(slow.bodies == ["one"])
    #expect(cache.transport.tasks.last?.isCancelled == true)
  }

  @Test(arguments: [ValidationType.none, .successCodes])
  func networkFirstFallsBackOnAServerError(validation: ValidationType) {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request(CacheTarget(validationType: validation))
    cache.respond(200, "one")
    let failing = cache.request(CacheTarget(validationType: validation))
    cache.respond(503, "down")
    #expect(failing.bodies == ["one"])
    #expect(failing.statuses == [200])
    #expect(failing.error == nil)
  }

  @Test func networkFirstPassesOtherAnswersAndFailuresThrough() {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one")
    let missing = cache.request()
    cache.respond(404, "gone")
    #expect(missing.statuses == [404])
    let broken = cache.request()
    cache.fail(.badServerResponse)
    #expect(broken.responses.isEmpty)
    #expect(broken.errorCode == .badServerResponse)
  }

  @Test func networkFirstWithNothingStoredFailsWithTheNetworkError() {
    let cache = CacheHarness(policy: .networkFirst)
    let offline = cache.request()
    cache.fail(.notConnectedToInternet)
    #expect(offline.responses.isEmpty)
    #expect(offline.errorCode == .notConnectedToInternet)
  }

  // MARK: revalidate

  @Test func revalidateSendsTheStoredValidators() {
    let cache = CacheHarness(policy: .revalidate)
    let first = cache.request()
    #expect(cache.sent.first?.sentHeader("If-None-Match") == nil)
    let modified = "Wed, 21 Oct 2015 07:28:00 GMT"
    cache.respond(200, "one", headers: ["ETag": #""v1""#, "Last-Modified": modified])
    #expect(first.bodies == ["one"])
    cache.request()
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""v1""#)
    #expect(cache.sent.last?.sentHeader("If-Modified-Since") == modified)
  }

  @Test func revalidateTurnsA304IntoTheStoredBodyAndRefreshesTheEntry() {
    let cache = CacheHarness(policy: .revalidate)
    cache.request()
    cache.respond(200, "one", headers: ["ETag": #""v1""#, "X-Version": "1"])
    cache.advance(to: 100)
    let second = cache.request()
    cache.respond(304, headers: ["ETag": #""v1""#, "X-Version": "2"])
    #expect(second.bodies == ["one"])
    #expect(second.statuses == [200], "a 304 is never surfaced")
    #expect(second.responses.first?.header("X-Version") == "2")
    #expect(second.responses.first?.header("Age") == "0")
    let stored = cache.store.entry(for: key)
    #expect(stored?.storedAt == cache.scheduler.now)
    #expect(stored?.header("X-Version") == "2")
    #expect(stored?.data == Data("one".utf8))
  }

  @Test func revalidateA304RejectedByValidationStillYieldsTheStoredBody() {
    let cache = CacheHarness(policy: .revalidate)
    let strict = CacheTarget(validationType: .successCodes)
    cache.request(strict)
    cache.respond(200, "one", headers: ["ETag": #""v1""#])
    let second = cache.request(strict)
    cache.respond(304, headers: ["ETag": #""v1""#])
    #expect(second.bodies == ["one"])
    #expect(second.error == nil)
  }

  @Test func revalidateReplacesTheEntryWhenTheServerSendsANewBody() {
    let cache = CacheHarness(policy: .revalidate)
    cache.request()
    cache.respond(200, "one", headers: ["ETag": #""v1""#])
    let second = cache.request()
    cache.respond(200, "two", headers: ["ETag": #""v2""#])
    #expect(second.bodies == ["two"])
    cache.request()
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""v2""#)
  }

  @Test func revalidateWithoutValidatorsSendsAPlainRequest() {
    let cache = CacheHarness(policy: .revalidate)
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "max-age=60"])
    let second = cache.request()
    #expect(cache.sent.last?.sentHeader("If-None-Match") == nil)
    #expect(cache.sent.last?.sentHeader("If-Modified-Since") == nil)
    cache.respond(200, "two")
    #expect(second.bodies == ["two"])
  }
}
