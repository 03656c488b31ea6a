import Dispatch
import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stores and the interceptor used from many threads at once (run under TSan by `make tsan`).
@Suite(.checksResources)
struct CacheStressTests {
  /// The body every writer of `key` saves, so a reader can tell a torn or misplaced entry.
  private static func body(for key: Int) -> Data {
    Data(String(repeating: "entry \(key);", count: 1 + key % 7).utf8)
  }

  private static func hammer(_ store: any ResponseCacheStore, keys: Int, iterations: Int)
    -> Int
  {
    let wrong = Locked(0)
    DispatchQueue.concurrentPerform(iterations: iterations) { index in
      let number = index % keys
      let key = CacheKey("key \(number)")
      switch index % 4 {
      case 0, 1:
        store.save(
          CachedResponse(
            statusCode: 200, headers: ["N": "\(number)"], data: body(for: number),
            storedAt: Date()), for: key)
      case 2:
        if let found = store.entry(for: key), found.data != body(for: number) {
          wrong.withLock { $0 += 1 }
        }
      default:
        if index % 16 == 3 { store.removeEntry(for: key) } else { _ = store.entry(for: key) }
      }
    }
    return wrong.withLock { $0 }
  }

  @Test func memoryStoreStaysConsistentUnderConcurrentUse() {
    let store = MemoryCacheStore(byteLimit: 2_000)
    #expect(Self.hammer(store, keys: 40, iterations: 4_000) == 0)
    #expect(store.totalBytes <= 2_000)
    let recount = store.keys.reduce(0) { total, key in
      total + (store.entry(for: key).map { $0.byteCount + key.stringValue.utf8.count } ?? 0)
    }
    #expect(recount == store.totalBytes, "the running total matches what is held")
  }

  @Test func diskStoreStaysConsistentUnderConcurrentUse() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try DiskCacheStore(directory: temporary.appending("cache"), sizeLimit: 4_000)
    #expect(Self.hammer(store, keys: 30, iterations: 1_200) == 0)
    #expect(store.totalBytes <= 4_000)
    #expect(!temporary.files(in: "cache").contains { $0.hasPrefix(".tmp-") })
    let onDisk = temporary.files(in: "cache").filter { $0.hasSuffix(".entry") }
    #expect(onDisk.count == store.count)
  }

  @Test func theInterceptorServesConcurrentRequests() {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<CacheTarget>(
      session: transport, scheduler: TestScheduler(initialClock: 0),
      interceptors: [
        CacheInterceptor(store: MemoryCacheStore(), policy: .cacheFirst(maxAge: 60))
      ])
    let count = 400
    let finished = DispatchGroup()
    let received = Locked(0)
    let subscriptions = Locked<[Disposable]>([])
    DispatchQueue.concurrentPerform(iterations: count) { index in
      finished.enter()
      let subscription = provider.response(CacheTarget(path: "items/\(index % 20)")).subscribe(
        onNext: { _ in received.withLock { $0 += 1 } }, onError: { _ in finished.leave() },
        onCompleted: { finished.leave() })
      subscriptions.withLock { $0.append(subscription) }
    }
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(received.withLock { $0 } == count)
    #expect((20...count).contains(transport.tasks.count))
    for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
  }
}
