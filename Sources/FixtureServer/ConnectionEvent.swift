import Foundation

/// Something that happened to a connection, as the request log records it.
public struct ConnectionEvent: Sendable, Equatable {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// The server accepted the connection.
    case opened
    /// The client closed the connection while no request was pending (the normal end of a
    /// keep-alive connection).
    case closedByClient
    /// The client closed (or reset) the connection while a request was pending: what a
    /// cancelled request looks like from the server.
    ///
    /// Seen at once during a response's delay or drip pauses and when a write fails; a close
    /// during the handler itself is seen as soon as the handler returns.
    case droppedByClient
    /// The server closed the connection: `Connection: close`, a fault, a timeout, or `stop()`.
    case closedByServer
    /// The server could not parse a request, answered with `status`, and closed.
    case rejected(status: Int)
  }

  /// What happened.
  public let kind: Kind
  /// The connection's id, as in ``FixtureRequest/connectionID``.
  public let connectionID: Int
  /// For ``Kind/droppedByClient``, the path of the request that was pending.
  public let path: String?
  /// When it happened, by the wall clock.
  public let date: Date
  /// When it happened, on the monotonic clock.
  public let instant: FixtureInstant

  /// Records an event now.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - connectionID: The connection's id.
  ///   - path: The pending request's path, for drops.
  public init(_ kind: Kind, connectionID: Int, path: String? = nil) {
    self.kind = kind
    self.connectionID = connectionID
    self.path = path
    date = Date()
    instant = .now
  }
}

extension ConnectionEvent.Kind {
  /// Whether this is the one event that ends each connection: closed or dropped.
  var endsConnection: Bool {
    switch self {
    case .closedByClient, .droppedByClient, .closedByServer: true
    case .opened, .rejected: false
    }
  }
}
