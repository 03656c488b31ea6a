import Dispatch
import FixtureServer
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One call to the fixture server, as a plain struct target.
struct LoopbackCall: TargetType {
  var baseURL: URL
  var path: String
  var method: Method = .get
  var task: RequestTask { .requestPlain }
  var headers: [String: String]?
  var validationType: ValidationType = .none
}

/// A started fixture server, a real transport (URLSession or libcurl), and providers over both, for
/// integration tests of the resilience interceptors.
///
/// Transport events are handed to the providers on one serial queue and the providers' clock
/// runs on another, so ``settle()`` can wait (bounded) until both have finished what they were
/// doing: the callback that delivered a terminal event has returned and disposed everything,
/// and the live-resource count is back.
final class LoopbackRig: @unchecked Sendable {
  // Safe to share: every stored property is a `let` of a thread-safe type.
  let server = FixtureServer()
  let delivery = DispatchQueue(label: "tests.resilience.delivery")
  let clock = DispatchQueue(label: "tests.resilience.clock")
  let transport: RelayingTransport

  /// Starts a server with the routes `configure` adds, and a transport of `kind`.
  init(_ kind: TransportKind = .urlSession, _ configure: (FixtureServer) -> Void) throws {
    configure(server)
    try server.start()
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    transport = RelayingTransport(
      base: try kind.make(configuration, completions: TaskCompletions()), queue: delivery)
  }

  deinit { server.stop() }

  /// A provider over the rig's transport, its clock on ``clock``; `nil` interceptors keeps
  /// the provider's default list.
  func provider<Target: TargetType>(
    _ target: Target.Type = LoopbackCall.self, interceptors: [RequestInterceptor]? = nil
  ) -> Provider<Target> {
    let scheduler = SerialDispatchQueueScheduler(serialQueue: clock)
    guard let interceptors else { return Provider(session: transport, scheduler: scheduler) }
    return Provider(session: transport, scheduler: scheduler, interceptors: interceptors)
  }

  /// A call to `path` on the server.
  func call(
    _ path: String, method: Method = .get, validation: ValidationType = .none
  ) -> LoopbackCall {
    LoopbackCall(
      baseURL: server.baseURL, path: path, method: method, validationType: validation)
  }

  /// Waits, bounded, until the delivery queue and the clock have run everything queued so far.
  func settle() {
    let drained = DispatchSemaphore(value: 0)
    for queue in [delivery, clock, delivery] {
      queue.async { drained.signal() }
      _ = drained.wait(timeout: .now() + 5)
    }
  }
}

/// Forwards to another transport, delivering its events on one serial queue and letting the
/// handler go after the terminal event (so nothing of a finished request waits on URLSession
/// to release its completion closure).
final class RelayingTransport: Transport, @unchecked Sendable {
  // Safe to share: `base` and `queue` are thread-safe; each request's handler lives in a
  // `Locked` box.
  let base: Transport
  let queue: DispatchQueue

  init(base: Transport, queue: DispatchQueue) {
    self.base = base
    self.queue = queue
  }

  var sessionHeaders: [String: String] { base.sessionHeaders }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let box = Locked<(@Sendable (TransportEvent) -> Void)?>(handler)
    let queue = queue
    let task = base.start(request) { event in
      queue.async {
        let current = box.withLock { slot -> (@Sendable (TransportEvent) -> Void)? in
          let current = slot
          switch event {
          case .completed, .failed: slot = nil
          case .uploadProgress, .downloadProgress: break
          }
          return current
        }
        current?(event)
      }
    }
    return RelayedTask(task: task, box: box)
  }

  private struct RelayedTask: TransportTask {
    let task: TransportTask
    let box: Locked<(@Sendable (TransportEvent) -> Void)?>

    func cancel() {
      box.withLock { $0 = nil }
      task.cancel()
    }
  }
}

/// What one subscription received; a test waits for its end with a bound.
final class EventCollector<Element>: @unchecked Sendable {
  // Safe to share: the events live in the `Locked` box; the semaphore is thread-safe.
  private let state = Locked<[Event<Element>]>([])
  private let ended = DispatchSemaphore(value: 0)

  /// Records `event`; a terminal one releases ``waitForEnd(seconds:)``.
  func record(_ event: Event<Element>) {
    state.withLock { $0.append(event) }
    if event.isStopEvent { ended.signal() }
  }

  /// Blocks until the subscription ends, at most `seconds`.
  ///
  /// - Returns: whether it ended in time.
  func waitForEnd(seconds: Double = 10) -> Bool {
    ended.wait(timeout: .now() + seconds) == .success
  }

  /// Every event, in order.
  var events: [Event<Element>] { state.withLock { $0 } }

  /// The elements received.
  var elements: [Element] { events.compactMap(\.element) }

  /// Whether the sequence completed.
  var isCompleted: Bool { events.contains { $0.isCompleted } }

  /// The error the sequence failed with, if any.
  var error: (any Error)? { events.lazy.compactMap(\.error).first }
}

extension ObservableType {
  /// Subscribes `collector` to this sequence.
  ///
  /// - Returns: the subscription.
  func subscribe(_ collector: EventCollector<Element>) -> Disposable {
    subscribe { collector.record($0) }
  }
}
