import Foundation

/// One accepted connection, served on its own thread: parse requests, run handlers, write the
/// planned responses, and report how the connection ended.
///
/// Used only by the thread that runs it, so it needs no lock of its own.
final class Connection {
  /// How a connection ended, which decides the log event and the way the socket is closed.
  private enum End {
    case byClient
    case dropped(path: String)
    case byServer
    case reset
  }

  private let core: ServerCore
  private let socket: SocketHandle
  private let id: Int
  private var parser: HTTPParser

  /// Wraps an accepted socket; `id` is the connection id the log uses.
  init(core: ServerCore, socket: SocketHandle, id: Int) {
    self.core = core
    self.socket = socket
    self.id = id
    parser = HTTPParser(
      maxHeadBytes: core.configuration.maxHeadBytes, maxBodyBytes: core.configuration.maxBodyBytes)
  }

  /// Serves requests until the connection ends, then closes it and records how it ended.
  func run() {
    let end = serve()
    let kind: ConnectionEvent.Kind
    var path: String?
    switch end {
    case .byClient: kind = .closedByClient
    case .dropped(let pending):
      kind = .droppedByClient
      path = pending
    case .byServer, .reset: kind = .closedByServer
    }
    if case .byServer = end, !core.isStopping, socket.waitUntilReadable(timeout: .zero) {
      // Unread input would turn close() into a reset that can destroy our last response:
      // close our side, let the client read, and discard what it still sends (bounded).
      socket.shutdownWrite()
      socket.drain(timeout: .milliseconds(500))
    }
    var reset = false
    if case .reset = end { reset = true }
    core.closeConnection(id, socket, reset: reset)
    core.log.record(ConnectionEvent(kind, connectionID: id, path: path))
  }

  private func serve() -> End {
    while true {
      switch parser.next() {
      case .request(let request):
        if let end = respond(to: request) { return end }
      case .failure(let error):
        reject(status: error.status)
        return .byServer
      case .needMore:
        if parser.takeContinueRequest(), !socket.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) {
          return clientGone(pending: nil)
        }
        let idle = parser.isIdle
        let timeout = idle ? core.configuration.idleTimeout : core.configuration.readTimeout
        switch socket.receive(timeout: timeout) {
        case .bytes(let bytes): parser.append(bytes)
        case .endOfStream, .failed: return clientGone(pending: nil)
        case .timedOut:
          if !idle { reject(status: 408) }
          return .byServer
        }
      }
    }
  }

  /// Runs the route for one request and writes its response; `nil` keeps the connection open.
  private func respond(to parsed: ParsedRequest) -> End? {
    let method = HTTPMethod(rawValue: parsed.head.method)
    let path = FixtureRequest.components(of: parsed.head.target).path
    let match = core.router.match(method, path: path)
    var pattern: String?
    var parameters: [String: String] = [:]
    if case .found(let found, let values, _) = match {
      pattern = found
      parameters = values
    }
    let request = FixtureRequest(
      method: method, target: parsed.head.target, headers: parsed.head.headers,
      body: Data(parsed.body), version: parsed.head.version, pathParameters: parameters,
      route: pattern, connectionID: id, sequenceNumber: core.nextSequenceNumber(),
      serverPort: core.port)
    core.log.record(request)
    let response: FixtureResponse
    switch match {
    case .found(_, _, let handler): response = handler(request)
    case .methodNotAllowed(let allowed):
      response = .json(["error": "method not allowed", "method": method.rawValue], status: 405)
        .header("Allow", allowed.map(\.rawValue).joined(separator: ", "))
    case .notFound: response = .notFound(for: request)
    }
    // The handler may have taken a while: has the client given up meanwhile?
    guard !core.isStopping else { return .byServer }
    guard waitWatchingClient(for: .zero) else { return clientGone(pending: request.path) }
    let ending: WirePlan.Ending
    if let script = response.stream {
      var wire = StreamWire(
        response, script: script, method: method, keepAlive: parsed.head.keepAlive)
      guard perform(&wire) else { return clientGone(pending: request.path) }
      ending = wire.ending
    } else {
      let plan = WirePlan(response, method: method, keepAlive: parsed.head.keepAlive)
      var steps = plan.steps.makeIterator()
      guard perform(&steps) else { return clientGone(pending: request.path) }
      ending = plan.ending
    }
    switch ending {
    case .keepAlive: return nil
    case .close: return .byServer
    case .reset: return .reset
    }
  }

  /// Sends and pauses as `steps` say; `false` as soon as the client has gone away.
  private func perform<Steps: IteratorProtocol>(_ steps: inout Steps) -> Bool
  where Steps.Element == WirePlan.Step {
    while let step = steps.next() {
      switch step {
      case .send(let bytes): guard socket.send(bytes) else { return false }
      case .pause(let duration): guard waitWatchingClient(for: duration) else { return false }
      }
    }
    return true
  }

  /// Waits `duration` of real time while watching the socket.
  ///
  /// Returns `false` as soon as the client closes or resets it; bytes of a pipelined next
  /// request are kept for the parser.
  private func waitWatchingClient(for duration: FixtureDuration) -> Bool {
    let deadline = FixtureInstant.now + duration
    while true {
      let remaining = max(.zero, FixtureInstant.now.duration(to: deadline))
      switch socket.receive(timeout: remaining) {
      case .bytes(let bytes): parser.append(bytes)
      case .endOfStream, .failed: return false
      case .timedOut: if remaining == .zero || FixtureInstant.now >= deadline { return true }
      }
    }
  }

  /// The end for a client that went away: dropped when a request was pending, closed
  /// otherwise; `stop()` shutting the socket down counts as the server's doing.
  private func clientGone(pending path: String?) -> End {
    if core.isStopping { return .byServer }
    guard let path else { return .byClient }
    return .dropped(path: path)
  }

  /// Answers a request the server could not parse (or that timed out) and records it.
  private func reject(status: Int) {
    let reason = FixtureResponse.standardReason(status)
    let response = FixtureResponse.json(["error": reason.lowercased()], status: status)
    let plan = WirePlan(response, method: .get, keepAlive: false)
    for case .send(let bytes) in plan.steps { _ = socket.send(bytes) }
    core.log.record(ConnectionEvent(.rejected(status: status), connectionID: id))
  }
}
