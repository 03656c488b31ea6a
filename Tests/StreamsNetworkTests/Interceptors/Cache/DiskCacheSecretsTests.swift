import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private let queryToken = "query-SECRET-a1"
private let bearer = "bearer-SECRET-b2"
private let otherBearer = "bearer-SECRET-c3"
private let cookie = "cookie-SECRET-d4"
private let setCookie = "setcookie-SECRET-e5"
private let authToken = "authtoken-SECRET-f6"

/// Every byte of every file under `directory`.
private func rawFiles(_ directory: URL) -> [Data] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.compactMap { try? Data(contentsOf: directory.appendingPathComponent($0)) }
}

private func holds(_ files: [Data], _ text: String) -> Bool {
  files.contains { $0.range(of: Data(text.utf8)) != nil }
}

/// A disk cache keeps hashes of what identifies a response, never the secrets in it.
@Suite(.checksResources)
struct DiskCacheSecretsTests {
  // Issue 10, items 4 and 7: the URL's query, and for `Vary: Authorization, Cookie` the bearer
  // token and the cookie, were written in clear; lookups must still work from the hashes.
  @Test func filesHoldNoSecretAndVaryStillMatchesAfterReopening() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let loopback = try LoopbackCache { server in
      server.route(
        .get, "/feed",
        response: .json(
          ["items": [1, 2]],
          headers: [
            "Vary": "Authorization, Cookie", "Set-Cookie": "refresh=\(setCookie)",
            "X-Auth-Token": authToken,
          ]))
    }
    let directory = temporary.appending("cache")
    var feed = loopback.item("feed")
    feed.task = .requestParameters(
      parameters: ["token": queryToken, "page": 1], encoding: URLEncoding.queryString)
    feed.headers = ["Authorization": "Bearer \(bearer)", "Cookie": "sid=\(cookie)"]

    let first = loopback.provider(
      store: try DiskCacheStore(directory: directory), policy: .cacheFirst(maxAge: 300))
    #expect(loopback.fetch(first, feed).bodies == [#"{"items":[1,2]}"#])
    let files = rawFiles(directory)
    #expect(files.count == 2, "the Vary index and the variant")
    for secret in [queryToken, bearer, cookie, setCookie, authToken, "/feed"] {
      #expect(!holds(files, secret), "\(secret) is on disk")
    }

    // A new store on the directory: the same variant is found from the hashes alone.
    let reopened = loopback.provider(
      store: try DiskCacheStore(directory: directory), policy: .cacheFirst(maxAge: 300))
    let again = loopback.fetch(reopened, feed)
    #expect(again.bodies == [#"{"items":[1,2]}"#])
    #expect(again.completed)
    #expect(loopback.server.log.requestCount == 1, "answered from disk")

    // Another bearer token is another variant: the server is asked.
    var other = feed
    other.headers?["Authorization"] = "Bearer \(otherBearer)"
    #expect(loopback.fetch(reopened, other).bodies == [#"{"items":[1,2]}"#])
    #expect(loopback.server.log.requestCount == 2, "the Vary values are compared")
    #expect(!holds(rawFiles(directory), otherBearer))
    #expect(loopback.fetch(reopened, feed).bodies == [#"{"items":[1,2]}"#])
    #expect(loopback.server.log.requestCount == 2, "the first variant is still there")
  }

  // Issue 10, item 7, at the store: the key is only a hash inside the file.
  @Test func aSavedKeyIsOnlyAHashOnDisk() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let directory = temporary.appending("cache")
    var request = URLRequest(url: URL(string: "https://api.example.com/a?token=\(queryToken)")!)
    request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization")
    let key = CacheKey(request: request).varying(on: ["Authorization"], from: request)
    try DiskCacheStore(directory: directory).save(cachedEntry("kept"), for: key)
    let files = rawFiles(directory)
    #expect(files.count == 1)
    #expect(!holds(files, queryToken) && !holds(files, bearer) && !holds(files, "api.example"))

    let reopened = try DiskCacheStore(directory: directory)
    #expect(reopened.entry(for: key)?.data == Data("kept".utf8))
    request.setValue("Bearer \(otherBearer)", forHTTPHeaderField: "Authorization")
    #expect(
      reopened.entry(for: CacheKey(request: request).varying(on: ["Authorization"], from: request))
        == nil)
  }

  // Issue 10, item 7: files written before (format 1, key in clear) are removed on open.
  @Test func filesOfTheFormatThatHeldKeysInClearAreRemovedOnOpen() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let directory = temporary.appending("cache")
    _ = try DiskCacheStore(directory: directory)
    let key = "GET https://api.example.com/a?token=\(queryToken)"
    var bytes = Array("STRMCACH".utf8) + [0, 1]
    bytes += [0, 0, 0, UInt8(key.utf8.count)] + Array(key.utf8)
    bytes += [0, 0, 0, 2] + Array("{}".utf8) + [UInt8](repeating: 0, count: 8)
    bytes += SHA256.hash(bytes)
    let file = directory.appendingPathComponent(SHA256.hex(key.utf8) + ".entry")
    try Data(bytes).write(to: file)
    let reopened = try DiskCacheStore(directory: directory)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(reopened.count == 0)
  }
}
