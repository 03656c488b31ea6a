import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request on a ``URLSessionTransport``: its handler, its current session task, and what
/// the delegate gathers for it (the body, a refused challenge, a failed download move).
///
/// `cancel()` silences the handler at once and cancels the session task; the task's end is
/// still reported to the session delegate, which then drops the state. After the terminal
/// event, or a cancel, the state lets go of the handler, so nothing of the subscription
/// outlives it. Until its task ends the state keeps its transport alive.
final class SessionTaskState: TransportTask, @unchecked Sendable {
  // Safe to share: `handler`, `task` and `owner` are read and written only under `lock` (any
  // thread may cancel). The other `var`s are touched only by the session's delegate callbacks,
  // which run one at a time on the transport's serial delegate queue (one operation at a
  // time, in order), so they never race. The handler is always called outside the lock.

  typealias Handler = @Sendable (TransportEvent) -> Void

  /// What the caller asked to send: the original request (its origin, method and body) and
  /// its upload or download.
  let request: TransportRequest

  private let lock = Lock()
  private var handler: Handler?
  private var task: URLSessionTask?
  private var owner: URLSessionTransport?

  /// The body gathered from the data callbacks (delegate queue only).
  var body = Data()
  /// The response of an authentication challenge the delegate refused (delegate queue only).
  var challengeResponse: HTTPURLResponse?
  /// Why moving a finished download failed, if it did (delegate queue only).
  var downloadFailure: (any Error)?
  /// How many redirects the transport re-sent itself (delegate queue only).
  var resentRedirects = 0
  /// Whether the response passed the request's size limit: the request has failed, and bytes
  /// still in the pipe are dropped (delegate queue only).
  var isOverLimit = false

  init(request: TransportRequest, handler: @escaping Handler, owner: URLSessionTransport) {
    self.request = request
    self.handler = handler
    self.owner = owner
  }

  /// Whether the request carries a body a redirect must keep.
  var hasBody: Bool {
    request.upload != nil || !(request.urlRequest.httpBody?.isEmpty ?? true)
  }

  /// Whether the caller has cancelled (or the request has ended).
  var isSilenced: Bool { lock.withLock { handler == nil } }

  /// Makes `task` the request's session task, unless the request was cancelled meanwhile.
  ///
  /// - Returns: whether `task` is now the request's task; when `false` the caller cancels it.
  @discardableResult
  func attach(_ task: URLSessionTask) -> Bool {
    lock.withLock {
      guard handler != nil else { return false }
      self.task = task
      return true
    }
  }

  /// Silences the handler and cancels the session task; see ``TransportTask/cancel()``.
  ///
  /// The handler is never called from inside the lock (it may cancel re-entrantly), so a
  /// delegate callback on another thread that had already picked the handler up when `cancel`
  /// ran can still deliver that one event; the provider drops it (its lifetime is disposed
  /// before it cancels). Nothing is delivered by any later callback.
  func cancel() {
    let running = lock.withLock { () -> URLSessionTask? in
      handler = nil
      defer { task = nil }
      return task
    }
    running?.cancel()
  }

  /// Reports progress, unless cancelled.
  func report(_ event: TransportEvent) {
    let current = lock.withLock { handler }
    current?(event)
  }

  /// Adds received bytes to the body and reports download progress; fails the request instead
  /// when they would take the body past the request's size limit.
  ///
  /// - Parameters:
  ///   - data: the bytes that arrived.
  ///   - response: the response they belong to.
  func append(_ data: Data, of response: URLResponse?) {
    guard !isOverLimit else { return }
    guard data.count <= sizeLimit - body.count else {
      exceedLimit(announcedLength: nil, response: response)
      return
    }
    if body.isEmpty { body = data } else { body.append(data) }
    let received = Int64(body.count)
    let expected = response?.expectedContentLength ?? -1
    // A compressed body can outgrow the length its header announced: the total is then unknown.
    report(.downloadProgress(completed: received, total: received > expected ? -1 : expected))
  }

  /// Delivers `event` now, cancels the session task and silences the handler.
  ///
  /// For a failure the transport finds itself (a response over its size limit). The task's
  /// end, reported later, delivers nothing more and lets go of the transport.
  func abort(_ event: TransportEvent) {
    let (last, running) = lock.withLock { () -> (Handler?, URLSessionTask?) in
      defer {
        handler = nil
        task = nil
      }
      return (handler, task)
    }
    running?.cancel()
    last?(event)
  }

  /// Reports the outcome of `task`, which has completed with `error`.
  func complete(_ task: URLSessionTask, error: (any Error)?) {
    let http = task.response as? HTTPURLResponse
    if let error {
      if !NetworkError.isCancellation(error) {
        finish(.failed(error, http))
      } else if let challenged = challengeResponse {
        // The delegate refused a challenge it could not answer: the 401 is the answer.
        finish(.completed(challenged, body))
      } else {
        // Cancelled, but not by the caller (who would have silenced the handler).
        finish(.failed(URLError(.cancelled), http))
      }
    } else if let downloadFailure {
      finish(.failed(downloadFailure, http))
    } else if let http {
      finish(.completed(http, body))
    } else {
      finish(.failed(URLError(.badServerResponse), nil))
    }
  }

  /// Delivers the terminal event, unless cancelled, and lets go of the handler, the task and
  /// the transport.
  func finish(_ event: TransportEvent) {
    let (last, transport) = lock.withLock { () -> (Handler?, URLSessionTransport?) in
      defer {
        handler = nil
        task = nil
        owner = nil
      }
      return (handler, owner)
    }
    last?(event)
    // The transport may deinit here, once the handler has returned: never inside the lock.
    withExtendedLifetime(transport) {}
  }
}
