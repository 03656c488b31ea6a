import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct MemoryCacheStoreTests {
  private let a = CacheKey("a")
  private let b = CacheKey("b")
  private let c = CacheKey("c")
  private let d = CacheKey("d")

  /// What an entry costs: its byte count plus its key's.
  private func cost(_ entry: CachedResponse, _ key: CacheKey) -> Int {
    entry.byteCount + key.stringValue.utf8.count
  }

  @Test func savesAndReadsBackAnEntry() {
    let store = MemoryCacheStore()
    let saved = cachedEntry("one", at: 12)
    store.save(saved, for: a)
    #expect(store.entry(for: a) == saved)
    #expect(store.entry(for: b) == nil)
  }

  @Test func byteCountIsBodyHeadersAndVaryNames() {
    let sized = CachedResponse(
      statusCode: 200, headers: ["ETag": "\"v1\""], data: Data(count: 10), storedAt: Date(),
      variesOn: ["accept"])
    #expect(sized.byteCount == 10 + 4 + 4 + 6)
  }

  @Test func countsTheBytesOfWhatItHolds() {
    let store = MemoryCacheStore(byteLimit: 10_000)
    let one = cachedEntry("one")
    let three = cachedEntry(String(repeating: "x", count: 300))
    store.save(one, for: a)
    store.save(three, for: b)
    #expect(store.totalBytes == cost(one, a) + cost(three, b))
    store.save(one, for: b)
    #expect(store.totalBytes == cost(one, a) + cost(one, b), "a replaced entry is recounted")
    store.removeEntry(for: a)
    #expect(store.totalBytes == cost(one, b))
    #expect(store.count == 1)
    store.removeAll()
    #expect(store.totalBytes == 0)
    #expect(store.count == 0)
  }

  @Test func evictsTheLeastRecentlyUsedUntilUnderTheLimit() {
    let body = cachedEntry(String(repeating: "x", count: 90))
    let store = MemoryCacheStore(byteLimit: 3 * cost(body, a))
    store.save(body, for: a)
    store.save(body, for: b)
    store.save(body, for: c)
    #expect(store.keys == [c, b, a])
    _ = store.entry(for: a)
    #expect(store.keys == [a, c, b], "a read makes an entry the most recent")
    store.save(body, for: d)
    #expect(store.keys == [d, a, c], "b was the least recently used")
    #expect(store.entry(for: b) == nil)
    #expect(store.totalBytes == 3 * cost(body, a))
  }

  @Test func evictsAsManyAsALargeEntryNeeds() {
    let small = cachedEntry(String(repeating: "x", count: 90))
    let store = MemoryCacheStore(byteLimit: 3 * cost(small, a))
    store.save(small, for: a)
    store.save(small, for: b)
    store.save(small, for: c)
    let large = cachedEntry(String(repeating: "y", count: 2 * cost(small, a)))
    store.save(large, for: d)
    #expect(store.keys == [d])
    #expect(store.totalBytes == cost(large, d))
    #expect(store.totalBytes <= store.byteLimit)
  }

  @Test func doesNotKeepAnEntryLargerThanTheLimit() {
    let store = MemoryCacheStore(byteLimit: 50)
    store.save(cachedEntry("small"), for: a)
    store.save(cachedEntry(String(repeating: "x", count: 100)), for: a)
    #expect(store.entry(for: a) == nil, "the old entry is not served in its place")
    #expect(store.totalBytes == 0)
  }

  @Test func reusesSlotsAfterRemovals() {
    let store = MemoryCacheStore()
    for round in 0..<3 {
      for index in 0..<5 { store.save(cachedEntry("\(round)"), for: CacheKey("\(index)")) }
      for index in 0..<5 where index % 2 == 0 { store.removeEntry(for: CacheKey("\(index)")) }
    }
    #expect(store.keys == [CacheKey("3"), CacheKey("1")])
    #expect(store.entry(for: CacheKey("1"))?.data == Data("2".utf8))
  }
}
