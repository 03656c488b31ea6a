import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Plays a ``StubStream`` on a scheduler as a streaming transport would report it: what a
/// stubbing provider's streamed attempt runs in place of
/// ``Transport/startStreaming(_:handler:)``.
///
/// Steps run one after another; a wait (and the stub's delay before the first step)
/// schedules the rest on the scheduler. Cancelling stops the steps not yet played and
/// silences the handler, as a transport task's cancel does.
final class StubStreamPlayer: TransportTask, @unchecked Sendable {
  // Safe to share: the mutable state lives in the `Locked` box; the steps run only on the
  // thread that starts the player or on the scheduler's, one batch at a time (each batch
  // schedules the next only when it is done).

  private struct State {
    var cancelled = false
    /// The next batch's timer.
    var timer: Disposable?
    /// The handler, until the end or a cancel (it holds the attempt that holds the player).
    var handler: TransportStreamHandler?
  }

  private let steps: [StubStream.Step]
  private let url: URL
  private let scheduler: SchedulerType
  private let state: Locked<State>

  /// A player of `script`, answering a request to `url`.
  init(
    _ script: StubStream, url: URL, scheduler: SchedulerType,
    handler: @escaping TransportStreamHandler
  ) {
    steps = script.steps
    self.url = url
    self.scheduler = scheduler
    state = Locked(State(handler: handler))
  }

  /// Plays the steps, after `delay` seconds when given.
  ///
  /// - Parameter delay: the stub's delay, or `nil` to start now.
  func start(after delay: TimeInterval?) {
    guard let delay else { return play(from: 0) }
    schedule(from: 0, after: delay)
  }

  func cancel() {
    let timer = state.withLock { state -> Disposable? in
      state.cancelled = true
      state.handler = nil
      defer { state.timer = nil }
      return state.timer
    }
    timer?.dispose()
  }

  /// Reports `event` unless cancelled; lets the handler go after a terminal event.
  private func report(_ event: TransportStreamEvent) {
    let handler = state.withLock { state -> TransportStreamHandler? in
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

  /// Plays the steps from `index` until a wait or the end of the script.
  private func play(from index: Int) {
    var index = index
    while index < steps.count, state.withLock({ !$0.cancelled }) {
      switch steps[index] {
      case .head(let status, let headers):
        guard
          let http = HTTPURLResponse(
            url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else {
          return report(.failed(URLError(.badServerResponse), nil))
        }
        report(.head(http))
      case .chunk(let data):
        if !data.isEmpty { report(.chunk(data)) }
      case .wait(let seconds):
        return schedule(from: index + 1, after: seconds)
      case .drop(let error):
        return report(.failed(error, nil))
      case .end:
        return report(.completed)
      }
      index += 1
    }
  }

  private func schedule(from index: Int, after seconds: TimeInterval) {
    let timer = scheduler.scheduleRelative(self, dueTime: .clamped(seconds: seconds)) { player in
      player.play(from: index)
      return Disposables.create()
    }
    let cancelled = state.withLock { state -> Bool in
      if !state.cancelled { state.timer = timer }
      return state.cancelled
    }
    if cancelled { timer.dispose() }
  }
}
