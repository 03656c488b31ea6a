import Foundation

/// A small HTTP/1.1 server on `127.0.0.1` for tests, demos and benchmarks: routes registered in
/// code, JSON fixtures, fault modes, and a request log tests can wait on.
///
/// ```swift
/// let server = FixtureServer()
/// server.route(.get, "/users/{login}") { request in
///   .json(["login": request.pathParameters["login"] ?? ""])
/// }
/// try server.start()
/// // GET \(server.baseURL)/users/ann  →  200 {"login":"ann"}
/// ```
///
/// Each connection is served on its own thread; handlers may run concurrently and must be
/// thread-safe. The server binds only the loopback address. `stop()` (or `deinit`) closes the
/// listener and every connection.
public final class FixtureServer: Sendable {
  /// Ports, timeouts and limits.
  public struct Configuration: Sendable, Equatable {
    /// The port to bind on `127.0.0.1`; 0 (the default) picks a free ephemeral port.
    public var port: UInt16
    /// How long a started request may wait for its next bytes before the server answers 408.
    public var readTimeout: FixtureDuration
    /// How long an idle keep-alive connection stays open.
    public var idleTimeout: FixtureDuration
    /// How long one send may block on a client that does not read.
    public var writeTimeout: FixtureDuration
    /// The largest request head (request line and headers), answered with 431 beyond it.
    public var maxHeadBytes: Int
    /// The largest request body, answered with 413 beyond it.
    public var maxBodyBytes: Int
    /// How long `stop()` waits for connection threads (a handler that never returns).
    public var stopTimeout: FixtureDuration
    /// Whether the log keeps every request; `false` keeps only counters and connection events,
    /// for benchmarks that send many requests.
    public var storesRequests: Bool

    /// Creates a configuration; every parameter has a default that suits tests.
    ///
    /// - Parameters:
    ///   - port: The port, 0 for an ephemeral one.
    ///   - readTimeout: The mid-request read timeout.
    ///   - idleTimeout: The keep-alive idle timeout.
    ///   - writeTimeout: The send timeout.
    ///   - maxHeadBytes: The request head limit.
    ///   - maxBodyBytes: The request body limit.
    ///   - stopTimeout: The bound on `stop()`'s wait for threads.
    ///   - storesRequests: Whether the log keeps every request.
    public init(
      port: UInt16 = 0, readTimeout: FixtureDuration = .seconds(5),
      idleTimeout: FixtureDuration = .seconds(30),
      writeTimeout: FixtureDuration = .seconds(10), maxHeadBytes: Int = 65_536,
      maxBodyBytes: Int = 33_554_432, stopTimeout: FixtureDuration = .seconds(2),
      storesRequests: Bool = true
    ) {
      self.port = port
      self.readTimeout = readTimeout
      self.idleTimeout = idleTimeout
      self.writeTimeout = writeTimeout
      self.maxHeadBytes = maxHeadBytes
      self.maxBodyBytes = maxBodyBytes
      self.stopTimeout = stopTimeout
      self.storesRequests = storesRequests
    }
  }

  private let core: ServerCore

  /// Creates a stopped server; register routes, then call ``start()``.
  ///
  /// - Parameter configuration: Port, timeouts and limits.
  public init(configuration: Configuration = Configuration()) {
    core = ServerCore(configuration: configuration)
  }

  deinit { core.stop() }

  /// The configuration the server was created with.
  public var configuration: Configuration { core.configuration }

  /// Everything the server has seen: requests and connection events.
  public var log: RequestLog { core.log }

  /// The bound port; 0 until ``start()`` succeeds.
  public var port: Int { core.port }

  /// Whether the server is accepting connections.
  public var isRunning: Bool { core.isRunning }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { url("") }

  /// Binds `127.0.0.1` and starts accepting connections; returns at once.
  ///
  /// Calling it while running does nothing.
  ///
  /// - Throws: ``FixtureServerError/socket(operation:code:)`` when the port cannot be bound,
  ///   ``FixtureServerError/stopped`` after ``stop()``.
  public func start() throws(FixtureServerError) { try core.start() }

  /// Closes the listener and every open connection, and waits for their threads.
  ///
  /// The wait is bounded by ``Configuration/stopTimeout``. Idempotent; `deinit` calls it. Do not
  /// call it from a handler: the handler's own thread would be waited for.
  public func stop() { core.stop() }

  /// A URL on this server.
  ///
  /// - Parameters:
  ///   - path: A path with an optional query, such as `/search?q=a+b`; used as written when it
  ///     is a valid URL, else its path and query are percent-encoded by `URLComponents`.
  ///   - host: The host name: `127.0.0.1`, or `localhost` for a second name of the same server.
  /// - Returns: `http://<host>:<port><path>`.
  public func url(_ path: String, host: String = "127.0.0.1") -> URL {
    let slash = path.isEmpty || path.hasPrefix("/") ? "" : "/"
    let text = "http://\(host):\(port)\(slash)\(path)"
    if let url = URL(string: text) { return url }
    // Not a valid URL as written (a raw space, a stray %): let Foundation encode the parts.
    let parts = (slash + path).split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var components = URLComponents()
    components.scheme = "http"
    components.host = host
    components.port = port
    components.path = parts.first.map(String.init) ?? ""
    components.query = parts.count > 1 ? String(parts[1]) : nil
    return components.url ?? URL(fileURLWithPath: "/")
  }

  /// Registers a handler for `method` and `pattern`, replacing an earlier one for the same pair.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - pattern: A path whose segments may be `{name}` parameters, such as `/users/{login}/repos`.
  ///   - handler: Builds the response; runs on the connection's thread, possibly concurrently.
  public func route(
    _ method: HTTPMethod, _ pattern: String,
    _ handler: @escaping @Sendable (FixtureRequest) -> FixtureResponse
  ) {
    core.router.add(method, pattern, handler: handler)
  }

  /// Registers a fixed response for `method` and `pattern`.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - pattern: The path pattern.
  ///   - response: The response every matching request gets.
  public func route(_ method: HTTPMethod, _ pattern: String, response: FixtureResponse) {
    core.router.add(method, pattern) { _ in response }
  }

  /// Registers a sequence: "the first N requests get X, then Y", counted for this route.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - pattern: The path pattern.
  ///   - sequence: The sequence; its ``ResponseSequence/callCount`` counts this route's calls.
  public func route(_ method: HTTPMethod, _ pattern: String, sequence: ResponseSequence) {
    core.router.add(method, pattern) { sequence.respond(to: $0) }
  }

  /// Registers a Server-Sent Events stream: each request is one connection to it, answered as
  /// its attempts say and resumed after its `Last-Event-ID`.
  ///
  /// - Parameters:
  ///   - method: The method, usually `.get`.
  ///   - pattern: The path pattern.
  ///   - events: The stream; its ``FixtureEventStream/connectionCount`` counts this route's
  ///     requests.
  public func route(_ method: HTTPMethod, _ pattern: String, events: FixtureEventStream) {
    core.router.add(method, pattern) { events.respond(to: $0) }
  }

  /// Removes every route; requests then get the default 404.
  public func removeAllRoutes() { core.router.removeAll() }

  /// The address and port the listening socket is bound to, read back with `getsockname`.
  package var listenerEndpoint: (address: String, port: Int)? { core.listenerEndpoint }
}

/// Why the fixture server could not start.
public enum FixtureServerError: Error, Equatable, Sendable {
  /// A socket call failed: its name and `errno` (such as `bind` with `EADDRINUSE`).
  case socket(operation: String, code: Int32)
  /// ``FixtureServer/start()`` was called after ``FixtureServer/stop()``.
  case stopped
}
