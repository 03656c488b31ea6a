import Foundation
import Streams

extension ObservableType where Element == Data {
  /// Parses a `text/event-stream` body into its events (Server-Sent Events).
  ///
  ///     --"data: a\n\nda"--"ta: b\n\n"--|  serverSentEvents()
  ///     --{message "a"}--{message "b"}--|
  ///
  /// The WHATWG HTML standard's rules, listed at ``ServerSentEventParser``: each event is
  /// emitted at the blank line that ends it; one without its blank line at the end of the
  /// stream is dropped. For the `retry` values and the last event ID changes that dispatch no
  /// event, use ``serverSentEventUpdates(lastEventID:maximumEventSize:)``.
  ///
  /// - Parameters:
  ///   - lastEventID: the last event ID the events carry until the stream sends an `id`;
  ///     empty unless given.
  ///   - maximumEventSize: the most bytes an event's field lines may hold together;
  ///     ``StreamItemSizeLimit/default`` (1 MiB) unless given. A larger event fails the
  ///     sequence with ``StreamDecodingError/eventTooLarge(line:limit:)``.
  /// - Returns: the sequence of events.
  public func serverSentEvents(
    lastEventID: String = "", maximumEventSize: Int = StreamItemSizeLimit.default
  ) -> Observable<ServerSentEvent> {
    decoded(
      by: ServerSentEventDecoder(
        parser: ServerSentEventParser(
          lastEventID: lastEventID, maximumEventSize: maximumEventSize)))
  }

  /// Parses a `text/event-stream` body into its events and the reconnection settings it
  /// sends: what an EventSource needs to reconnect.
  ///
  ///     --"retry: 10\nid: 7\n\ndata: a\n\n"--|  serverSentEventUpdates()
  ///     --.retry(10)--.lastEventID("7")--.event({message "a" id 7})--|
  ///
  /// The same parser as `serverSentEvents()`, seen whole: a
  /// `retry` field of digits is ``ServerSentEventUpdate/retry(milliseconds:)`` where it
  /// occurs, a blank line that changes the last event ID without dispatching an event is
  /// ``ServerSentEventUpdate/lastEventID(_:)``.
  ///
  /// - Parameters:
  ///   - lastEventID: the last event ID to start from; empty unless given.
  ///   - maximumEventSize: the most bytes an event's field lines may hold together;
  ///     ``StreamItemSizeLimit/default`` (1 MiB) unless given.
  /// - Returns: the sequence of updates.
  public func serverSentEventUpdates(
    lastEventID: String = "", maximumEventSize: Int = StreamItemSizeLimit.default
  ) -> Observable<ServerSentEventUpdate> {
    decoded(
      by: ServerSentEventParser(lastEventID: lastEventID, maximumEventSize: maximumEventSize))
  }
}

/// The events of a ``ServerSentEventParser``, without its other updates.
struct ServerSentEventDecoder: ChunkDecoder {
  var parser: ServerSentEventParser

  mutating func decode(_ chunk: UnsafeRawBufferPointer, _ emit: (ServerSentEvent) -> Void)
    throws(StreamDecodingError)
  {
    try parser.decode(chunk) { update in
      if case .event(let event) = update { emit(event) }
    }
  }

  mutating func finish(_ emit: (ServerSentEvent) -> Void) {
    parser.finish { _ in }
  }
}
