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
struct CacheInterceptorTests {
  @Test func aTargetsPolicyOverridesTheInterceptors() {
    let cache = CacheHarness(policy: .networkOnly)
    let cached = CacheTarget(cachePolicy: .cacheFirst(maxAge: 60))
    cache.request(cached)
    cache.respond(200, "one")
    #expect(cache.request(cached).bodies == ["one"])
    cache.request()
    #expect(cache.transport.tasks.count == 2, "other targets keep the interceptor's policy")
  }

  @Test func aTargetsCacheKeyReplacesTheComputedOne() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request(CacheTarget(path: "users/42", cacheKey: CacheKey("user:42")))
    cache.respond(200, "ada")
    let alias = cache.request(CacheTarget(path: "users/me", cacheKey: CacheKey("user:42")))
    #expect(alias.bodies == ["ada"])
    #expect(cache.transport.tasks.count == 1)
    #expect(cache.store.entry(for: CacheKey("user:42")) != nil)
  }

  @Test func theComputedKeyIsMethodURLAndBodyHash() {
    var request = makeRequest("https://api.example.com/items?page=2#top", method: .post)
    #expect(CacheKey(request: request).stringValue == "POST https://api.example.com/items?page=2")
    request.httpBody = Data("abc".utf8)
    #expect(
      CacheKey(request: request).identity
        == "POST https://api.example.com/items?page=2 body-sha256:"
        + "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func aMultiTargetIsSeenThrough() {
    let transport = ScriptedTransport()
    let provider = Provider<MultiTarget>(
      session: transport, scheduler: TestScheduler(initialClock: 0),
      interceptors: [CacheInterceptor(store: MemoryCacheStore(), policy: .networkOnly)])
    let target = MultiTarget(CacheTarget(cachePolicy: .cacheFirst(maxAge: 60)))
    let first = provider.response(target).subscribe()
    transport.tasks.last?.respond(status: 200, data: Data("one".utf8))
    var bodies: [String] = []
    let second = provider.response(target).subscribe(onNext: {
      bodies.append(String(decoding: $0.data, as: UTF8.self))
    })
    #expect(bodies == ["one"])
    #expect(transport.tasks.count == 1)
    first.dispose()
    second.dispose()
  }

  @Test func aRequestThatIsAlreadyConditionalPassesThrough() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one", headers: ["ETag": #""v1""#])
    let own = cache.request(CacheTarget(headers: ["If-None-Match": #""mine""#]))
    #expect(cache.transport.tasks.count == 2)
    #expect(cache.sent.last?.sentHeader("If-None-Match") == #""mine""#)
    cache.respond(304)
    #expect(own.statuses == [304], "the caller asked for the 304")
  }

  @Test func aSuccessfulUnsafeRequestDropsTheStoredAnswers() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one")
    cache.request(CacheTarget(method: .delete))
    cache.respond(500)
    #expect(cache.store.entry(for: CacheKey(request: makeRequest())) != nil, "a failure keeps it")
    cache.request(CacheTarget(method: .put, task: .requestData(Data("new".utf8))))
    cache.respond(204)
    #expect(cache.store.entry(for: CacheKey(request: makeRequest())) == nil)
    cache.request()
    #expect(cache.transport.tasks.count == 4)
  }

  @Test func progressSubscribersGetOneFinalStepOnAHit() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    cache.request()
    cache.respond(200, "one")
    var steps: [Bool] = []
    var completed = false
    let subscription = cache.provider.requestWithProgress(CacheTarget()).subscribe(
      onNext: { steps.append($0.completed) }, onCompleted: { completed = true })
    #expect(steps == [true])
    #expect(completed)
    subscription.dispose()
  }

  @Test func eachSubscriptionReadsTheStoreAgain() {
    let cache = CacheHarness(policy: .cacheFirst(maxAge: 60))
    let sequence = cache.provider.response(CacheTarget())
    var bodies: [String] = []
    let record = { (response: Response) in
      bodies.append(String(decoding: response.data, as: UTF8.self))
    }
    let first = sequence.subscribe(onNext: record)
    cache.respond(200, "one")
    let second = sequence.subscribe(onNext: record)
    #expect(bodies == ["one", "one"])
    #expect(cache.transport.tasks.count == 1)
    first.dispose()
    second.dispose()
  }
}
