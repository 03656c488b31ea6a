import Foundation
import Streams
import StreamsNetwork
import StreamsTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target for cache tests: each test says what it needs.
struct CacheTarget: TargetType, Cacheable {
  var baseURL = URL(string: "https://api.example.com")!
  var path = "items"
  var method: StreamsNetwork.HTTPMethod = .get
  var task: RequestTask = .requestPlain
  var headers: [String: String]?
  var validationType: ValidationType = .none
  var timeoutInterval: TimeInterval?
  var cachePolicy: CachePolicy?
  var cacheKey: CacheKey?
}

/// A provider over a scripted transport and a virtual clock, with one cache interceptor.
///
/// Every subscription it makes is disposed when the harness goes away, so a test that leaves a
/// request unanswered still releases it.
final class CacheHarness {
  let transport = ScriptedTransport()
  let scheduler = TestScheduler(initialClock: 0)
  let store: any ResponseCacheStore
  let provider: Provider<CacheTarget>
  private var subscriptions: [Disposable] = []

  init(
    store: any ResponseCacheStore = MemoryCacheStore(), policy: CachePolicy,
    methods: Set<StreamsNetwork.HTTPMethod> = [.get, .head]
  ) {
    self.store = store
    provider = Provider<CacheTarget>(
      session: transport, scheduler: scheduler,
      interceptors: [CacheInterceptor(store: store, policy: policy, methods: methods)])
  }

  deinit { for subscription in subscriptions { subscription.dispose() } }

  /// The requests the transport was asked to send.
  var sent: [URLRequest] { transport.tasks.map(\.request.urlRequest) }

  /// Subscribes to `target` and records what arrives; the outcome holds the subscription.
  @discardableResult
  func request(_ target: CacheTarget = CacheTarget()) -> CacheOutcome {
    let outcome = CacheOutcome()
    outcome.subscription = provider.response(target).subscribe(
      onNext: { outcome.responses.append($0) }, onError: { outcome.error = $0 },
      onCompleted: { outcome.completed = true })
    subscriptions.append(outcome.subscription ?? Disposables.create())
    return outcome
  }

  /// Answers the last request sent.
  func respond(
    _ status: Int, _ body: String = "", headers: [String: String] = [:]
  ) {
    transport.tasks.last?.respond(status: status, data: Data(body.utf8), headers: headers)
  }

  /// Fails the last request sent with a URL error.
  func fail(_ code: URLError.Code) {
    transport.tasks.last?.send(.failed(URLError(code), nil))
  }

  /// Moves the virtual clock to `time` seconds.
  func advance(to time: TestTime) { scheduler.advanceTo(time) }
}

/// What one subscription received.
final class CacheOutcome {
  var responses: [Response] = []
  var error: (any Error)?
  var completed = false
  var subscription: Disposable?

  /// The bodies received, as text.
  var bodies: [String] { responses.map { String(decoding: $0.data, as: UTF8.self) } }
  /// The statuses received.
  var statuses: [Int] { responses.map(\.statusCode) }
  /// The URL error code the sequence failed with, if any.
  var errorCode: URLError.Code? {
    ((error as? NetworkError)?.underlyingError as? URLError)?.code
  }
}

extension URLRequest {
  /// The header `name`, or `nil`.
  func sentHeader(_ name: String) -> String? { value(forHTTPHeaderField: name) }
}

/// A fresh empty directory under the temporary directory, removed by ``remove()``.
struct CacheDirectory {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-cache-tests-\(UUID().uuidString)")
  }

  /// A path inside it.
  func appending(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names of the files inside `subdirectory`, sorted.
  func files(in subdirectory: String) -> [String] {
    let path = url.appendingPathComponent(subdirectory).path
    return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A stored entry with a text body, for store tests.
func cachedEntry(
  _ body: String, status: Int = 200, headers: [String: String] = ["ETag": "\"v1\""],
  at seconds: TimeInterval = 0
) -> CachedResponse {
  CachedResponse(
    statusCode: status, headers: headers, data: Data(body.utf8),
    storedAt: Date(timeIntervalSince1970: seconds))
}
