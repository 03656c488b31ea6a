import Dispatch
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the demo's requests go and the providers that send them: one per run.
///
/// The enum target ``GitHub`` goes through ``gitHub``, the fixture-only ``FixtureEndpoint``
/// through ``fixture``, and the request structs of ``API`` through ``requests``. All three
/// share one transport, one clock and one set of plugins, so a run's requests are logged and
/// authorised alike.
///
/// Request structs capture ``current`` when they are made (`API.Users.Get(login:)` reads it
/// as a default argument), so a request keeps the environment it was created in.
package final class GitHubEnvironment: Sendable {
  /// The API's base URL: the embedded fixture server's, or `--base-url`.
  package let baseURL: URL
  /// The transport every provider sends through.
  package let transport: any Transport
  /// Which kind ``transport`` is.
  package let transportKind: DefaultTransport.Kind
  /// What the header line calls the transport ("libcurl/7.88.1 …" or "URLSession").
  package let transportName: String
  private let inspectable: any InspectableTransport
  /// The serial queue behind the providers' clock (deadlines, stub delays).
  package let clockQueue: DispatchQueue
  /// Sends ``API`` requests.
  package let requests: Provider<MultiTarget>
  /// Sends ``GitHub`` targets.
  package let gitHub: Provider<GitHub>
  /// Sends ``FixtureEndpoint`` targets.
  package let fixture: Provider<FixtureEndpoint>

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - baseURL: the API's base URL.
  ///   - transport: the kind of transport, made fresh for this environment: libcurl (the
  ///     default on Linux) or an ephemeral URLSession without a cache. Should libcurl be
  ///     missing, URLSession is used and one line on standard error says so.
  ///   - plugins: the plugins each provider uses (logger, access token…).
  package init(
    baseURL: URL, transport: DefaultTransport.Kind = DefaultTransport.kind,
    plugins: [PluginType] = []
  ) {
    self.baseURL = baseURL
    let made = Self.makeTransport(transport)
    self.transport = made
    inspectable = made
    #if os(Linux)
    transportKind = made is CurlTransport ? .curl : .urlSession
    transportName =
      made is CurlTransport
      ? "CurlTransport (\(CurlTransport.libraryVersion.split(separator: " ").first ?? "libcurl"))"
      : "URLSessionTransport"
    #else
    transportKind = .urlSession
    transportName = "URLSessionTransport"
    #endif
    let clockQueue = DispatchQueue(label: "streams-demo.provider-clock")
    self.clockQueue = clockQueue
    let clock = SerialDispatchQueueScheduler(serialQueue: clockQueue)
    requests = Provider(session: made, plugins: plugins, scheduler: clock)
    gitHub = Provider(
      endpointClosure: { Endpoint.mapping(for: $0, rebasedOn: baseURL) }, session: made,
      plugins: plugins, scheduler: clock)
    fixture = Provider(
      endpointClosure: { Endpoint.mapping(for: $0, rebasedOn: baseURL) }, session: made,
      plugins: plugins, scheduler: clock)
  }

  private static func makeTransport(_ kind: DefaultTransport.Kind) -> any InspectableTransport {
    #if os(Linux)
    if kind == .curl {
      let made = DefaultTransport.resolve(
        { try CurlTransport() },
        log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
      if let curl = made as? CurlTransport { return curl }
    }
    #endif
    return URLSessionTransport(configuration: .demo)
  }

  private static let shared = Locked<GitHubEnvironment?>(nil)

  /// The environment new requests use; set by the demo for the length of a run.
  ///
  /// Until something sets it, it points at `https://api.github.com`.
  package static var current: GitHubEnvironment {
    get {
      shared.withLock { current in
        if let current { return current }
        let made = GitHubEnvironment(baseURL: .gitHubAPI)
        current = made
        return made
      }
    }
    set { shared.withLock { $0 = newValue } }
  }

  /// Waits, bounded, until the transport and the clock have run everything queued so far, so
  /// a request that just ended has released what it held.
  package func settle() async {
    let afterQueuedEvents = inspectable.afterQueuedEvents
    let clockQueue = clockQueue
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // A thread of its own: the waits must not block one of Swift concurrency's threads.
      let waiter = Thread {
        let drained = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
          afterQueuedEvents { drained.signal() }
          _ = drained.wait(timeout: .now() + 2)
          clockQueue.async { drained.signal() }
          _ = drained.wait(timeout: .now() + 2)
        }
        continuation.resume()
      }
      waiter.start()
    }
  }
}

extension Endpoint {
  /// The default mapping of `target`, sent to `baseURL` instead of the target's own.
  ///
  /// - Parameters:
  ///   - target: the target.
  ///   - baseURL: the server to send it to.
  /// - Returns: the endpoint.
  package static func mapping(for target: some TargetType, rebasedOn baseURL: URL) -> Endpoint {
    let url = URL(target: Rebased(baseURL: baseURL, path: target.path))
    return Endpoint(
      url: url.absoluteString, sampleResponseClosure: { .networkResponse(200, target.sampleData) },
      method: target.method, task: target.task, httpHeaderFields: target.headers,
      timeoutInterval: target.timeoutInterval)
  }
}

/// A base URL and a path, to join them the way targets are joined.
private struct Rebased: TargetType {
  let baseURL: URL
  let path: String
  var method: StreamsNetwork.HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

extension URL {
  /// `https://api.github.com`.
  package static var gitHubAPI: URL {
    URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/")
  }
}

extension URLSessionConfiguration {
  /// Ephemeral, no cache, a 10-second idle timeout: every request reaches the server.
  package static var demo: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    return configuration
  }
}
