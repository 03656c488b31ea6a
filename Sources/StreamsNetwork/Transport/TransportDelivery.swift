import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a transport reports to the provider (``Transport/start(_:deliveringHeads:)``): a
/// ``TransportEvent``, or a completed response as its head and body, whose `HTTPURLResponse`
/// is made only if someone reads it.
///
/// The libcurl transport reports completions as heads, so that nobody pays for an
/// `HTTPURLResponse` nobody reads; other transports report ``event(_:)`` (a head is made only
/// inside StreamsNetwork).
public enum TransportDelivery: Sendable {
  /// Progress, a failure, or a completion with its `HTTPURLResponse` made.
  case event(TransportEvent)
  /// The server answered: the head (any status) and the body.
  case completed(HTTPResponseHead, Data)

  /// The same report as a ``TransportEvent``, its `HTTPURLResponse` made now: what
  /// ``Transport/start(_:handler:)`` delivers.
  public var event: TransportEvent {
    switch self {
    case .event(let event):
      return event
    case .completed(let head, let data):
      guard let response = head.httpURLResponse() else {
        return .failed(URLError(.badServerResponse), nil)
      }
      return .completed(response, data)
    }
  }

  /// The outcome a terminal report gives, before validation (see
  /// ``TransportEvent/result(for:)``); a completed head becomes a ``Response`` that makes its
  /// `HTTPURLResponse` only when read.
  ///
  /// - Parameter request: the request sent, as the response's `request`.
  /// - Returns: the outcome, or `nil` for progress.
  package func result(for request: URLRequest) -> Result<Response, NetworkError>? {
    switch self {
    case .event(let event):
      return event.result(for: request)
    case .completed(let head, let data):
      return .success(Response(data: data, request: request, head: head))
    }
  }

  /// How a streamed request that ended with this report ends: its failure, or
  /// ``TransportStreamEvent/completed`` (its head and body went out as they arrived).
  var streamEnd: TransportStreamEvent {
    guard case .event(.failed(let error, let http)) = self else { return .completed }
    return .failed(error, http)
  }

  /// The progress a progress report gives; `nil` for a terminal one.
  package var progress: Progress? {
    guard case .event(let event) = self else { return nil }
    return event.progress
  }
}
