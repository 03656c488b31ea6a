extension FixtureRequest {
  /// The `Last-Event-ID` header a reconnecting EventSource sends, or `nil` when absent.
  public var lastEventID: String? { headers["Last-Event-ID"] }
}

extension RequestLog {
  /// The `Last-Event-ID` each request to a route carried, in arrival order (`nil` for a request
  /// without one): for an event stream, what the client sent on each connection.
  ///
  /// Read from the stored requests, so empty when the server does not store them
  /// (``FixtureServer/Configuration/storesRequests``).
  ///
  /// - Parameters:
  ///   - method: The route's method.
  ///   - pattern: The route's pattern as registered.
  /// - Returns: One entry per request, in order.
  public func lastEventIDs(_ method: HTTPMethod, _ pattern: String) -> [String?] {
    requests(method, pattern).map(\.lastEventID)
  }
}
