import Foundation
import Streams

/// An EventSource: the events of a `text/event-stream` that reconnects when its connection
/// ends, as the WHATWG HTML standard's `EventSource` does, on any scheduler.
///
/// ```swift
/// let prices = ServerSentEventSource.events(
///   connect: { lastEventID in provider.rx.stream(.prices(lastEventID: lastEventID)) },
///   scheduler: MainScheduler.instance)
/// ```
///
/// It knows nothing of the transport: `connect` opens one connection per subscription of the
/// observable it returns, which sends the response head, then the body's chunks, and
/// completes when the server closes the stream or fails when the transport does. A test
/// scripts the connections with cold observables on a `TestScheduler`.
public enum ServerSentEventSource {
  /// The events of a `text/event-stream`, reconnecting when a connection ends.
  ///
  ///     connect(nil)   --head--"id: 1\ndata: a\n\n"--|
  ///     connect("1")                                    (retry)--head--"data: b\n\n"--
  ///     events(…)      --------{a, id 1}-----------------------------------{b, id 1}--
  ///
  /// Each subscription runs its own source; per connection:
  ///
  /// - **The head.** `204 No Content` stops the source: it completes, without reconnecting.
  ///   Any other status but `200` fails it with ``NetworkError/statusCode(_:)``; a
  ///   `Content-Type` that is not `text/event-stream` (parameters allowed, any case) with
  ///   ``NetworkError/underlying(_:_:)`` carrying a ``ContentTypeError`` and the head. Neither
  ///   reconnects: the server would answer the same.
  /// - **The body** goes through one ``ServerSentEventParser`` per connection, started from
  ///   the last event ID so far, so events carry it until the stream sends an `id`. An event
  ///   the parser rejects (larger than
  ///   ``EventSourceConfiguration/maximumEventSize``) fails the source with
  ///   ``StreamDecodingError``, without reconnecting: the server would send it again.
  /// - **The end.** When the server closes the stream, when the connection fails in a way
  ///   ``EventSourceConfiguration/shouldReconnect`` accepts (by default a transient transport
  ///   failure: ``TransportFailure/isTransient``), or when it sends nothing for
  ///   ``EventSourceConfiguration/idleTimeout`` (closing it), the source waits the
  ///   reconnection time, then calls `connect` again with the last event ID. Any other error
  ///   fails the source.
  ///
  /// The reconnection time is the server's last `retry`, 3 s until it sends one, at most
  /// ``EventSourceConfiguration/maximumReconnectionTime`` (60 s); reconnections in a row that
  /// bring no event back off from it with jitter (see ``EventSourceConfiguration``). The
  /// last event ID and the reconnection time carry over from connection to connection.
  /// Disposing stops everything: the connection in flight is disposed, a pending wait
  /// cancelled.
  ///
  /// - Parameters:
  ///   - connect: opens one connection per subscription of what it returns, given the last
  ///     event ID to send as `Last-Event-ID`: `nil` until the stream has set one that is not
  ///     empty (and none was configured), then the stream's, `""` after the stream reset it
  ///     with an empty `id`. The WHATWG EventSource sends the header only when the ID is not
  ///     empty, so `nil` and `""` both mean "send none".
  ///   - configuration: the waits, the limits and the ID to start from; the defaults unless
  ///     given.
  ///   - scheduler: the scheduler of the waits and the idle timeout.
  /// - Returns: the events, in order, across connections. It completes after a `204`, and
  ///   fails as listed above, or with the last connection's error (``EventStreamClosedError``
  ///   when the server closed it) once
  ///   ``EventSourceConfiguration/maximumReconnectionAttempts`` are used up.
  public static func events(
    connect: @escaping (_ lastEventID: String?) -> Observable<StreamPart>,
    configuration: EventSourceConfiguration = EventSourceConfiguration(),
    scheduler: SchedulerType
  ) -> Observable<ServerSentEvent> {
    Observable { sink, lifetime in
      EventSourceOperation(
        connect: connect, configuration: configuration, scheduler: scheduler, sink: sink,
        lifetime: lifetime
      ).start()
    }
  }
}
