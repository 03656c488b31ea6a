import Foundation

/// The server closed an event stream: what a ``ServerSentEventSource`` that gives up
/// (``EventSourceConfiguration/maximumReconnectionAttempts``) fails with when the last
/// connection ended without an error.
///
/// It arrives as ``NetworkError/underlying(_:_:)`` carrying this error and the last
/// connection's head, so a `switch` over ``NetworkError`` still covers it:
///
/// ```swift
/// if case .underlying(is EventStreamClosedError, let response)? = error as? NetworkError {
///   print("the server kept closing the stream (\(response?.statusCode ?? 0))")
/// }
/// ```
public struct EventStreamClosedError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error.
  public init() {}

  /// What happened, in words: "The server closed the event stream".
  public var description: String { "The server closed the event stream." }
}

extension EventStreamClosedError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
