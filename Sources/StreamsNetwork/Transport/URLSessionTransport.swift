import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default ``Transport``: `URLSession` (FoundationNetworking on Linux).
///
/// The transport owns its session for its whole life and invalidates it only when it is
/// deallocated, which cannot happen while a request still holds it.
public final class URLSessionTransport: Transport, @unchecked Sendable {
  // Safe to share: `session` is immutable and thread-safe.
  private let session: URLSession

  /// Creates a transport with its own session.
  ///
  /// - Parameter configuration: the session configuration (`.default` by default).
  public init(configuration: URLSessionConfiguration = .default) {
    session = URLSession(configuration: configuration)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// The session configuration's additional headers.
  public var sessionHeaders: [String: String] {
    var headers: [String: String] = [:]
    for (key, value) in session.configuration.httpAdditionalHeaders ?? [:] {
      if let key = key as? String, let value = value as? String { headers[key] = value }
    }
    return headers
  }

  /// Starts `request`; see ``Transport/start(_:handler:)``.
  public func start(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void
  ) -> TransportTask {
    let state = SessionTaskState(handler: handler)
    let completion: @Sendable (Data?, URLResponse?, Error?) -> Void = { data, response, error in
      let http = response as? HTTPURLResponse
      if let error {
        state.finish(.failed(error, http))
      } else if let http {
        state.finish(.completed(http, data ?? Data()))
      } else {
        state.finish(.failed(URLError(.badServerResponse), nil))
      }
    }
    let task: URLSessionTask
    switch request.upload {
    case .data(let body):
      task = session.uploadTask(with: request.urlRequest, from: body, completionHandler: completion)
    case .file(let file):
      task = session.uploadTask(
        with: request.urlRequest, fromFile: file, completionHandler: completion)
    case nil: task = session.dataTask(with: request.urlRequest, completionHandler: completion)
    }
    state.task = task
    task.resume()
    return state
  }
}

/// One request's link between its session task and its handler; cancel silences the handler.
final class SessionTaskState: TransportTask, @unchecked Sendable {
  // Safe to share: `cancelled` and `task` live behind `lock`; `handler` is only called by the
  // one thread that wins `finish`.
  private let lock = NSLock()
  private var cancelled = false
  private var sessionTask: URLSessionTask?
  private let handler: @Sendable (TransportEvent) -> Void

  init(handler: @escaping @Sendable (TransportEvent) -> Void) { self.handler = handler }

  var task: URLSessionTask? {
    get { lock.withLock { sessionTask } }
    set { lock.withLock { sessionTask = newValue } }
  }

  func finish(_ event: TransportEvent) {
    let silent = lock.withLock { () -> Bool in
      defer { cancelled = true }
      return cancelled
    }
    if !silent { handler(event) }
  }

  func cancel() {
    let task = lock.withLock { () -> URLSessionTask? in
      cancelled = true
      return sessionTask
    }
    task?.cancel()
  }
}
