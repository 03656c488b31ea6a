extension FixtureEventStream {
  /// What one connection to an event stream gets: the events (ending normally, cut off, or
  /// held open), or another response altogether.
  ///
  /// ```swift
  /// [.events(.drop(after: 3)), .events()]      // first connection cut after 3 events
  /// .events(contentType: "text/plain")          // a wrong content type
  /// .noContent                                  // 204: an EventSource stops
  /// .status(503)                                // a failed reconnect
  /// ```
  public enum Attempt: Sendable, Equatable {
    /// The events after the request's `Last-Event-ID`, ended as `ending` says, labelled with
    /// `contentType`.
    case events(Ending = .complete, contentType: String = FixtureEventStream.contentType)
    /// This response instead of events (any status, headers, body or fault).
    case response(FixtureResponse)

    /// `204 No Content`, which tells an EventSource to stop reconnecting.
    public static let noContent = Attempt.response(.status(204))

    /// A response with `status` and a small JSON body, such as `.status(503)`.
    ///
    /// - Parameter status: The status code.
    /// - Returns: The attempt.
    public static func status(_ status: Int) -> Attempt {
      let reason = FixtureResponse.standardReason(status).lowercased()
      return .response(.json(["error": reason], status: status))
    }
  }

  /// How a connection's events end.
  public enum Ending: Sendable, Equatable {
    /// Every remaining event, then the normal end of the body.
    case complete
    /// `count` events, then the connection closes abruptly (a FIN, no end of body); with
    /// `midEvent`, the first half of the next event goes out before the close.
    case drop(after: Int, midEvent: Bool = false)
    /// `count` events, then nothing more: the connection stays open until the client goes
    /// away or the server stops.
    case hold(after: Int)
  }
}
