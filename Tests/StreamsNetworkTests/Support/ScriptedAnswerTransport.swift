import Foundation
import Streams
import StreamsNetwork
import StreamsTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport for virtual-time tests: answers the *n*th request it is asked to send with the
/// *n*th scripted answer, at once, and stamps each request with the scheduler's clock.
final class ScriptedAnswerTransport: Transport, @unchecked Sendable {
  // Safe to share: all state lives in the `Locked` box.

  /// What one request gets.
  enum Answer {
    /// A response with this status and headers.
    case status(Int, headers: [String: String] = [:])
    /// A transport failure.
    case failure(URLError.Code)
    /// Nothing: the request stays in flight until cancelled.
    case silence
  }

  /// One request the transport was asked to send.
  struct Sent {
    let clock: TestTime
    let request: URLRequest
  }

  private let scheduler: TestScheduler
  private let state: Locked<(script: [Answer], sent: [Sent], cancelled: Int)>

  /// Answers from `script`, in order; requests beyond it get the last answer (or 200).
  init(scheduler: TestScheduler, _ script: [Answer]) {
    self.scheduler = scheduler
    state = Locked((script, [], 0))
  }

  /// Every request sent, in order.
  var sent: [Sent] { state.withLock { $0.sent } }

  /// When each request was sent.
  var clocks: [TestTime] { sent.map(\.clock) }

  /// How many requests were cancelled while still unanswered.
  var cancelledCount: Int { state.withLock { $0.cancelled } }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let clock = scheduler.clock
    let answer = state.withLock { state -> Answer in
      let index = state.sent.count
      state.sent.append(Sent(clock: clock, request: request.urlRequest))
      return index < state.script.count ? state.script[index] : state.script.last ?? .status(200)
    }
    let url = request.urlRequest.url ?? URL(fileURLWithPath: "/")
    switch answer {
    case .status(let status, let headers):
      if let http = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      {
        handler(.completed(http, Data("{}".utf8)))
      }
    case .failure(let code):
      handler(.failed(URLError(code), nil))
    case .silence:
      return Cancellation { [state] in state.withLock { $0.cancelled += 1 } }
    }
    return Cancellation {}
  }

  private struct Cancellation: TransportTask {
    let action: @Sendable () -> Void
    func cancel() { action() }
  }
}

/// A scheduler that records every wait asked of it, then lets a `TestScheduler` run it.
final class DelayRecordingScheduler: SchedulerType, @unchecked Sendable {
  // Safe to share: the log lives in the `Locked` box; the base scheduler is thread-safe.

  /// One wait: its length, and whether it was cancelled.
  struct Wait: Equatable {
    let seconds: Double
    var cancelled: Bool
  }

  let base: TestScheduler
  private let log = Locked<[Wait]>([])

  init(_ base: TestScheduler) { self.base = base }

  /// Every relative wait asked for, in order.
  var waits: [Wait] { log.withLock { $0 } }

  /// The lengths of the waits, in seconds.
  var delays: [Double] { waits.map(\.seconds) }

  var now: RxTime { base.now }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    base.schedule(state, action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let index = log.withLock { waits -> Int in
      waits.append(Wait(seconds: Self.seconds(dueTime), cancelled: false))
      return waits.count - 1
    }
    let fired = Locked(false)
    let scheduled = base.scheduleRelative(state, dueTime: dueTime) { state in
      fired.withLock { $0 = true }
      return action(state)
    }
    return Disposables.create(with: { [log] in
      if !fired.withLock({ $0 }) { log.withLock { $0[index].cancelled = true } }
      scheduled.dispose()
    })
  }

  private static func seconds(_ interval: RxTimeInterval) -> Double {
    switch interval {
    case .seconds(let value): Double(value)
    case .milliseconds(let value): Double(value) / 1e3
    case .microseconds(let value): Double(value) / 1e6
    case .nanoseconds(let value): Double(value) / 1e9
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}
