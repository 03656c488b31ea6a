import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one streamed request (``Transport/startStreaming(_:handler:)``) reported, in order; a
/// test waits for its parts with a bound.
final class StreamRecorder: @unchecked Sendable {
  // Safe to share: the events live in the `Locked` box; the semaphores are thread-safe; the
  // hook is set before the request starts and only read afterwards.

  /// One reported event, comparable: the head's status, a chunk's bytes, or the end.
  enum Part: Equatable, CustomStringConvertible {
    case head(Int)
    case chunk(Data)
    case completed
    /// The failure's `URLError` code, `nil` for another error.
    case failed(URLError.Code?)

    var description: String {
      switch self {
      case .head(let status): "head(\(status))"
      case .chunk(let data): "chunk(\(data.count))"
      case .completed: "completed"
      case .failed(let code): "failed(\(code.map { "\($0.rawValue)" } ?? "?"))"
      }
    }
  }

  private let state = Locked<[TransportStreamEvent]>([])
  private let ended = DispatchSemaphore(value: 0)
  private let arrived = DispatchSemaphore(value: 0)
  /// Runs on the transport's thread after each event is recorded (set before starting).
  var onEvent: (@Sendable (TransportStreamEvent, StreamRecorder) -> Void)?

  /// The handler to start a request with.
  var handler: @Sendable (TransportStreamEvent) -> Void { { [self] in self.record($0) } }

  private func record(_ event: TransportStreamEvent) {
    state.withLock { $0.append(event) }
    onEvent?(event, self)
    switch event {
    case .head, .chunk: arrived.signal()
    case .completed, .failed: ended.signal()
    }
  }

  /// Blocks until the stream ends, at most `seconds`.
  ///
  /// - Returns: whether it ended in time.
  func waitForEnd(seconds: Double = 10) -> Bool {
    ended.wait(timeout: .now() + seconds) == .success
  }

  /// Blocks until `count` heads or chunks have arrived in all, at most `seconds`.
  ///
  /// - Returns: whether they arrived in time.
  func waitForParts(_ count: Int, seconds: Double = 5) -> Bool {
    let deadline = DispatchTime.now() + seconds
    while partCount < count {
      guard arrived.wait(timeout: deadline) == .success else { return false }
    }
    return true
  }

  /// The heads and chunks that have arrived.
  private var partCount: Int {
    events.count { event in
      switch event {
      case .head, .chunk: true
      case .completed, .failed: false
      }
    }
  }

  /// Every event, in order.
  var events: [TransportStreamEvent] { state.withLock { $0 } }

  /// Every event as a comparable part.
  var parts: [Part] {
    events.map { event in
      switch event {
      case .head(let http): .head(http.statusCode)
      case .chunk(let data): .chunk(data)
      case .completed: .completed
      case .failed(let error, _): .failed((error as? URLError)?.code)
      }
    }
  }

  /// The head's response, if one arrived.
  var head: HTTPURLResponse? {
    for case .head(let http) in events { return http }
    return nil
  }

  /// The chunks, joined.
  var body: Data {
    events.reduce(into: Data()) { body, event in
      if case .chunk(let data) = event { body.append(data) }
    }
  }

  /// The terminal event, if any.
  var end: Part? {
    parts.last.flatMap { part in
      switch part {
      case .completed, .failed: part
      case .head, .chunk: nil
      }
    }
  }

  /// The error of a failed stream.
  var error: (any Error)? {
    for case .failed(let error, _) in events { return error }
    return nil
  }

  /// Whether the events keep the grammar: at most one head, first; chunks (never empty) only
  /// after it; at most one end, last.
  var isWellFormed: Bool {
    let parts = parts
    for (index, part) in parts.enumerated() {
      switch part {
      case .head: if index != 0 { return false }
      case .chunk(let data):
        if data.isEmpty || parts.first.map(Self.isHead) != true { return false }
      case .completed, .failed: if index != parts.count - 1 { return false }
      }
    }
    return true
  }

  private static func isHead(_ part: Part) -> Bool {
    if case .head = part { return true }
    return false
  }
}
