import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The cache over real HTTP: URLSession to the fixture server on loopback.
@Suite(.checksResources)
struct CacheIntegrationTests {
  @Test(arguments: TransportKind.available)
  func etagRevalidationYieldsTheCachedBodyFromA304(_ kind: TransportKind) throws {
    let answered = Locked<[Int]>([])
    let loopback = try LoopbackCache(kind) { server in
      server.route(.get, "/doc") { request in
        let response = FixtureResponse.text("version one").withETag(#""v1""#, for: request)
        answered.withLock { $0.append(response.status) }
        return response
      }
    }
    let provider = loopback.provider(store: MemoryCacheStore(), policy: .revalidate)
    let first = loopback.fetch(provider, loopback.item("doc"))
    #expect(first.bodies == ["version one"])
    let second = loopback.fetch(provider, loopback.item("doc"))
    let requests = loopback.server.log.requests
    #expect(requests.count == 2)
    #expect(requests.first?.header("If-None-Match") == nil)
    #expect(requests.last?.header("If-None-Match") == #""v1""#)
    #expect(answered.withLock { $0 } == [200, 304])
    #expect(second.bodies == ["version one"])
    #expect(second.statuses == [200])
    #expect(second.completed)
  }

  @Test(arguments: TransportKind.available)

  func noStoreIsNeverStoredSoTheSecondRequestReachesTheServer(_ kind: TransportKind) throws {
    let loopback = try LoopbackCache(kind) { server in
      server.route(
        .get, "/secret", response: .text("fresh", headers: ["Cache-Control": "no-store"]))
    }
    let provider = loopback.provider(store: MemoryCacheStore(), policy: .cacheFirst(maxAge: 60))
    #expect(loopback.fetch(provider, loopback.item("secret")).bodies == ["fresh"])
    #expect(loopback.fetch(provider, loopback.item("secret")).bodies == ["fresh"])
    #expect(loopback.server.log.count(.get, "/secret") == 2)
  }

  @Test(arguments: TransportKind.available)

  func aDiskCacheSurvivesANewProvider(_ kind: TransportKind) throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let loopback = try LoopbackCache(kind) { server in
      server.route(.get, "/profile", response: .json(["name": "Ada"]))
    }
    let directory = temporary.appending("cache")
    let before = loopback.provider(
      store: try DiskCacheStore(directory: directory), policy: .cacheFirst(maxAge: 300))
    #expect(loopback.fetch(before, loopback.item("profile")).bodies == [#"{"name":"Ada"}"#])
    let after = loopback.provider(
      store: try DiskCacheStore(directory: directory), policy: .cacheFirst(maxAge: 300))
    let answer = loopback.fetch(after, loopback.item("profile"))
    #expect(answer.bodies == [#"{"name":"Ada"}"#])
    #expect(answer.completed)
    #expect(loopback.server.log.requestCount == 1, "the new provider was answered from disk")
  }

  @Test(arguments: TransportKind.available)

  func aCorruptCacheFileIsAMissAndIsReplaced(_ kind: TransportKind) throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let loopback = try LoopbackCache(kind) { server in
      server.route(.get, "/profile", response: .json(["name": "Ada"]))
    }
    let store = try DiskCacheStore(directory: temporary.appending("cache"))
    let provider = loopback.provider(store: store, policy: .cacheFirst(maxAge: 300))
    _ = loopback.fetch(provider, loopback.item("profile"))
    let key = CacheKey(request: URLRequest(url: loopback.server.url("/profile")))
    let file = store.fileURL(for: key)
    #expect(FileManager.default.fileExists(atPath: file.path))
    try Data("not a cache entry".utf8).write(to: file)
    let answer = loopback.fetch(provider, loopback.item("profile"))
    #expect(answer.bodies == [#"{"name":"Ada"}"#])
    #expect(loopback.server.log.requestCount == 2, "the corrupt entry sent it to the server")
    let reopened = try DiskCacheStore(directory: temporary.appending("cache"))
    #expect(reopened.entry(for: key)?.data == Data(#"{"name":"Ada"}"#.utf8))
  }
}
