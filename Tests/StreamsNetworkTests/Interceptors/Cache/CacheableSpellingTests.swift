import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `cachePolicy` and `cacheKey` as users write them, without the optional.
private struct Natural: TargetType, Cacheable {
  var path: String
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var cachePolicy: CachePolicy { .cacheFirst(maxAge: 60) }
  var cacheKey: CacheKey { CacheKey("user:42") }
}

/// `Cacheable` without either member.
private struct Plain: TargetType, Cacheable {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "users/42" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// A policy and a key without the optional are the target's policy and key.
@Suite(.checksResources)
struct CacheableSpellingTests {
  @Test func thePolicyAndKeyWithoutTheOptionalAreUsed() {
    let transport = ScriptedTransport()
    let store = MemoryCacheStore()
    let provider = Provider<Natural>(
      session: transport, scheduler: TestScheduler(initialClock: 0),
      interceptors: [CacheInterceptor(store: store, policy: .networkOnly)])
    let first = provider.response(Natural(path: "users/42")).subscribe()
    transport.tasks.last?.respond(status: 200, data: Data("ada".utf8))
    var bodies: [String] = []
    let second = provider.response(Natural(path: "users/me")).subscribe(onNext: {
      bodies.append(String(decoding: $0.data, as: UTF8.self))
    })
    #expect(bodies == ["ada"], "answered from the store under the target's key and policy")
    #expect(transport.tasks.count == 1)
    #expect(store.entry(for: CacheKey("user:42")) != nil)
    first.dispose()
    second.dispose()
  }

  @Test func withoutMembersTheInterceptorDecides() {
    let target: any Cacheable = Plain()
    #expect(target.cachePolicy == nil)
    #expect(target.cacheKey == nil)
    let natural: any Cacheable = Natural(path: "users/42")
    #expect(natural.cachePolicy == .cacheFirst(maxAge: 60))
    #expect(natural.cacheKey == CacheKey("user:42"))
  }
}
