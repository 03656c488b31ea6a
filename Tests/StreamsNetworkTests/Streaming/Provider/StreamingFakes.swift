import Foundation
import Streams
import StreamsNetwork
import StreamsTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A streaming transport for unit tests: records each streamed request and reports what the
/// test tells it, as a real transport's task would (nothing after a cancel or an end).
final class FakeStreamTransport: Transport, @unchecked Sendable {
  // Safe to share: all state lives in `Locked` boxes.
  final class Task: TransportTask, @unchecked Sendable {
    // Safe to share: all state lives in the `Locked` box.
    let request: TransportRequest
    private let state:
      Locked<(cancelled: Bool, handler: (@Sendable (TransportStreamEvent) -> Void)?)>

    init(request: TransportRequest, handler: @escaping @Sendable (TransportStreamEvent) -> Void) {
      self.request = request
      state = Locked((false, handler))
    }

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// A header field of the request as sent.
    func header(_ name: String) -> String? { request.urlRequest.value(forHTTPHeaderField: name) }

    func cancel() {
      state.withLock {
        $0.cancelled = true
        $0.handler = nil
      }
    }

    func send(_ event: TransportStreamEvent) {
      let handler = state.withLock { state -> (@Sendable (TransportStreamEvent) -> Void)? in
        defer {
          switch event {
          case .completed, .failed: state.handler = nil
          case .head, .chunk: break
          }
        }
        return state.handler
      }
      handler?(event)
    }

    func head(_ status: Int, _ headers: [String: String] = [:]) {
      let url = request.urlRequest.url ?? URL(fileURLWithPath: "/")
      if let http = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      {
        send(.head(http))
      }
    }

    func chunk(_ text: String) { send(.chunk(Data(text.utf8))) }
  }

  private let started = Locked<[Task]>([])

  var tasks: [Task] { started.withLock { $0 } }

  func start(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void
  ) -> TransportTask {
    handler(.failed(URLError(.unsupportedURL), nil))
    return Task(request: request) { _ in }
  }

  func startStreaming(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportStreamEvent) -> Void
  ) -> TransportTask {
    let task = Task(request: request, handler: handler)
    started.withLock { $0.append(task) }
    return task
  }
}

/// A streamed target: a plain `GET` with the script, timeout and validation a test gives.
struct StreamFeed: StreamingTargetType {
  var baseURL = URL(string: "https://feed.test")!
  var path = "/feed"
  var method: StreamsNetwork.HTTPMethod = .get
  var task: RequestTask = .requestPlain
  var headers: [String: String]?
  var validationType: ValidationType = .none
  var timeoutInterval: TimeInterval?
  var script: StubStream = []
  /// The idle timeout; 0 for none.
  var idle: TimeInterval = StreamIdleTimeout.default

  var sampleStream: StubStream { script }
  var streamIdleTimeout: TimeInterval { idle }
}

/// What a plugin heard, one line per hook.
final class StreamPluginProbe: PluginType, @unchecked Sendable {
  // Safe to share: the log lives in the `Locked` box.
  private let log = Locked<[String]>([])

  var heard: [String] { log.withLock { $0 } }

  func willSend(_ request: RequestType, target: TargetType) {
    log.withLock { $0.append("willSend") }
  }

  func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    let line = (try? result.get()).map { "didReceive \($0.statusCode)" } ?? "didReceive error"
    log.withLock { $0.append(line) }
  }

  func process(_ result: Result<Response, NetworkError>, target: TargetType)
    -> Result<Response, NetworkError>
  {
    log.withLock { $0.append("process") }
    return result
  }

  func didFinishStream(_ result: Result<Int, NetworkError>, target: TargetType) {
    let line: String
    switch result {
    case .success(let bytes): line = "didFinishStream \(bytes) bytes"
    case .failure(let error): line = "didFinishStream \(StreamDescription.code(error))"
    }
    log.withLock { $0.append(line) }
  }
}

/// Parts and errors as short text, so recordings compare as values.
enum StreamDescription {
  static func part(_ part: StreamPart) -> String {
    switch part {
    case .head(let response): return "head \(response.statusCode)"
    case .chunk(let data): return "chunk " + String(decoding: data, as: UTF8.self)
    }
  }

  /// `status 500`, `timedOut`, `cancelled`, `networkConnectionLost`, or the error itself.
  static func code(_ error: any Error) -> String {
    if let network = error as? NetworkError {
      if case .statusCode(let response) = network { return "status \(response.statusCode)" }
      if case .underlying(let inner, _) = network, let url = inner as? URLError {
        return urlCode(url.code)
      }
    }
    if let url = error as? URLError { return urlCode(url.code) }
    return "\(error)"
  }

  private static func urlCode(_ code: URLError.Code) -> String {
    switch code {
    case .timedOut: return "timedOut"
    case .cancelled: return "cancelled"
    case .networkConnectionLost: return "networkConnectionLost"
    case .badServerResponse: return "badServerResponse"
    default: return "URLError \(code.rawValue)"
    }
  }
}

extension ObservableType where Element == StreamPart {
  /// The parts as text, errors as their code: what the unit tests record.
  func described() -> Observable<String> {
    map(StreamDescription.part).catch { .just("error " + StreamDescription.code($0)) }
  }
}

/// A provider over a fake transport or stubs, on `scheduler`.
func streamingProvider(
  _ scheduler: TestScheduler, session: Transport = FakeStreamTransport(),
  stub: StubBehavior = .never, plugins: [PluginType] = [], interceptors: [RequestInterceptor] = []
) -> Provider<StreamFeed> {
  Provider<StreamFeed>(
    stubClosure: { _ in stub }, session: session, plugins: plugins, scheduler: scheduler,
    interceptors: interceptors)
}
