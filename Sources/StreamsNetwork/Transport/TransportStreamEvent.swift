import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a transport reports about one streamed request
/// (``Transport/startStreaming(_:handler:)``): the head, each body chunk as it arrives, then
/// one end.
///
///     --head(200)--chunk--chunk--chunk--completed
///     --head(200)--chunk--failed(networkConnectionLost)
///     --failed(cannotConnectToHost)
public enum TransportStreamEvent: Sendable {
  /// The status line and header fields of the response, before any of its body: the final
  /// response, after any redirect the transport followed, whatever its status.
  case head(HTTPURLResponse)
  /// Bytes of the body, in the order they arrived, cut wherever a read of the connection
  /// ended (decoded from the transfer framing and any content encoding); never empty.
  case chunk(Data)
  /// The body ended as its framing says (its length, the last chunk, or the server's close
  /// of a body delimited by it).
  case completed
  /// The request failed: no answer, or a body cut off (a reset, a close before the announced
  /// length or the last chunk, a timeout); the response's head is given when it had arrived.
  case failed(Error, HTTPURLResponse?)

  /// What this event is to a subscriber of a request's ``StreamPart``s: a part, the end, or
  /// the failure as a ``NetworkError`` (``NetworkError/underlying(_:_:)``, with the head as a
  /// response without body when one had arrived, as a collected request fails).
  ///
  /// - Parameter request: the request sent, as the head's ``Response/request``.
  /// - Returns: the event.
  package func event(for request: URLRequest) -> Event<StreamPart> {
    switch self {
    case .head(let http):
      return .next(
        .head(Response(statusCode: http.statusCode, data: Data(), request: request, response: http))
      )
    case .chunk(let data):
      return .next(.chunk(data))
    case .completed:
      return .completed
    case .failed(let error, let http):
      return .error(TransportEvent.failure(error, http, for: request))
    }
  }
}

extension TransportEvent {
  /// What this terminal event gives a stream that has (or has not) had its head: the parts it
  /// still owes (the head, then the whole body as one chunk when it is not empty) and the end;
  /// `nil` for progress, which a stream does not report.
  ///
  /// How a transport that collected a response reports it as a stream, and how a streaming
  /// transport ends one whose head arrived only with its end (a refused authentication
  /// challenge on URLSession).
  ///
  /// - Parameter headSent: whether the stream has had its head already.
  /// - Returns: the parts owed, in order, and the terminal event.
  func streamEnding(afterHead headSent: Bool) -> (
    owed: [TransportStreamEvent], end: TransportStreamEvent
  )? {
    switch self {
    case .uploadProgress, .downloadProgress:
      return nil
    case .completed(let http, let data):
      var owed: [TransportStreamEvent] = []
      if !headSent { owed.append(.head(http)) }
      if !data.isEmpty { owed.append(.chunk(data)) }
      return (owed, .completed)
    case .failed(let error, let http):
      return ([], .failed(error, http))
    }
  }

  /// Delivers what this terminal event gives a stream (``streamEnding(afterHead:)``): each part
  /// owed to the handler `current` gives at that moment, the end to the one `last` takes.
  ///
  /// `current` answers `nil` once the caller has cancelled, so a handler that cancels while
  /// it takes one part gets no other; `last` takes the handler away for good (it is called
  /// once, after the owed parts).
  ///
  /// - Parameters:
  ///   - headSent: whether the stream has had its head already.
  ///   - current: the handler now, or `nil` once cancelled.
  ///   - last: takes the handler away, returning it unless cancelled.
  func deliverStreamEnding(
    afterHead headSent: Bool, current: () -> TransportStreamHandler?,
    last: () -> TransportStreamHandler?
  ) {
    guard let (owed, end) = streamEnding(afterHead: headSent) else { return }
    for part in owed {
      guard let handler = current() else { break }
      handler(part)
    }
    last()?(end)
  }
}

/// The handler of a streamed request (``Transport/startStreaming(_:handler:)``).
typealias TransportStreamHandler = @Sendable (TransportStreamEvent) -> Void
