import Dispatch
import Foundation
import Streams

/// One subscription of a retried request: runs attempts, judges each outcome, waits between
/// them on the request's scheduler.
///
/// Attempt events (on the transport's thread) and the end of a wait (on the scheduler's) pass
/// through the operation's own inbox (`Serializer`), so the subscriber never sees overlapping
/// calls and the state below needs no lock. Each attempt and each wait gets a child of the
/// subscription's lifetime: disposing the subscription cancels the attempt in flight or the timer.
final class RetryOperation: Serializer, @unchecked Sendable {
  // Safe to share: `attempt`, `current` and `waiting` are only touched by `receive(_:)`; the
  // rest is immutable.

  enum Input {
    case start
    /// An event of attempt number `Int`.
    case attempt(Int, Event<Response>)
    /// The wait before the next attempt is over.
    case wake
  }

  private let request: ProviderRequest
  private let next: (ProviderRequest) -> Observable<Response>
  private let plan: RetryPlan
  private let sink: (Event<Response>) -> Void
  private let lifetime: Lifetime
  /// The inputs in flight (the object is its own ``Serializer``).
  let queue = SerializerQueue<Input>.make()

  /// Attempts started so far.
  private var attempt = 0
  /// The attempt in flight.
  private var current: (lifetime: Lifetime, key: BagKey?)?
  /// The wait before the next attempt.
  private var waiting: (lifetime: Lifetime, key: BagKey?)?

  init(
    request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>,
    plan: RetryPlan, sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    self.request = request
    self.next = next
    self.plan = plan
    self.sink = sink
    self.lifetime = lifetime
  }

  func start() { send(.start) }

  func receive(_ input: Input) {
    guard !lifetime.isDisposed else { return }
    switch input {
    case .start:
      launch()
    case .wake:
      guard let waiting else { return }
      self.waiting = nil
      lifetime.end(child: waiting.lifetime, key: waiting.key)
      launch()
    case .attempt(let number, let event):
      guard number == attempt, current != nil else { return }
      handle(event)
    }
  }

  private func handle(_ event: Event<Response>) {
    switch event {
    case .next(let response):
      // A status of 400 or above is a failure to judge, even when validation let it through.
      if response.statusCode >= 400, retry(after: NetworkError.statusCode(response)) { return }
      sink(event)
    case .error(let error):
      if retry(after: error) { return }
      sink(.error(error))
      lifetime.dispose()
    case .completed:
      sink(.completed)
      lifetime.dispose()
    }
  }

  /// Starts the next attempt: a fresh subscription to the rest of the chain.
  private func launch() {
    attempt += 1
    let number = attempt
    let (child, key) = lifetime.child()
    current = (child, key)
    next(request).run({ [self] event in self.send(.attempt(number, event)) }, child)
  }

  /// Ends the failed attempt and arms the wait before the next, when the plan allows one and
  /// the wait ends before the request's deadline (a wait the subscriber would not see the end
  /// of is not started: the failure is delivered at once).
  ///
  /// - Returns: whether a retry is coming.
  private func retry(after error: any Error) -> Bool {
    guard attempt <= plan.maxRetries, plan.decide(error) else { return false }
    let scheduler = request.scheduler
    let seconds = plan.policy.delay(beforeRetry: attempt, after: error, now: scheduler.now)
    guard !request.deadlineForbids(waiting: seconds) else { return false }
    if let current {
      self.current = nil
      lifetime.end(child: current.lifetime, key: current.key)
    }
    let (child, key) = lifetime.child()
    waiting = (child, key)
    child.add(
      scheduler.scheduleRelative((), dueTime: .clamped(seconds: seconds)) { [self] _ in
        self.send(.wake)
        return Disposables.create()
      })
    return true
  }
}
