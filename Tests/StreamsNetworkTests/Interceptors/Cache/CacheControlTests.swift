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
struct CacheControlTests {
  private let key = CacheKey(request: makeRequest())

  // MARK: Parsing

  @Test func parsesTheDirectivesTheCacheHonours() {
    let control = CacheControl(header: #"Private, NO-CACHE="Set-Cookie", max-age=60, s-maxage=5"#)
    #expect(control.isPrivate)
    #expect(control.noCache)
    #expect(!control.noStore)
    #expect(control.maxAge == 60)
    #expect(!control.isPublic)
    #expect(CacheControl(header: "public, must-revalidate").isPublic)
    #expect(CacheControl(header: "public, must-revalidate").mustRevalidate)
    #expect(control.freshnessLifetime(shared: false) == 60)
    #expect(control.freshnessLifetime(shared: true) == 5)
    #expect(CacheControl(header: "no-store").noStore)
  }

  @Test(arguments: ["max-age=", "max-age=-1", "max-age=1.5", "max-age=ten", "max-age"])
  func ignoresAMalformedMaxAge(header: String) {
    #expect(CacheControl(header: header).maxAge == nil)
  }

  @Test func acceptsAQuotedMaxAgeAndSaturatesAHugeOne() {
    #expect(CacheControl(header: #"max-age="30""#).maxAge == 30)
    #expect(CacheControl(header: "max-age=99999999999999999999999").maxAge == 2_147_483_647)
  }

  // MARK: no-store, no-cache, max-age, private

  @Test func noStoreIsNeverStored() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "no-store"])
    #expect(cache.store.entry(for: key) == nil)
    let second = cache.request()
    #expect(cache.transport.tasks.count == 2, "the second request reaches the network")
    cache.respond(200, "two", headers: ["Cache-Control": "no-store"])
    #expect(second.bodies == ["two"])
  }

  @Test func noStoreDropsWhatWasStored() {
    let cache = CacheHarness(policy: .networkOnly)
    cache.request()
    cache.respond(200, "one")
    #expect(cache.store.entry(for: key) != nil)
    cache.request()
    cache.respond(200, "two", headers: ["Cache-Control": "no-store"])
    #expect(cache.store.entry(for: key) == nil)
  }

  @Test func noCacheIsRevalidatedBeforeEveryUseEvenWhenFresh() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 600))
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "no-cache", "ETag": #""v1""#])
    cache.advance(to: 10)
    let second = cache.request()
    #expect(cache.transport.tasks.count == 2)
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""v1""#)
    cache.respond(304, headers: ["ETag": #""v1""#])
    #expect(second.bodies == ["one"])
  }

  @Test func noCacheIsNotEmittedBeforeTheNetworkAnswers() {
    let cache = CacheHarness(policy: .cacheThenNetwork)
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "no-cache", "ETag": #""v1""#])
    let second = cache.request()
    #expect(second.responses.isEmpty)
    cache.respond(304, headers: ["ETag": #""v1""#])
    #expect(second.bodies == ["one"], "one element: the revalidated entry")
  }

  @Test func noCacheIsNoFallbackWhenOffline() {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "no-cache"])
    let offline = cache.request()
    cache.fail(.notConnectedToInternet)
    #expect(offline.responses.isEmpty)
    #expect(offline.errorCode == .notConnectedToInternet)
  }

  @Test func aStaleMustRevalidateEntryIsNoFallback() {
    let cache = CacheHarness(policy: .networkFirst)
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "max-age=10, must-revalidate"])
    cache.advance(to: 5)
    let fresh = cache.request()
    cache.fail(.notConnectedToInternet)
    #expect(fresh.bodies == ["one"], "still fresh: it may stand in")
    cache.advance(to: 20)
    let stale = cache.request()
    cache.fail(.notConnectedToInternet)
    #expect(stale.responses.isEmpty)
    #expect(stale.errorCode == .notConnectedToInternet)
  }

  @Test func thePolicysMaxAgeWinsOverTheResponses() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 100))
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "max-age=10"])
    cache.advance(to: 50)
    #expect(cache.request().bodies == ["one"])
    #expect(cache.transport.tasks.count == 1)
  }

  @Test func sharedMaxAgeGovernsASharedStore() {
    let cache = CacheHarness(
      store: MemoryCacheStore(isShared: true), policy: .cacheFirst(maxAge: nil))
    cache.request()
    cache.respond(200, "one", headers: ["Cache-Control": "max-age=100, s-maxage=10"])
    cache.advance(to: 20)
    cache.request()
    #expect(cache.transport.tasks.count == 2, "s-maxage=10 has passed")
  }

  @Test func privateIsNotStoredInASharedStore() {
    let shared = CacheHarness(store: MemoryCacheStore(isShared: true), policy: .networkOnly)
    shared.request()
    shared.respond(200, "one", headers: ["Cache-Control": "private, max-age=60"])
    #expect(shared.store.entry(for: key) == nil)
    let personal = CacheHarness(store: MemoryCacheStore(isShared: false), policy: .networkOnly)
    personal.request()
    personal.respond(200, "one", headers: ["Cache-Control": "private, max-age=60"])
    #expect(personal.store.entry(for: key) != nil)
  }

  @Test func aSharedStoreKeepsAnAuthorizedAnswerOnlyWhenAllowed() {
    let shared = CacheHarness(store: MemoryCacheStore(isShared: true), policy: .networkOnly)
    let signed = CacheTarget(headers: ["Authorization": "Bearer t"])
    shared.request(signed)
    shared.respond(200, "mine", headers: ["Cache-Control": "max-age=60"])
    #expect(shared.store.entry(for: key) == nil)
    shared.request(signed)
    shared.respond(200, "everyone's", headers: ["Cache-Control": "public, max-age=60"])
    #expect(shared.store.entry(for: key)?.data == Data("everyone's".utf8))
  }

  @Test func setCookieIsNotStored() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one", headers: ["Set-Cookie": "session=secret", "X-Kept": "yes"])
    let hit = cache.request()
    #expect(hit.responses.first?.header("Set-Cookie") == nil)
    #expect(hit.responses.first?.header("X-Kept") == "yes")
    #expect(cache.store.entry(for: key)?.header("Set-Cookie") == nil)
  }

  // MARK: What is stored

  @Test(arguments: [201, 203, 204])
  func successfulAnswersAreStored(status: Int) {
    let cache = CacheHarness(policy: .networkOnly)
    cache.request()
    cache.respond(status, "one")
    #expect(cache.store.entry(for: key)?.statusCode == status)
  }

  @Test(arguments: [206, 301, 304, 404, 500])
  func otherAnswersAreNotStored(status: Int) {
    let cache = CacheHarness(policy: .networkOnly)
    cache.request()
    cache.respond(status, "one")
    #expect(cache.store.entry(for: key) == nil)
  }

  @Test func postIsNotStoredByDefault() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    let post = CacheTarget(method: .post, task: .requestData(Data("q".utf8)))
    cache.request(post)
    cache.respond(200, "one")
    cache.request(post)
    #expect(cache.transport.tasks.count == 2)
  }

  @Test func postIsStoredByBodyWhenAllowed() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60), methods: [.get, .post])
    let query = { (text: String) in CacheTarget(method: .post, task: .requestData(Data(text.utf8)))
    }
    cache.request(query("a"))
    cache.respond(200, "for a")
    cache.request(query("b"))
    cache.respond(200, "for b")
    #expect(cache.request(query("a")).bodies == ["for a"])
    #expect(cache.request(query("b")).bodies == ["for b"])
    #expect(cache.transport.tasks.count == 2)
  }

  @Test func headIsStoredApartFromGet() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request(CacheTarget(method: .head))
    cache.respond(200)
    let get = cache.request()
    #expect(cache.transport.tasks.count == 2, "a stored HEAD does not answer a GET")
    cache.respond(200, "body")
    #expect(get.bodies == ["body"])
    #expect(cache.request(CacheTarget(method: .head)).statuses == [200])
    #expect(cache.transport.tasks.count == 2)
  }

  // MARK: Vary

  @Test func varyKeepsOneEntryPerValueOfTheNamedHeader() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    let english = CacheTarget(headers: ["Accept-Language": "en"])
    let french = CacheTarget(headers: ["Accept-Language": "fr"])
    cache.request(english)
    cache.respond(200, "hello", headers: ["Vary": "Accept-Language"])
    cache.request(french)
    #expect(cache.transport.tasks.count == 2, "another language is another variant")
    cache.respond(200, "bonjour", headers: ["Vary": "accept-language"])
    #expect(cache.request(english).bodies == ["hello"])
    #expect(cache.request(french).bodies == ["bonjour"])
    cache.request(CacheTarget(headers: ["Accept-Language": "de"]))
    cache.request(CacheTarget())
    #expect(cache.transport.tasks.count == 4, "de and no header are variants not stored")
  }

  @Test func theVariantKeyHoldsTheRequestsValues() {
    let cache = CacheHarness(policy: .networkOnly)
    cache.request(CacheTarget(headers: ["Accept-Language": "en", "X-Other": "1"]))
    cache.respond(200, "hello", headers: ["Vary": "Accept-Language, X-Missing"])
    var request = makeRequest()
    request.setValue("en", forHTTPHeaderField: "Accept-Language")
    let variant = key.varying(on: ["Accept-Language", "X-Missing"], from: request)
    #expect(variant.varying == ["accept-language": "en", "x-missing": ""])
    #expect(
      variant.stringValue == "GET https://api.example.com/items\naccept-language: en\nx-missing: ")
    #expect(cache.store.entry(for: variant)?.data == Data("hello".utf8))
    #expect(cache.store.entry(for: key)?.variesOn == ["accept-language", "x-missing"])
  }

  @Test func varyStarIsNotStored() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one", headers: ["Vary": "Accept, *"])
    #expect(cache.store.entry(for: key) == nil)
    cache.request()
    #expect(cache.transport.tasks.count == 2)
  }
}
