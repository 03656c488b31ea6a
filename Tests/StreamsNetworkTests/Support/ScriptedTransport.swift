import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport for unit tests: records what it is asked to send and answers when told.
final class ScriptedTransport: Transport, @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.
  final class Task: TransportTask, @unchecked Sendable {
    // Safe to share: all state lives in the `Locked` box.
    let request: TransportRequest
    private let state: Locked<(cancelled: Bool, handler: (@Sendable (TransportEvent) -> Void)?)>

    init(request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void) {
      self.request = request
      state = Locked((false, handler))
    }

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    func cancel() {
      state.withLock {
        $0.cancelled = true
        $0.handler = nil
      }
    }

    /// Sends `event` as the transport would, unless the task was cancelled; like a real
    /// transport, lets the handler go after the terminal event.
    func send(_ event: TransportEvent) {
      let handler = state.withLock { state -> (@Sendable (TransportEvent) -> Void)? in
        let handler = state.cancelled ? nil : state.handler
        switch event {
        case .completed, .failed: state.handler = nil
        case .uploadProgress, .downloadProgress: break
        }
        return handler
      }
      handler?(event)
    }

    func respond(status: Int, data: Data = Data(), headers: [String: String] = [:]) {
      let url = request.urlRequest.url ?? URL(fileURLWithPath: "/")
      let http = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      if let http { send(.completed(http, data)) }
    }
  }

  /// Answers every request at once with this status, when set.
  let autoRespond: Int?
  private let started = Locked<[Task]>([])

  init(autoRespond: Int? = nil) { self.autoRespond = autoRespond }

  var tasks: [Task] { started.withLock { $0 } }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let task = Task(request: request, handler: handler)
    started.withLock { $0.append(task) }
    if let autoRespond { task.respond(status: autoRespond, data: Data("{}".utf8)) }
    return task
  }
}
