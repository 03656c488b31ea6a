import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``Transport``: one `URLSession`, driven by its delegate callbacks.
///
/// Each transport owns one session whose delegate is a separate object, so the transport can
/// be deallocated while the session (which retains its delegate) winds down. The session is
/// invalidated only in `deinit`, with `finishTasksAndInvalidate`, and every request in flight
/// keeps its transport alive: a task is never created on an invalidated session, and letting
/// the provider or transport go never cancels a request that is still subscribed.
///
/// Events arrive on the session's delegate queue, a serial queue of the transport's own (not
/// main), which on Linux runs FoundationNetworking's per-chunk callbacks without making an
/// `Operation` of each. The body is gathered from the data callbacks, into a buffer reserved
/// from `Content-Length` (``startStreaming(_:handler:)`` hands each on instead); upload
/// progress comes from `didSendBodyData`, download progress from the bytes received. The
/// terminal event is delivered straight from `didCompleteWithError`, with no extra hop.
///
/// What the transport does beyond a plain session, for FoundationNetworking on Linux:
/// - A redirect that leaves the original origin (scheme, host or port) drops `Authorization`,
///   `Cookie` and `Proxy-Authorization`.
/// - A 307 or 308 redirect of a request with a body is re-sent with the original method and
///   body (FoundationNetworking would send it empty).
/// - An HTTP authentication challenge (such as a 401 with `WWW-Authenticate: Basic`) is not
///   answered: the 401 arrives as a normal completed response instead of a request that never
///   ends.
/// - A cancellation the caller did not ask for arrives as `URLError(.cancelled)`.
/// - No `Proxy-*` header field (`Proxy-Authorization` above all) is sent: the transport drops
///   them from every request and from the configuration's `httpAdditionalHeaders`, on every
///   platform. A session cannot send a field to its proxy only (FoundationNetworking would give
///   it to the server of a request that goes directly or through a `CONNECT` tunnel; Apple's
///   URLSession manages the field itself). Proxy credentials belong in the proxy URL
///   (`http_proxy=http://user:password@proxy:3128` on Linux) or the system's proxy settings;
///   `CurlTransport` also takes a proxy URL of its own and sends `Proxy-*` fields to the proxy.
/// - A fractional timeout is rounded up to whole seconds, which is all FoundationNetworking
///   counts (0.5 would time out at once).
/// - A response longer than ``TransportRequest/maximumResponseSize`` fails with
///   ``ResponseTooLargeError`` and its task is cancelled: when its `Content-Length` announces
///   too much, before any of the body, else as soon as the bytes received (or written to a
///   download's file) pass the limit.
public final class URLSessionTransport: Transport, Sendable {
  /// Told about every session task that completes, with its error: the seam tests use to see
  /// that disposal really cancelled the `URLSessionTask`.
  package typealias TaskObserver =
    @Sendable (_ taskIdentifier: Int, _ error: (any Error)?) -> Void

  /// The session; its delegate is a ``SessionDelegate`` over ``registry``.
  package let session: URLSession
  /// The serial queue every delegate callback, and so every event, runs on.
  let eventQueue: URLSessionDelegateQueue
  /// The session's delegate queue, ``eventQueue``.
  package var delegateQueue: OperationQueue { eventQueue }
  /// The state of every request in flight, by session task identifier.
  let registry: TaskRegistry

  /// Creates a transport with a session of its own.
  ///
  /// - Parameter configuration: the session configuration (`.default` by default).
  public convenience init(configuration: URLSessionConfiguration = .default) {
    self.init(configuration: configuration, taskObserver: nil)
  }

  /// Creates a transport whose session tasks are reported to `taskObserver` as they complete.
  ///
  /// - Parameters:
  ///   - configuration: the session configuration.
  ///   - taskObserver: called on the delegate queue for every task that completes, including
  ///     those cancelled by disposal.
  package init(configuration: URLSessionConfiguration, taskObserver: TaskObserver?) {
    let queue = URLSessionDelegateQueue(label: "streams.transport")
    let registry = TaskRegistry()
    let adjusted = Self.adjusted(configuration)
    sessionHeaders = adjusted.stringHeaders
    let delegate = SessionDelegate(registry: registry, observer: taskObserver)
    self.registry = registry
    eventQueue = queue
    session = URLSession(configuration: adjusted, delegate: delegate, delegateQueue: queue)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// The number of session tasks whose end has not been reported yet.
  ///
  /// Requests in flight, and cancelled ones still winding down; zero once the transport is
  /// idle.
  package var tasksInFlight: Int { registry.count }

  /// The session configuration's additional headers, without any `Proxy-*` field (never sent).
  ///
  /// Read once, when the transport is made: a session's configuration cannot change, and
  /// the provider asks for these on every request.
  public let sessionHeaders: [String: String]

  /// Starts `request`; see ``Transport/start(_:handler:)``.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome, on the transport's delegate queue.
  /// - Returns: the running task; cancelling it cancels the `URLSessionTask` and silences
  ///   `handler`.
  public func start(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void
  ) -> TransportTask {
    send(SessionTaskState(request: request, receiver: .collecting(handler), owner: self))
  }

  /// Starts `request` and reports its response as it arrives; see
  /// ``Transport/startStreaming(_:handler:)``.
  ///
  /// The head comes from the data delegate's `didReceive response`, and each chunk from its
  /// `didReceive data`, as the session hands the bytes over: nothing is collected. The
  /// request's rules are those of ``start(_:handler:)`` (the same task and delegate send it);
  /// its `timeoutInterval` is, as for any session task, the longest silence before the head
  /// or between two chunks.
  ///
  /// - Parameters:
  ///   - request: what to send; its size limit, download and progress do not apply (an
  ///     upload's body is sent as for ``start(_:handler:)``).
  ///   - handler: receives the head, the chunks and the end on the delegate queue, which every
  ///     request of the transport shares: it must not block.
  /// - Returns: the running task; cancelling it cancels the `URLSessionTask`, which closes its
  ///   connection, and silences `handler`.
  public func startStreaming(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportStreamEvent) -> Void
  ) -> TransportTask {
    var streamed = request
    streamed.maximumResponseSize = ResponseSizeLimit.unlimited
    streamed.download = nil
    streamed.reportsProgress = false
    return send(SessionTaskState(request: streamed, receiver: .streaming(handler), owner: self))
  }

  /// Starts the session task of `state`'s request: the one way in of ``start(_:handler:)``
  /// and ``startStreaming(_:handler:)``.
  private func send(_ state: SessionTaskState) -> TransportTask {
    let task = session.transportTask(
      for: Self.adjusted(state.request.urlRequest), of: state.request)
    // Registered before `resume`, so the first callback finds it.
    registry.insert(state, for: task.taskIdentifier)
    state.attach(task)
    task.resume()
    return state
  }
}

extension URLSession {
  /// A suspended task sending `urlRequest` the way `request` asks: an upload of its body, a
  /// download to a file, or a plain data task.
  func transportTask(for urlRequest: URLRequest, of request: TransportRequest) -> URLSessionTask {
    switch request.upload {
    case .data(let body): return uploadTask(with: urlRequest, from: body)
    case .file(let file): return uploadTask(with: urlRequest, fromFile: file)
    case nil:
      if request.download != nil { return downloadTask(with: urlRequest) }
      return dataTask(with: urlRequest)
    }
  }
}
