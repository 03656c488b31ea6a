import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A fixture server and a real transport to it (URLSession ephemeral with Foundation's own
/// cache off, or libcurl); each call waits, bounded, for its end and for the transport to let
/// go of it.
final class LoopbackCache {
  let server = FixtureServer()
  let transport: any InspectableTransport

  init(_ kind: TransportKind = .urlSession, _ routes: (FixtureServer) -> Void) throws {
    transport = try kind.make(.fixture, completions: TaskCompletions())
    routes(server)
    try server.start()
  }

  deinit { server.stop() }

  /// A new provider with its own cache interceptor over `store`.
  func provider(store: any ResponseCacheStore, policy: CachePolicy) -> Provider<CacheTarget> {
    Provider<CacheTarget>(
      session: transport, interceptors: [CacheInterceptor(store: store, policy: policy)])
  }

  /// A GET of `path` on the server.
  func item(_ path: String) -> CacheTarget { CacheTarget(baseURL: server.baseURL, path: path) }

  /// Requests `target` and waits, at most 5 seconds, for the end.
  ///
  /// - Returns: the bodies and statuses received, and whether it completed.
  func fetch(_ provider: Provider<CacheTarget>, _ target: CacheTarget) -> (
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
    settle()
    return state.withLock { $0 }
  }

  /// Waits, at most 5 seconds each, until the transport's event queue has run everything
  /// queued so far: the callback that ended a request has returned and let go of it.
  func settle() {
    let drained = DispatchSemaphore(value: 0)
    for _ in 0..<2 {
      transport.afterQueuedEvents { drained.signal() }
      _ = drained.wait(timeout: .now() + 5)
    }
  }
}
