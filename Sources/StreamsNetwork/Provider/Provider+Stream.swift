import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Provider {
  /// A cold sequence of the parts of `target`'s response, never collected: the head, each
  /// chunk as the transport receives it, then completion.
  ///
  ///     stream(.feed)   --head(200)--chunk--chunk--chunk--|
  ///
  /// Each subscription sends one request through the provider's plugins and interceptors;
  /// disposing it cancels the transport task. The head is judged as a collected response
  /// is: the target's validation (status, content type) fails it with a ``NetworkError``,
  /// and retry, authentication and limits act on it (a 503 with `Retry-After` is retried, a
  /// 401 refreshed and sent again, a limiter's slot held until the stream ends). Chunks go
  /// beside the interceptors: once the head is out, a failure ends the stream with its error
  /// and is never retried. A cache and a coalescer pass streamed requests through.
  ///
  /// Limits: the target's `timeoutInterval` bounds the time to the head (from `subscribe`, on
  /// the provider's scheduler), and nothing bounds the whole stream; after the head, a stream
  /// silent for the target's ``StreamingTargetType/streamIdleTimeout``
  /// (``StreamIdleTimeout/default``, 60 s, for other targets) fails with a timeout. The
  /// decoding operators cap each line or event (``StreamItemSizeLimit``).
  ///
  /// Plugins hear `willSend`, `didReceive` and `process` with the head, and
  /// ``PluginType/didFinishStream(_:target:)`` at the end; never each chunk. A stubbing
  /// provider plays the target's ``StreamingTargetType/sampleStream`` on its scheduler.
  ///
  /// - Parameter target: what to request.
  /// - Returns: the head, the chunks, then completion; or a ``NetworkError``.
  public func stream(_ target: Target) -> Observable<StreamPart> {
    let declared = MultiTarget.unwrapped(target) as? any StreamingTargetType
    return stream(target, idleTimeout: declared?.streamIdleTimeout ?? StreamIdleTimeout.default)
  }

  /// A cold sequence of the parts of `target`'s response, with an idle timeout of its own; see
  /// ``stream(_:)``.
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - idleTimeout: the longest silence after the head, in seconds; `nil`, zero or less for
  ///     none.
  /// - Returns: the head, the chunks, then completion; or a ``NetworkError``.
  public func stream(_ target: Target, idleTimeout: TimeInterval?) -> Observable<StreamPart> {
    delivered(parts(target, endpoint: nil, idleTimeout: idleTimeout))
  }

  /// The events of `target`'s `text/event-stream`, reconnecting as an EventSource does
  /// (``ServerSentEventSource/events(connect:configuration:scheduler:)``, on the provider's
  /// scheduler).
  ///
  ///     events(.prices)   --{a, id 1}--{b, id 2}--(drop, retry)--{c, id 3}--
  ///
  /// Each connection is a streamed request (``stream(_:)``) whose endpoint has
  /// `Accept: text/event-stream`, `Cache-Control: no-cache` and, after an event set one,
  /// `Last-Event-ID`, added before the request closure: plugins and interceptors see them,
  /// and every reconnection passes the interceptors (a 401 refreshed by an authenticator, a
  /// limiter's slot held while a connection is open). Its time to the head is the target's
  /// `timeoutInterval`; the silence between bytes is bounded by the configuration's
  /// ``EventSourceConfiguration/idleTimeout``, which reconnects rather than fails.
  ///
  /// - Parameters:
  ///   - target: the event stream to request.
  ///   - configuration: the waits, the limits and the ID to start from.
  /// - Returns: the events across connections; see
  ///   ``ServerSentEventSource/events(connect:configuration:scheduler:)`` for how it ends.
  public func events(
    _ target: Target, configuration: EventSourceConfiguration = EventSourceConfiguration()
  ) -> Observable<ServerSentEvent> {
    let events = ServerSentEventSource.events(
      connect: { [self] lastEventID in
        Observable.deferred { [self] in
          var headers = ["Accept": "text/event-stream", "Cache-Control": "no-cache"]
          if let lastEventID, !lastEventID.isEmpty { headers["Last-Event-ID"] = lastEventID }
          let endpoint = self.endpoint(target).adding(newHTTPHeaderFields: headers)
          return self.parts(target, endpoint: endpoint, idleTimeout: nil)
        }
      }, configuration: configuration, scheduler: scheduler)
    return delivered(events)
  }

  /// The parts of `target`'s response, built from `endpoint` when given, not yet delivered on
  /// the callback queue.
  func parts(_ target: Target, endpoint override: Endpoint?, idleTimeout: TimeInterval?)
    -> Observable<StreamPart>
  {
    Observable { [self] sink, lifetime in
      let endpoint = override ?? self.endpoint(target)
      let operation = StreamOperation(
        sink: sink, lifetime: lifetime, scheduler: self.scheduler,
        idleTimeout: RequestDeadline.countable(idleTimeout))
      operation.start(timeToHead: endpoint.timeoutInterval ?? target.timeoutInterval)
      self.build(
        target, endpoint: endpoint, deadline: nil, onProgress: nil, stream: operation,
        sink: operation.chainSink, lifetime: operation.chainLifetime)
    }
  }
}

/// A provider that streams: ``Provider``'s `stream` and `events`, which `provider.rx` spells
/// as it spells `request`.
public protocol StreamingProviderType: ProviderType {
  /// The parts of `target`'s response; see ``Provider/stream(_:)``.
  func stream(_ target: Target) -> Observable<StreamPart>

  /// The parts of `target`'s response with an idle timeout of its own; see
  /// ``Provider/stream(_:idleTimeout:)``.
  func stream(_ target: Target, idleTimeout: TimeInterval?) -> Observable<StreamPart>

  /// The events of `target`'s event stream, reconnecting; see
  /// ``Provider/events(_:configuration:)``.
  func events(_ target: Target, configuration: EventSourceConfiguration)
    -> Observable<ServerSentEvent>
}

extension Provider: StreamingProviderType {}

extension Reactive where Base: StreamingProviderType {
  /// A cold sequence of the parts of `target`'s response: the head, each chunk as it arrives,
  /// then completion (``Provider/stream(_:)``).
  ///
  ///     rx.stream(.feed)   --head(200)--chunk--chunk--|
  ///
  /// - Parameter target: what to request.
  /// - Returns: the parts, or a ``NetworkError``.
  public func stream(_ target: Base.Target) -> Observable<StreamPart> {
    base.stream(target)
  }

  /// The parts of `target`'s response, silent for at most `idleTimeout` seconds after the
  /// head (``Provider/stream(_:idleTimeout:)``).
  ///
  /// - Parameters:
  ///   - target: what to request.
  ///   - idleTimeout: the longest silence after the head; `nil`, zero or less for none.
  /// - Returns: the parts, or a ``NetworkError``.
  public func stream(_ target: Base.Target, idleTimeout: TimeInterval?)
    -> Observable<StreamPart>
  {
    base.stream(target, idleTimeout: idleTimeout)
  }

  /// The events of `target`'s `text/event-stream`, reconnecting as an EventSource does
  /// (``Provider/events(_:configuration:)``).
  ///
  ///     rx.events(.prices)   --{a}--{b}--(reconnect)--{c}--
  ///
  /// - Parameters:
  ///   - target: the event stream to request.
  ///   - configuration: the waits, the limits and the ID to start from.
  /// - Returns: the events across connections.
  public func events(
    _ target: Base.Target, configuration: EventSourceConfiguration = EventSourceConfiguration()
  ) -> Observable<ServerSentEvent> {
    base.events(target, configuration: configuration)
  }
}
