import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport over URLSession that remembers the queue its last answer was delivered on, so
/// a test can wait for that queue to finish: by then URLSession has let go of the request and
/// the live-resource count is settled.
final class SettlingTransport: Transport, @unchecked Sendable {
  // Safe to share: `inner` is thread-safe; the queue lives in the `Locked` box.
  private let inner: URLSessionTransport
  private let lastQueue = Locked<OperationQueue?>(nil)

  init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 5
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    inner = URLSessionTransport(configuration: configuration)
  }

  var sessionHeaders: [String: String] { inner.sessionHeaders }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let lastQueue = lastQueue
    return inner.start(request) { event in
      handler(event)
      switch event {
      case .completed, .failed: lastQueue.withLock { $0 = OperationQueue.current }
      case .uploadProgress, .downloadProgress: break
      }
    }
  }

  /// Waits, at most 5 seconds, until the queue of the last answer has run everything queued.
  func settle() {
    guard let queue = lastQueue.withLock({ $0 }) else { return }
    let drained = DispatchSemaphore(value: 0)
    queue.addOperation { drained.signal() }
    _ = drained.wait(timeout: .now() + 5)
  }
}

/// A fixture server and the transport that reaches it; each call waits, bounded, for its end.
final class LoopbackCache {
  let server = FixtureServer()
  let transport = SettlingTransport()

  init(_ routes: (FixtureServer) -> Void) throws {
    routes(server)
    try server.start()
  }

  deinit { server.stop() }

  /// A new provider with its own cache interceptor over `store`.
  func provider(store: any ResponseCacheStore, policy: CachePolicy) -> Provider<Item> {
    Provider<Item>(
      session: transport, interceptors: [CacheInterceptor(store: store, policy: policy)])
  }

  /// A GET of `path` on the server.
  func item(_ path: String) -> Item { Item(baseURL: server.baseURL, path: path) }

  /// Requests `target` and waits, at most 5 seconds, for the end.
  ///
  /// - Returns: the bodies and statuses received, and whether it completed.
  func fetch(_ provider: Provider<Item>, _ target: Item) -> (
    bodies: [String], statuses: [Int], completed: Bool
  ) {
    let state = Locked<(bodies: [String], statuses: [Int], completed: Bool)>(([], [], false))
    let ended = DispatchSemaphore(value: 0)
    let subscription = provider.response(target).subscribe(
      onNext: { response in
        state.withLock {
          $0.bodies.append(String(decoding: response.data, as: UTF8.self))
          $0.statuses.append(response.statusCode)
        }
      },
      onError: { _ in ended.signal() },
      onCompleted: {
        state.withLock { $0.completed = true }
        ended.signal()
      })
    _ = ended.wait(timeout: .now() + 5)
    subscription.dispose()
    transport.settle()
    return state.withLock { $0 }
  }
}
