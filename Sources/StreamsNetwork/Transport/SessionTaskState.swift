import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request on a ``URLSessionTransport``: its receiver, its current session task, and what
/// the delegate gathers for it (the body of a collected request, a refused challenge, a failed
/// download move).
///
/// The delegate hands every request the same parts: the response's head
/// (``receive(_:)``), its bytes as they arrive (``append(_:of:)``), then the task's end
/// (``complete(_:error:)``). A collected request folds the bytes into one buffer
/// (``ResponseBodyBuffer``) and reports the response whole at the end; a streamed one reports
/// the head and each run of bytes as they come.
///
/// `cancel()` silences the receiver at once and cancels the session task; the task's end is
/// still reported to the session delegate, which then drops the state. After the terminal
/// event, or a cancel, the state lets go of the receiver, so nothing of the subscription
/// outlives it. Until its task ends the state keeps its transport alive.
final class SessionTaskState: TransportTask, @unchecked Sendable {
  // Safe to share: `receiver`, `task` and `owner` are read and written only under `lock` (any
  // thread may cancel). The other `var`s are touched only by the session's delegate callbacks,
  // which run one at a time on the transport's serial delegate queue (one operation at a
  // time, in order), so they never race. The receiver is always called outside the lock.

  /// Where a request's outcome goes.
  enum Receiver {
    /// Progress on the way, and the whole response at the end.
    case collecting(@Sendable (TransportEvent) -> Void)
    /// The head, each chunk as it arrives, and the end.
    case streaming(TransportStreamHandler)
  }

  /// What the caller asked to send: the original request (its origin, method and body) and
  /// its upload or download.
  let request: TransportRequest
  /// Whether the response is streamed rather than collected.
  let streams: Bool

  private let lock = Lock()
  private var receiver: Receiver?
  private var task: URLSessionTask?
  private var owner: URLSessionTransport?

  /// The body gathered from the data callbacks, when collected (delegate queue only).
  var body = ResponseBodyBuffer()
  /// Whether a stream has had its head (delegate queue only).
  var isHeadSent = false
  /// The response of an authentication challenge the delegate refused (delegate queue only).
  var challengeResponse: HTTPURLResponse?
  /// Why moving a finished download failed, if it did (delegate queue only).
  var downloadFailure: (any Error)?
  /// How many redirects the transport re-sent itself (delegate queue only).
  var resentRedirects = 0
  /// Whether the request failed while its body was arriving (past the size limit, or out of
  /// memory for it): bytes still in the pipe are dropped (delegate queue only).
  var hasStoppedReading = false

  init(request: TransportRequest, receiver: Receiver, owner: URLSessionTransport) {
    self.request = request
    if case .streaming = receiver { streams = true } else { streams = false }
    self.receiver = receiver
    self.owner = owner
  }

  /// Whether the request carries a body a redirect must keep.
  var hasBody: Bool {
    request.upload != nil || !(request.urlRequest.httpBody?.isEmpty ?? true)
  }

  /// Whether the caller has cancelled (or the request has ended).
  var isSilenced: Bool { lock.withLock { receiver == nil } }

  /// Makes `task` the request's session task, unless the request was cancelled meanwhile.
  ///
  /// - Returns: whether `task` is now the request's task; when `false` the caller cancels it.
  @discardableResult
  func attach(_ task: URLSessionTask) -> Bool {
    lock.withLock {
      guard receiver != nil else { return false }
      self.task = task
      return true
    }
  }

  /// Silences the receiver and cancels the session task; see ``TransportTask/cancel()``.
  ///
  /// The receiver is never called from inside the lock (it may cancel re-entrantly), so a
  /// delegate callback on another thread that had already picked the receiver up when `cancel`
  /// ran can still deliver that one event; the provider drops it (its lifetime is disposed
  /// before it cancels). Nothing is delivered by any later callback.
  func cancel() {
    let running = lock.withLock { () -> URLSessionTask? in
      receiver = nil
      defer { task = nil }
      return task
    }
    running?.cancel()
  }

  /// The receiver now, or `nil` once cancelled (or ended).
  private var currentReceiver: Receiver? { lock.withLock { receiver } }

  /// Reports progress to a collecting receiver, unless cancelled.
  func report(_ event: TransportEvent) {
    if case .collecting(let handler)? = currentReceiver { handler(event) }
  }

  /// Reports a head or a chunk to a streaming receiver, unless cancelled.
  private func stream(_ event: TransportStreamEvent) {
    if case .streaming(let handler)? = currentReceiver { handler(event) }
  }

  /// The response the body belongs to, once the first bytes have asked for it (delegate
  /// queue only).
  private var receivedResponse: URLResponse??

  /// Takes the response's head: a stream reports it; a collected request checks the length
  /// it announces against the size limit (``admits(_:)``).
  ///
  /// - Returns: whether the response is admitted; when `false` the request has failed.
  func receive(_ response: URLResponse) -> Bool {
    guard streams else { return admits(response) }
    sendHead(response)
    return true
  }

  /// Reports a stream's head, once.
  private func sendHead(_ response: URLResponse?) {
    guard !isHeadSent, let http = response as? HTTPURLResponse else { return }
    isHeadSent = true
    stream(.head(http))
  }

