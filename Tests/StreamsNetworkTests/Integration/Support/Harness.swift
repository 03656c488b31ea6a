import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One call to the fixture server, as a plain struct target: each test says what it needs.
struct Call: TargetType {
  var baseURL: URL
  var path: String
  var method: StreamsNetwork.HTTPMethod = .get
  var task: RequestTask = .requestPlain
  var headers: [String: String]?
  var validationType: ValidationType = .none
  var timeoutInterval: TimeInterval?
}

/// The session tasks a transport reported as completed, with their errors.
final class TaskCompletions: @unchecked Sendable {
  // Safe to share: the list lives in the `Locked` box; the semaphore is thread-safe.
  private let list = Locked<[(identifier: Int, error: (any Error)?)]>([])
  private let signal = DispatchSemaphore(value: 0)

  func record(_ identifier: Int, _ error: (any Error)?) {
    list.withLock { $0.append((identifier, error)) }
    signal.signal()
  }

  /// Blocks until `count` tasks have completed in all, at most `seconds`.
  ///
  /// - Returns: whether they did in time.
  func wait(count: Int, seconds: Double = 5) -> Bool {
    let deadline = DispatchTime.now() + seconds
    while list.withLock({ $0.count }) < count {
      guard signal.wait(timeout: deadline) == .success else { return false }
    }
    return true
  }

  /// The errors of the completed tasks, `nil` for a task without error.
  var errors: [(any Error)?] { list.withLock { $0.map(\.error) } }

  /// The URL error codes of the completed tasks, `nil` for a task without error.
  var codes: [Int?] {
    list.withLock { $0.map { entry in entry.error.map { ($0 as NSError).code } } }
  }
}

/// The transports the integration suites run against, each suite once per kind: both on
/// Linux, URLSession alone elsewhere.
enum TransportKind: String, Sendable, CustomTestStringConvertible {
  case urlSession = "urlsession"
  case curl

  /// The kinds this platform has.
  static var available: [TransportKind] {
    #if os(Linux)
    return [.urlSession, .curl]
    #else
    return [.urlSession]
    #endif
  }

  var testDescription: String { rawValue }

  /// A new transport of this kind that reports every task's end to `completions`, with
  /// the settings of `configuration` (for libcurl: its additional headers).
  func make(_ configuration: URLSessionConfiguration, completions: TaskCompletions) throws
    -> any InspectableTransport
  {
    switch self {
    case .urlSession:
      return URLSessionTransport(configuration: configuration) { completions.record($0, $1) }
    case .curl:
      #if os(Linux)
      var headers: [String: String] = [:]
      for (key, value) in configuration.httpAdditionalHeaders ?? [:] {
        if let key = key as? String, let value = value as? String { headers[key] = value }
      }
      return try CurlTransport(
        configuration: CurlTransport.Configuration(additionalHeaders: headers),
        taskObserver: { completions.record($0, $1) })
      #else
      throw CurlUnavailableHere()
      #endif
    }
  }
}

/// The libcurl transport was asked for where it does not exist.
struct CurlUnavailableHere: Error {}

/// A started fixture server, a transport that reports its tasks, and providers over both.
final class Harness: @unchecked Sendable {
  // Safe to share: every stored property is a `let` of a thread-safe type.
  let server: FixtureServer
  let kind: TransportKind
  let transport: any InspectableTransport
  let completions = TaskCompletions()
  /// The queue behind the providers' clock, so ``settle()`` can wait for it.
  let clockQueue = DispatchQueue(label: "tests.provider-clock")

  /// Starts a server with the routes `configure` adds, and a transport of `kind`.
  init(
    _ kind: TransportKind = .urlSession, configuration: URLSessionConfiguration = .fixture,
    _ configure: (FixtureServer) -> Void
  ) throws {
    server = FixtureServer()
    configure(server)
    try server.start()
    self.kind = kind
    transport = try kind.make(configuration, completions: completions)
  }

  #if os(Linux)
  /// Starts a server with the routes `configure` adds, and a libcurl transport with the
  /// settings `configuration` gives for that server (whose port is known once it runs).
  init(
    curl configuration: (FixtureServer) -> CurlTransport.Configuration,
    _ configure: (FixtureServer) -> Void
  ) throws {
    server = FixtureServer()
    configure(server)
    try server.start()
    kind = .curl
    transport = try CurlTransport(configuration: configuration(server))
  }
  #endif

  /// The transport as a `URLSessionTransport`, for the tests that reach into its session.
  var urlSessionTransport: URLSessionTransport? { transport as? URLSessionTransport }

  /// A provider over the harness's transport, its clock on ``clockQueue``, with no
  /// interceptors: transport tests count one task per subscription, which the provider's
  /// default coalescer would share among identical GETs.
  func provider<Target: TargetType>(
    _ target: Target.Type = Call.self, callbackQueue: DispatchQueue? = nil
  ) -> Provider<Target> {
    Provider<Target>(
      callbackQueue: callbackQueue, session: transport,
      scheduler: SerialDispatchQueueScheduler(serialQueue: clockQueue), interceptors: [])
  }

  /// A call to `path` on the server.
  func call(
    _ path: String, method: StreamsNetwork.HTTPMethod = .get, task: RequestTask = .requestPlain,
    headers: [String: String]? = nil, validation: ValidationType = .none,
    timeout: TimeInterval? = nil, host: String = "127.0.0.1"
  ) -> Call {
    Call(
      baseURL: server.url("", host: host), path: path, method: method, task: task,
      headers: headers, validationType: validation, timeoutInterval: timeout)
  }

  /// Sends `source` and waits, bounded, for its end and for the transport and the clock to
  /// finish what they were doing, so the live-resource count is settled.
  func run<Source: ObservableType>(_ source: Source, seconds: Double = 5) -> Recorder<
    Source.Element
  > {
    let recorder = Recorder<Source.Element>()
    let subscription = source.subscribe(recorder)
    _ = recorder.waitForEnd(seconds: seconds)
    subscription.dispose()
    settle()
    return recorder
  }

  /// Waits, bounded, until the delegate queue and the clock have run everything queued so
  /// far: the callback that delivered a terminal event has returned and disposed.
  func settle(extraQueues: [DispatchQueue] = []) {
    let drained = DispatchSemaphore(value: 0)
    transport.afterQueuedEvents { drained.signal() }
    _ = drained.wait(timeout: .now() + 5)
    for queue in [clockQueue] + extraQueues {
      queue.async { drained.signal() }
      _ = drained.wait(timeout: .now() + 5)
    }
    transport.afterQueuedEvents { drained.signal() }
    _ = drained.wait(timeout: .now() + 5)
  }
}

extension URLSessionConfiguration {
  /// Ephemeral, no cache, short timeouts: every request reaches the fixture server.
  static var fixture: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 5
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    return configuration
  }
}
