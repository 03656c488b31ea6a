import Dispatch
import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport for stress tests: answers every request 200 from a concurrent queue, and
/// tracks how many requests it holds at once (started, neither answered nor cancelled).
final class ConcurrencyProbeTransport: Transport, @unchecked Sendable {
  // Safe to share: the counters live in the `Locked` box; the queue is thread-safe.
  private struct Counts {
    var inFlight = 0
    var maxInFlight = 0
    var started = 0
    var byURL: [String: Int] = [:]
  }

  private let counts = Locked(Counts())
  private let queue = DispatchQueue(label: "tests.probe-transport", attributes: .concurrent)
  /// Answers wait for a ``release(_:)`` each, when set.
  private let gate: DispatchSemaphore?

  /// Creates the transport; with `holdsAnswers`, each answer waits for one ``release()``.
  init(holdsAnswers: Bool = false) {
    gate = holdsAnswers ? DispatchSemaphore(value: 0) : nil
  }

  /// The most requests held at once so far.
  var maxInFlight: Int { counts.withLock { $0.maxInFlight } }
  /// Requests held now.
  var inFlight: Int { counts.withLock { $0.inFlight } }
  /// Requests started so far.
  var started: Int { counts.withLock { $0.started } }
  /// Requests started per URL.
  var startedByURL: [String: Int] { counts.withLock { $0.byURL } }

  /// Waits until every answer handed to the queue so far has been delivered and returned.
  func settle() { queue.sync(flags: .barrier) {} }

  /// Lets `count` held answers go.
  func release(_ count: Int = 1) {
    for _ in 0..<count { gate?.signal() }
  }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let url = request.urlRequest.url ?? URL(fileURLWithPath: "/")
    counts.withLock {
      $0.inFlight += 1
      $0.started += 1
      $0.maxInFlight = max($0.maxInFlight, $0.inFlight)
      $0.byURL[url.absoluteString, default: 0] += 1
    }
    let task = ProbeTask(counts: counts)
    let gate = gate
    queue.async {
      if let gate { _ = gate.wait(timeout: .now() + 10) }
      guard task.finish() else { return }
      if let http = HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)
      {
        handler(.completed(http, Data("{}".utf8)))
      }
    }
    return task
  }

  private final class ProbeTask: TransportTask, @unchecked Sendable {
    // Safe to share: `done` lives in the `Locked` box; `counts` is itself a lock box.
    private let done = Locked(false)
    private let counts: Locked<Counts>

    init(counts: Locked<Counts>) { self.counts = counts }

    /// Marks the task over; `false` when it already was (cancelled or answered).
    func finish() -> Bool {
      let first = done.withLock { done -> Bool in
        defer { done = true }
        return !done
      }
      if first { counts.withLock { $0.inFlight -= 1 } }
      return first
    }

    func cancel() { _ = finish() }
  }
}
