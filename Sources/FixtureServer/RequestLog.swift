/// Everything the server saw, for tests to read.
///
/// Each request in arrival order and each connection event. Waits block on a condition variable
/// until the log changes, never poll. Thread-safe; every accessor returns a consistent snapshot.
public final class RequestLog: Sendable {
  /// The log's contents at one moment.
  public struct Snapshot: Sendable, Equatable {
    /// Every request, in arrival order.
    public var requests: [FixtureRequest] = []
    /// Every connection event, in order.
    public var events: [ConnectionEvent] = []
    /// The number of requests received, counted even when requests are not stored.
    public var requestCount = 0
    /// Requests per `"METHOD pattern"`, counted even when requests are not stored.
    var routeCounts: [String: Int] = [:]

    /// The number of requests that matched `pattern` with `method`.
    ///
    /// - Parameters:
    ///   - method: The route's method.
    ///   - pattern: The route's pattern as registered, such as `/users/{login}`.
    /// - Returns: The count.
    public func count(_ method: HTTPMethod, _ pattern: String) -> Int {
      routeCounts["\(method.rawValue) \(pattern)"] ?? 0
    }

    /// The events of one kind.
    ///
    /// - Parameter kind: The kind.
    /// - Returns: Those events, in order.
    public func events(_ kind: ConnectionEvent.Kind) -> [ConnectionEvent] {
      events.filter { $0.kind == kind }
    }
  }

  private let state = Guarded(Snapshot())
  private let storesRequests: Bool

  /// Creates an empty log.
  ///
  /// - Parameter storesRequests: Keep every request (the default); with `false` only the
  ///   counters and connection events are kept, so a long benchmark does not grow the log.
  public init(storesRequests: Bool = true) { self.storesRequests = storesRequests }

  /// A snapshot of everything recorded so far.
  public var snapshot: Snapshot { state.withLock { $0 } }

  /// Every request, in arrival order.
  public var requests: [FixtureRequest] { state.withLock { $0.requests } }

  /// Every connection event, in order.
  public var events: [ConnectionEvent] { state.withLock { $0.events } }

  /// The connection events of one kind, in order.
  ///
  /// - Parameter kind: The kind.
  /// - Returns: Those events.
  public func events(_ kind: ConnectionEvent.Kind) -> [ConnectionEvent] {
    state.withLock { $0.events(kind) }
  }

  /// The number of requests received.
  public var requestCount: Int { state.withLock { $0.requestCount } }

  /// The most recent request.
  public var lastRequest: FixtureRequest? { state.withLock { $0.requests.last } }

  /// The number of requests that matched `pattern` with `method`: the per-route counter.
  ///
  /// - Parameters:
  ///   - method: The route's method.
  ///   - pattern: The route's pattern as registered.
  /// - Returns: The count.
  public func count(_ method: HTTPMethod, _ pattern: String) -> Int {
    state.withLock { $0.count(method, pattern) }
  }

  /// The requests that matched `pattern` with `method`, in order.
  ///
  /// - Parameters:
  ///   - method: The route's method.
  ///   - pattern: The route's pattern as registered.
  /// - Returns: The requests.
  public func requests(_ method: HTTPMethod, _ pattern: String) -> [FixtureRequest] {
    state.withLock { $0.requests.filter { $0.method == method && $0.route == pattern } }
  }

  /// Forgets everything recorded so far (ids and sequence numbers keep counting).
  public func reset() { state.update { $0 = Snapshot() } }

  /// Blocks until `condition` holds for the log, or `timeout` passes.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - condition: Checked now and after every change to the log; keep it quick.
  /// - Returns: Whether the condition held in time.
  @discardableResult
  public func wait(timeout: FixtureDuration, until condition: (Snapshot) -> Bool) -> Bool {
    state.wait(timeout: timeout, until: condition)
  }

  /// Blocks until at least `count` requests have arrived, or `timeout` passes.
  ///
  /// - Parameters:
  ///   - count: The number of requests to wait for, counting those already logged.
  ///   - timeout: The longest wait.
  /// - Returns: Whether they arrived in time.
  @discardableResult
  public func waitForRequests(count: Int, timeout: FixtureDuration) -> Bool {
    wait(timeout: timeout, until: Self.requests(atLeast: count))
  }

  /// Blocks until a client has dropped a connection with a request pending
  /// (``ConnectionEvent/Kind/droppedByClient``), or `timeout` passes.
  ///
  /// - Parameters:
  ///   - count: The number of drops to wait for, counting those already logged.
  ///   - timeout: The longest wait.
  /// - Returns: Whether the drops were seen in time.
  @discardableResult
  public func waitForDisconnect(count: Int = 1, timeout: FixtureDuration) -> Bool {
    wait(timeout: timeout, until: Self.drops(atLeast: count))
  }

  /// Blocks until `count` connections have closed, whoever closed them, or `timeout` passes.
  ///
  /// - Parameters:
  ///   - count: The number of closed connections to wait for.
  ///   - timeout: The longest wait.
  /// - Returns: Whether they closed in time.
  @discardableResult
  public func waitForClosedConnections(count: Int, timeout: FixtureDuration) -> Bool {
    wait(timeout: timeout, until: Self.closedConnections(atLeast: count))
  }

  /// The condition of ``waitForRequests(count:timeout:)``.
  static func requests(atLeast count: Int) -> @Sendable (Snapshot) -> Bool {
    { $0.requestCount >= count }
  }

  /// The condition of ``waitForDisconnect(count:timeout:)``.
  static func drops(atLeast count: Int) -> @Sendable (Snapshot) -> Bool {
    { $0.events.count { $0.kind == .droppedByClient } >= count }
  }

  /// The condition of ``waitForClosedConnections(count:timeout:)``.
  static func closedConnections(atLeast count: Int) -> @Sendable (Snapshot) -> Bool {
    { $0.events.count(where: \.kind.endsConnection) >= count }
  }

  /// Appends a request and wakes waiters.
  func record(_ request: FixtureRequest) {
    state.update { log in
      log.requestCount += 1
      if let route = request.route {
        log.routeCounts["\(request.method.rawValue) \(route)", default: 0] += 1
      }
      if storesRequests { log.requests.append(request) }
    }
  }

  /// Appends a connection event and wakes waiters.
  func record(_ event: ConnectionEvent) { state.update { $0.events.append(event) } }
}
