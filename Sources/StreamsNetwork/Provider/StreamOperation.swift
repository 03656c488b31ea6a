import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One subscription of a streamed request (``Provider/stream(_:)``): where the head that
/// passed the interceptors and the chunks that travelled beside them meet, in order.
///
/// The interceptors judge each attempt's head as a ``Response`` (``StreamAttemptOperation``);
/// the attempt hands its chunks and its end to this operation directly, tagged with its
/// number, so no interceptor retries or caches a body that already went out. An interceptor
/// may hold a head back (a limiter's queue, a refresh): the chunks and the end of the attempt
/// whose head was accepted last wait here until that head reaches the subscriber, and those
/// of an attempt the interceptors dropped are discarded. Once a head is out, chunks of any
/// other attempt are dropped.
///
/// The target's `timeoutInterval` bounds the time to the head only (``start(timeToHead:)``);
/// after it, a stream may last any time, bounded by its idle timeout (the attempt's).
///
/// The chain runs on a child of the subscription's lifetime, so that the chain disposing its
/// own lifetime after a terminal event cannot drop that event here; every input passes
/// through the operation's inbox (`Serializer`), so the subscriber never sees overlapping
/// calls.
final class StreamOperation: Serializer, @unchecked Sendable {
  // Safe to share: the `var`s below are only touched by `receive(_:)`, one input at a time,
  // except `timer` and `headDue`, written by `start(timeToHead:)` before the chain is
  // subscribed (so before any input), and `shared`, in its `Locked` box; the rest is
  // immutable.

  enum Input {
    /// An event of the interceptor chain.
    case chain(Event<Response>)
    /// Attempt `Int` accepted its head and is sending it up the chain.
    case head(Int)
    /// A chunk of attempt `Int`.
    case chunk(Int, Data)
    /// Attempt `Int` ended after its head: `nil` when the body ended as its framing says.
    case end(Int, NetworkError?)
    /// The time to the head has passed.
    case due
  }

  /// What attempts read and write from their own threads.
  private struct Shared {
    /// The number of the last attempt started.
    var attempts = 0
    /// Whether the time to the head passed before a head reached the subscriber.
    var timedOut = false
  }

  /// The longest silence after the head, for every attempt; `nil` for none.
  let idleTimeout: RxTimeInterval?
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Input>.make()
  private let sink: (Event<StreamPart>) -> Void
  private let lifetime: Lifetime
  /// The lifetime the interceptor chain runs on.
  let chainLifetime: Lifetime
  private let scheduler: SchedulerType
  private let shared = Locked(Shared())

  /// When the head must have reached the subscriber, on the scheduler's clock; `nil` without
  /// a time to the head.
  ///
  /// Set by ``start(timeToHead:)``, before the request is built: it is the request's
  /// ``ProviderRequest/deadline``, which interceptors read before a wait.
  private(set) var headDue: Date?
  /// The time-to-head timer, until a head is out.
  private var timer: (disposable: Disposable, key: BagKey?)?
  /// The attempt whose head was accepted last.
  private var latest = 0
  /// The attempt whose head reached the subscriber.
  private var passed: Int?
  /// Chunks of `latest` waiting for its head to pass.
  private var pending: [Data] = []
  /// The end of `latest`, waiting for its head to pass.
  private var pendingEnd: NetworkError??

  init(
    sink: @escaping (Event<StreamPart>) -> Void, lifetime: Lifetime, scheduler: SchedulerType,
    idleTimeout: RxTimeInterval?
  ) {
    self.sink = sink
    self.lifetime = lifetime
    self.scheduler = scheduler
    self.idleTimeout = idleTimeout
    chainLifetime = lifetime.child().0
  }

  /// Arms the time to the head, when `interval` is a countable timeout.
  ///
  /// - Parameter interval: the target's `timeoutInterval`, or `nil`.
  func start(timeToHead interval: TimeInterval?) {
    guard let interval, let wait = RequestDeadline.countable(interval) else { return }
    headDue = scheduler.now.addingTimeInterval(interval)
    let disposable = scheduler.scheduleRelative(self, dueTime: wait) { operation in
      operation.send(.due)
      return Disposables.create()
    }
    timer = (disposable, lifetime.add(disposable))
  }

  /// What the interceptor chain delivers to.
  var chainSink: (Event<Response>) -> Void {
    { [self] event in self.send(.chain(event)) }
  }

  // MARK: Attempts

  /// Numbers a new attempt.
  ///
  /// - Returns: its number, which tags its chunks and its end.
  func enter() -> Int {
    shared.withLock { state in
      state.attempts += 1
      return state.attempts
    }
  }

  /// Whether the time to the head ended the stream: what an attempt tells plugins when it is
  /// disposed.
  var timedOut: Bool { shared.withLock { $0.timedOut } }

  // MARK: Outcome

  func receive(_ input: Input) {
    guard !lifetime.isDisposed else { return }
    switch input {
    case .head(let number):
      guard passed == nil, number > latest else { return }
      latest = number
      pending = []
      pendingEnd = nil
    case .chunk(let number, let data):
      if number == passed {
        sink(.next(.chunk(data)))
      } else if passed == nil, number == latest {
        pending.append(data)
      }
    case .end(let number, let error):
      if number == passed {
        finish(error)
      } else if passed == nil, number == latest {
        pendingEnd = .some(error)
      }
    case .chain(.next(let response)):
      // A second head (an interceptor that answers twice) would break head-then-chunks.
      guard passed == nil else { return }
      passed = latest
      stopTimer()
      sink(.next(.head(response)))
      let chunks = pending
      pending = []
      for chunk in chunks where !lifetime.isDisposed { sink(.next(.chunk(chunk))) }
      if let end = pendingEnd { finish(end) }
    case .chain(.error(let error)):
      finish(error)
    case .chain(.completed):
      finish(nil)
    case .due:
      guard passed == nil else { return }
      shared.withLock { $0.timedOut = true }
      finish(NetworkError.underlying(URLError(.timedOut), nil))
    }
  }

  /// Cancels the time to the head: the timer holds this operation until it is let go.
  private func stopTimer() {
    guard let timer else { return }
    self.timer = nil
    lifetime.remove(timer.key)
    timer.disposable.dispose()
  }

  /// Ends the subscription: completes it, or fails it with `error`.
  private func finish(_ error: (any Error)?) {
    stopTimer()
    if !lifetime.isDisposed { sink(error.map { .error($0) } ?? .completed) }
    lifetime.dispose()
  }
}
