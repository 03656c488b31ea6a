import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Transport {
  /// Starts `request` and reports its response as a stream, for a transport that can only
  /// collect.
  ///
  /// Once the request has completed: the head, the whole body as one chunk (unless it is
  /// empty), and the end; or the failure. See ``Transport/startStreaming(_:handler:)``.
  ///
  /// Built on ``Transport/start(_:handler:)``, so the request's
  /// ``TransportRequest/maximumResponseSize`` still bounds the body held meanwhile, and
  /// progress is not reported.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives the head, the body and the end, on the transport's own queue.
  /// - Returns: the running task; cancelling it cancels the request and silences `handler`.
  public func startStreaming(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportStreamEvent) -> Void
  ) -> TransportTask {
    let stream = CollectedStream(handler)
    stream.attach(start(request) { event in stream.forward(event) })
    return stream
  }
}

/// A streamed request on a transport that collects: forwards the collected outcome as the
/// parts of a stream, and keeps the promise of ``TransportTask/cancel()`` across them (a
/// handler that cancels on the head gets no chunk).
final class CollectedStream: TransportTask, Sendable {
  private struct State {
    /// The handler, until the end or a cancel.
    var handler: TransportStreamHandler?
    /// The collecting request, once `start` has returned it.
    var task: (any TransportTask)?
    /// Whether the caller cancelled.
    var isCancelled = false
  }

  private let state: Locked<State>

  init(_ handler: @escaping TransportStreamHandler) {
    state = Locked(State(handler: handler))
  }

  /// Keeps the collecting request to cancel it; cancels it at once if the caller already has.
  func attach(_ task: any TransportTask) {
    let cancelsNow = state.withLock { state -> Bool in
      state.task = task
      return state.isCancelled
    }
    if cancelsNow { task.cancel() }
  }

  /// Silences the handler and cancels the collecting request.
  func cancel() {
    let task = state.withLock { state -> (any TransportTask)? in
      state.handler = nil
      state.isCancelled = true
      defer { state.task = nil }
      return state.task
    }
    task?.cancel()
  }

  /// Forwards a terminal event as the stream's last parts and its end; ignores progress.
  func forward(_ event: TransportEvent) {
    event.deliverStreamEnding(
      afterHead: false, current: { state.withLock { $0.handler } },
      last: {
        state.withLock { state in
          defer {
            state.handler = nil
            state.task = nil
          }
          return state.handler
        }
      })
  }
}