  /// Takes received bytes: a stream reports them as one chunk (after its head); a collected
  /// request folds them into its body and, when the caller observes progress, reports them,
  /// or fails instead when they would take the body past the request's size limit.
  ///
  /// The body is sized once, from the expected length (within the size limit), when the first
  /// bytes arrive; a body that arrives whole is kept as it is, without a copy.
  ///
  /// - Parameters:
  ///   - data: the bytes that arrived.
  ///   - response: the response they belong to; asked for once.
  func append(_ data: Data, of response: @autoclosure () -> URLResponse?) {
    guard !hasStoppedReading else { return }
    if streams {
      if !isHeadSent { sendHead(response()) }
      if isHeadSent, !data.isEmpty { stream(.chunk(data)) }
      return
    }
    let owner = receivedResponse ?? response()
    receivedResponse = owner
    guard data.count <= sizeLimit - body.count else {
      exceedLimit(announcedLength: nil, response: owner)
      return
    }
    let length = owner?.expectedContentLength ?? -1
    if body.count == 0, length > Int64(data.count) {
      body.reserve(announced: length, limit: sizeLimit)
    }
    guard body.append(data, announced: length) else {
      stopReading(URLError(.dataLengthExceedsMaximum), response: owner)
      return
    }
    guard request.reportsProgress else { return }
    let received = Int64(body.count)
    // A compressed body can outgrow the length its header announced: the total is then unknown.
    report(.downloadProgress(completed: received, total: received > length ? -1 : length))
  }

  /// Forgets the body gathered so far, for a request re-sent on a new task.
  func restartBody() {
    body = ResponseBodyBuffer()
    receivedResponse = nil
  }

  /// Delivers the failure `event` now, cancels the session task and silences the receiver.
  ///
  /// For a failure the transport finds itself (a response over its size limit). The task's
  /// end, reported later, delivers nothing more and lets go of the transport.
  func abort(_ event: TransportEvent) {
    let (last, running) = lock.withLock { () -> (Receiver?, URLSessionTask?) in
      defer {
        receiver = nil
        task = nil
      }
      return (receiver, task)
    }
    running?.cancel()
    switch last {
    case .collecting(let handler)?: handler(event)
    case .streaming(let handler)?:
      if let (_, end) = event.streamEnding(afterHead: true) { handler(end) }
    case nil: break
    }
  }

  /// Reports the outcome of `task`, which has completed with `error`.
  func complete(_ task: URLSessionTask, error: (any Error)?) {
    let http = task.response as? HTTPURLResponse
    if let error {
      if !NetworkError.isCancellation(error) {
        finish(.failed(streams && http != nil ? Self.cutOff(error) : error, http))
      } else if let challenged = challengeResponse {
        // The delegate refused a challenge it could not answer: the 401 is the answer.
        finish(.completed(challenged, body.take()))
      } else {
        // Cancelled, but not by the caller (who would have silenced the receiver).
        finish(.failed(URLError(.cancelled), http))
      }
    } else if let downloadFailure {
      finish(.failed(downloadFailure, http))
    } else if let http {
      finish(.completed(http, body.take()))
    } else {
      finish(.failed(URLError(.badServerResponse), nil))
    }
  }

  /// The failure of a stream whose head had arrived: a connection that ended early.
  ///
  /// URLSession on Linux reports a chunked body cut off by a close as `URLError(.unknown)`;
  /// the libcurl transport, and URLSession on Apple platforms, say
  /// `URLError(.networkConnectionLost)`. A stream reports the latter on both transports (the
  /// original under `NSUnderlyingErrorKey`), so that an EventSource reconnects after the same
  /// drop whichever transport carried it.
  static func cutOff(_ error: any Error) -> any Error {
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain, nsError.code == URLError.Code.unknown.rawValue
    else { return error }
    return URLError(
      .networkConnectionLost,
      userInfo: [
        NSUnderlyingErrorKey: error, NSLocalizedDescriptionKey: nsError.localizedDescription,
      ])
  }

  /// Delivers the terminal event, unless cancelled, and lets go of the receiver, the task and
  /// the transport.
  ///
  /// A stream gets what it has not had yet (the head, when it arrived only now: a refused
  /// challenge's) before its end (``TransportEvent/deliverStreamEnding(afterHead:current:last:)``).
  func finish(_ event: TransportEvent) {
    var transport: URLSessionTransport?
    let takeReceiver = { () -> Receiver? in
      self.lock.withLock { () -> Receiver? in
        defer {
          self.receiver = nil
          self.task = nil
          self.owner = nil
        }
        transport = self.owner
        return self.receiver
      }
    }
    if streams {
      event.deliverStreamEnding(
        afterHead: isHeadSent, current: { currentReceiver?.streamHandler },
        last: { takeReceiver()?.streamHandler })
    } else if case .collecting(let handler)? = takeReceiver() {
      handler(event)
    }
    // The transport may deinit here, once the receiver has returned: never inside the lock.
    withExtendedLifetime(transport) {}
  }
}

extension SessionTaskState.Receiver {
  /// The handler of a streaming receiver.
  var streamHandler: TransportStreamHandler? {
    guard case .streaming(let handler) = self else { return nil }
    return handler
  }
}
