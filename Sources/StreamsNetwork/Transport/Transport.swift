import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends HTTP requests: the seam between the provider and the network.
///
/// ``URLSessionTransport`` is the default; unit tests may substitute a stub. A transport owns
/// whatever session it uses and never hands out one that has been invalidated.
public protocol Transport: Sendable {
  /// Starts `request` and reports what happens to `handler`.
  ///
  /// The handler receives zero or more progress events, then exactly one terminal event
  /// (``TransportEvent/completed(_:_:)`` or ``TransportEvent/failed(_:_:)``), one at a time.
  /// Once ``TransportTask/cancel()`` has been called, the handler is not called again — not
  /// even with a cancellation error: the caller asked for silence. The one exception is an
  /// event another thread was already delivering when `cancel()` was called (the handler is
  /// never invoked under a lock, so a handler may cancel its own task); callers ignore events
  /// after they cancel, as the provider does.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome, on the transport's own queue.
  /// - Returns: the running task, to cancel it.
  func start(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void
  ) -> TransportTask

  /// Starts `request` and reports its response as it arrives, never collected: the head, each
  /// body chunk as the transport reads it, then one end.
  ///
  /// The handler receives ``TransportStreamEvent/head(_:)`` once (the final response, after
  /// any redirect the transport followed, whatever its status: a 204 or a 500 is a head like
  /// a 200, and validating it is the caller's job), then zero or more
  /// ``TransportStreamEvent/chunk(_:)`` in the order the bytes arrived, then exactly one
  /// ``TransportStreamEvent/completed`` or ``TransportStreamEvent/failed(_:_:)``; or, when
  /// no head arrives, the failure alone. Events come one at a time on the transport's own
  /// queue or thread. Where the chunks are cut says nothing: it is wherever a read of the
  /// connection ended. Cancelling works as for ``start(_:handler:)``: once
  /// ``TransportTask/cancel()`` has been called the handler is not called again (except for
  /// an event already on its way on another thread), and the connection is closed.
  ///
  /// A stream is never held whole, so ``TransportRequest/maximumResponseSize`` and
  /// ``TransportRequest/download`` do not apply and no progress is reported; the caps a
  /// stream needs (a line's or an event's length) belong to its decoders. The request rules
  /// are those of ``start(_:handler:)``: redirects, credentials kept to their origin, header
  /// and scheme checks, proxies.
  ///
  /// The default implementation, for transports that cannot stream, is built on
  /// ``start(_:handler:)``: it collects the response (under its size limit) and reports the
  /// head, the whole body as one chunk, and the end, once the request has completed.
  /// ``URLSessionTransport`` and `CurlTransport` stream.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives the head, the chunks and the end, on the transport's own queue or
  ///     thread; it must not block it (on `CurlTransport` every request shares that thread).
  /// - Returns: the running task, to cancel it.
  func startStreaming(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportStreamEvent) -> Void
  ) -> TransportTask

  /// Starts `request` as ``start(_:handler:)`` does, reporting a completed response as its
  /// head and body when the transport can, so that its `HTTPURLResponse` is made only if
  /// someone reads it: how the provider starts every attempt.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome, under ``start(_:handler:)``'s rules.
  /// - Returns: the running task, to cancel it.
  func start(
    _ request: TransportRequest,
    deliveringHeads handler: @escaping @Sendable (TransportDelivery) -> Void
  ) -> TransportTask

  /// Headers the transport adds to every request (its session's defaults), for plugins that
  /// describe the request as it goes out.
  var sessionHeaders: [String: String] { get }
}

extension Transport {
  /// Reports every event of ``start(_:handler:)`` as it is (``TransportDelivery/event(_:)``).
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome.
  /// - Returns: the running task, to cancel it.
  public func start(
    _ request: TransportRequest,
    deliveringHeads handler: @escaping @Sendable (TransportDelivery) -> Void
  ) -> TransportTask {
    start(request) { handler(.event($0)) }
  }

  /// No session headers.
  public var sessionHeaders: [String: String] { [:] }
}

/// A request in flight; cancelling it stops the network work.
public protocol TransportTask: Sendable {
  /// Cancels the request; the transport's handler is not called afterwards.
  func cancel()
}

/// What a transport is asked to send.
public struct TransportRequest: Sendable {
  /// Where the body of an upload comes from.
  public enum Upload: Sendable {
    /// The bytes to send.
    case data(Data)
    /// A file whose contents are the body.
    case file(URL)
  }

  /// Moves a finished download out of its temporary location before the transport deletes it.
  ///
  /// Called on the transport's queue with the temporary file and the response; a thrown error
  /// fails the request.
  public typealias DownloadHandler =
    @Sendable (_ temporaryURL: URL, _ response: HTTPURLResponse)
    throws -> Void

  /// The request; for a plain request its `httpBody` is the body.
  public var urlRequest: URLRequest
  /// The body of an upload, sent instead of `urlRequest.httpBody`.
  public var upload: Upload?
  /// Set for a download: the response body goes to a file, handed to this closure.
  public var download: DownloadHandler?
  /// The most bytes the response body may have, a download's file included;
  /// ``ResponseSizeLimit/unlimited`` by default.
  ///
  /// A transport fails a longer response with ``ResponseTooLargeError`` and stops reading it:
  /// at once when its `Content-Length` announces more, else as soon as the bytes received pass
  /// the limit. Values below zero count as zero.
  public var maximumResponseSize: Int
  /// Whether the caller observes progress; a transport may skip measuring it when not
  /// (`true` unless the provider knows nobody listens).
  public var reportsProgress = true

  /// Creates a transport request.
  ///
  /// - Parameters:
  ///   - urlRequest: the request.
  ///   - upload: the body of an upload, if this is one.
  ///   - download: where a download's file goes, if this is one.
  ///   - maximumResponseSize: the most bytes the response body may have.
  public init(
    urlRequest: URLRequest, upload: Upload? = nil, download: DownloadHandler? = nil,
    maximumResponseSize: Int = ResponseSizeLimit.unlimited
  ) {
    self.urlRequest = urlRequest
    self.upload = upload
    self.download = download
    self.maximumResponseSize = maximumResponseSize
  }
}

/// What a transport reports about one request.
public enum TransportEvent: Sendable {
  /// Bytes of the body sent so far, and the total when known (else -1).
  case uploadProgress(completed: Int64, total: Int64)
  /// Bytes of the response received so far, and the total when known (else -1).
  case downloadProgress(completed: Int64, total: Int64)
  /// The server answered; any status code, including errors, arrives here.
  case completed(HTTPURLResponse, Data)
  /// The request failed without a usable answer (connection, DNS, timeout, cancellation by
  /// the system); the response is given when one had started arriving.
  case failed(Error, HTTPURLResponse?)
}
