import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The whole-request deadline of one subscription: a target's `timeoutInterval`, counted from
/// `subscribe` on the provider's scheduler, bounding everything the subscriber waits for.
///
/// The provider arms it outside every interceptor, so it covers building the request, waiting
/// in a ``RequestLimiter``'s queue, waiting for an ``AuthenticationInterceptor``'s refresh,
/// retry backoff and every attempt; each subscriber of a coalesced call has its own. One timer
/// per subscription, and when it fires:
///
/// - an attempt in flight (registered with ``enter(_:)``) is told first, and fails as a
///   transport timeout would: plugins hear `URLError(.timedOut)` from `didReceive`, `process`
///   runs, and the failure travels up through the interceptors (a cache may still answer, a
///   retry does not start another attempt because the deadline has passed). An attempt that
///   was delivering its answer on another thread at that moment finishes delivering it;
/// - then (once such an attempt has left) whatever has not reached the subscriber — the
///   request was queued, waiting for a refresh or between attempts — ends with
///   ``NetworkError/underlying(_:_:)`` wrapping `URLError(.timedOut)` and no response, and the
///   waiting work is disposed (it leaves the queue, the refresh's waiters). A request whose
///   response has reached the subscriber completes instead: it was answered, and the end
///   that follows the response may still be on its way through a stage that holds it for
///   another thread (a stored response under ``CachePolicy/cacheThenNetwork`` is an answer
///   too, so the network's part ends without an error).
///
/// The rest of the request runs on a child of the subscription's lifetime, and its events and the
/// timer pass through the operation's own inbox (`Serializer`): the subscriber never sees
/// overlapping calls, and the first terminal event wins.
final class RequestDeadline: Serializer, @unchecked Sendable {
  // Safe to share: `finished` and `answered` are only touched by `receive(_:)`; `attempts`
  // lives in a `Locked` box; the rest is immutable after `init`.

  enum Input {
    case event(Event<Response>)
    /// The timer fired.
    case due
    /// The deadline has passed and no attempt is in flight: end what is still waiting.
    case expire
  }

  struct Attempts {
    var passed = false
    /// The attempts in flight, each with what times it out.
    var hooks = Bag<() -> Void>()
    /// Set once the attempts have been told: the last one to leave sends `.expire`.
    var expiresOnLeave = false
    /// Whether `.expire` has been sent.
    var expiring = false

    /// Marks `.expire` as sent when the attempts have been told and none is in flight.
    ///
    /// - Returns: whether the caller must send it.
    mutating func expireIfIdle() -> Bool {
      guard expiresOnLeave, hooks.isEmpty, !expiring else { return false }
      expiring = true
      return true
    }
  }

  /// When the request must be over, on the provider's scheduler clock.
  let due: Date
  private let attempts = Locked(Attempts())
  private let sink: (Event<Response>) -> Void
  private let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Input>.make()
  private var finished = false
  /// Whether a response has reached the subscriber.
  private var answered = false

  private init(
    due: Date, sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    self.due = due
    self.sink = sink
    self.lifetime = lifetime
  }

  /// Runs `body` for one subscription, bounded by `interval` when it is a positive number of
  /// seconds short enough for a clock to count (a longer one, infinity included, is no
  /// deadline at all).
  ///
  /// - Parameters:
  ///   - interval: the target's timeout in seconds, or `nil` for none.
  ///   - scheduler: the provider's clock.
  ///   - sink: the subscriber.
  ///   - lifetime: the subscription.
  ///   - body: the rest of the request, given the sink and lifetime to run on and the
  ///     deadline; without a deadline, `sink` and `lifetime` unchanged and `nil`.
  static func bound(
    by interval: TimeInterval?, on scheduler: SchedulerType,
    sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime,
    _ body: (
      _ sink: @escaping (Event<Response>) -> Void, _ lifetime: Lifetime,
      _ deadline: RequestDeadline?
    ) -> Void
  ) {
    guard let interval, let wait = countable(interval) else { return body(sink, lifetime, nil) }
    let deadline = RequestDeadline(
      due: scheduler.now.addingTimeInterval(interval), sink: sink, lifetime: lifetime)
    lifetime.add(
      scheduler.scheduleRelative(deadline, dueTime: wait) { deadline in
        deadline.send(.due)
        return Disposables.create()
      })
    let (child, _) = lifetime.child()
    body({ event in deadline.send(.event(event)) }, child, deadline)
  }

  /// `interval` as a due time, when it is a timeout at all.
  ///
  /// It is one when positive and short enough for a clock to count (under about 292 years);
  /// anything else is no timeout, never a trap.
  ///
  /// - Parameter interval: a target's `timeoutInterval`.
  /// - Returns: the wait, or `nil` for no timeout.
  static func countable(_ interval: TimeInterval?) -> DispatchTimeInterval? {
    guard let interval, interval > 0 else { return nil }
    let wait = DispatchTimeInterval.clamped(seconds: interval)
    return wait == .never ? nil : wait
  }

  // MARK: Attempts

  /// Whether the deadline has passed.
  var hasPassed: Bool { attempts.withLock { $0.passed } }

  /// Registers an attempt in flight: `expire` runs (on the timer's thread) if the deadline
  /// passes before ``leave(_:)``.
  ///
  /// - Parameter expire: ends the attempt with a timeout.
  /// - Returns: the key for ``leave(_:)``, or `nil` when the deadline has passed already.
  func enter(_ expire: @escaping () -> Void) -> BagKey? {
    attempts.withLock { $0.passed ? nil : $0.hooks.insert(expire) }
  }

  /// Forgets an attempt that is over; an attempt that was busy on another thread when the
  /// deadline fired leaves after its outcome went up, and if it is the last, ends what is
  /// still waiting after that outcome.
  func leave(_ key: BagKey) {
    let expire = attempts.withLock { state -> Bool in
      _ = state.hooks.remove(key)
      return state.expireIfIdle()
    }
    if expire { send(.expire) }
  }

  // MARK: Outcome

  func receive(_ input: Input) {
    guard !finished, !lifetime.isDisposed else { return }
    switch input {
    case .event(let event):
      if event.isStopEvent { finished = true } else { answered = true }
      sink(event)
      if finished { lifetime.dispose() }
    case .due:
      let hooks = attempts.withLock { state -> [() -> Void] in
        state.passed = true
        return state.hooks.all
      }
      // An idle attempt times out on this thread: its failure goes up (and is queued here)
      // and it leaves before the call returns. A busy one finishes what it was delivering on
      // its own thread and leaves later.
      for timeOut in hooks { timeOut() }
      let expire = attempts.withLock { state -> Bool in
        state.expiresOnLeave = true
        return state.expireIfIdle()
      }
      // Queued behind whatever the attempts sent up.
      if expire { send(.expire) }
    case .expire where answered:
      // A response got through: the request was answered. The end that follows it may still
      // be on its way, held by a stage above for its other thread to deliver (a serializer
      // busy there), so this can overtake it: a timeout now would fail a request that was
      // answered.
      finished = true
      sink(.completed)
      lifetime.dispose()
    case .expire:
      finished = true
      sink(.error(NetworkError.underlying(URLError(.timedOut), nil)))
      lifetime.dispose()
    }
  }
}
