import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target for retry tests: method and validation chosen per test.
private struct Item: TargetType {
  var method: HTTPMethod = .get
  var validationType: ValidationType = .none
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "item" }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// Every timing rule of `RetryInterceptor`, on virtual time: one tick is one millisecond, the
/// request is subscribed at 200 and answered at once by a scripted transport.
@Suite(.checksResources)
struct RetryInterceptorTests {
  typealias Answer = ScriptedAnswerTransport.Answer

  /// The outcome of one scripted run.
  struct Run {
    let events: [Recorded<Event<Int>>]
    let transport: ScriptedAnswerTransport
    let scheduler: DelayRecordingScheduler
  }

  private func run(
    _ script: [Answer], policy: RetryPolicy, target: Item = Item(),
    disposed: TestTime = 1_000_000
  ) -> Run {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let scheduler = DelayRecordingScheduler(clock)
    let transport = ScriptedAnswerTransport(scheduler: clock, script)
    let provider = Provider<Item>(
      session: transport, scheduler: scheduler,
      interceptors: [RetryInterceptor(policy: policy)])
    let observer = clock.start(disposed: disposed) {
      provider.response(target).map(\.statusCode)
    }
    return Run(events: observer.events, transport: transport, scheduler: scheduler)
  }

  @Test func constantBackoffWaitsTheSameBeforeEachRetry() {
    let result = run(
      [.status(503), .status(500), .status(200)],
      policy: RetryPolicy(maxAttempts: 5, backoff: .constant(2)))
    #expect(result.transport.clocks == [200, 2200, 4200])
    #expect(result.events == [.next(4200, 200), .completed(4200)])
    #expect(result.scheduler.delays == [2, 2])
  }

  @Test func exponentialBackoffJittersWithinEachCeiling() {
    let units = Locked([1.0, 0.5, 0.25, 1.0])
    let policy = RetryPolicy(
      maxAttempts: 5, backoff: .exponential(base: 1, multiplier: 2, max: 3),
      random: { units.withLock { $0.isEmpty ? 0 : $0.removeFirst() } })
    let result = run([.status(503)], policy: policy)
    // Ceilings 1, 2, 4 → 3 (the cap), 3; each wait is the unit times its ceiling.
    #expect(result.scheduler.delays == [1, 1, 0.75, 3])
    #expect(result.transport.clocks == [200, 1200, 2200, 2950, 5950])
    #expect(result.events == [.next(5950, 503), .completed(5950)])
  }

  @Test func systemJitterNeverLeavesZeroToTheCeiling() {
    let backoff = Backoff.exponential(base: 0.5, multiplier: 2, max: 8)
    let result = run(
      [.status(502)], policy: RetryPolicy(maxAttempts: 8, backoff: backoff))
    let delays = result.scheduler.delays
    #expect(delays.count == 7)
    for (index, delay) in delays.enumerated() {
      #expect(delay >= 0 && delay <= backoff.ceiling(forRetry: index + 1))
    }
  }

  @Test func retryAfterSecondsReplacesTheBackoff() {
    let result = run(
      [.status(503, headers: ["Retry-After": "7"]), .status(200)],
      policy: RetryPolicy(backoff: .constant(1)))
    #expect(result.transport.clocks == [200, 7200])
    #expect(result.events == [.next(7200, 200), .completed(7200)])
  }

  @Test func retryAfterDateIsMeasuredFromTheSchedulersNow() {
    // At tick 200 the scheduler's now is 0.2 s after 1970; the date is 5 s after 1970.
    let result = run(
      [.status(429, headers: ["Retry-After": "Thu, 01 Jan 1970 00:00:05 GMT"]), .status(200)],
      policy: RetryPolicy(backoff: .constant(1)))
    #expect(result.scheduler.delays.count == 1)
    #expect(abs((result.scheduler.delays.first ?? 0) - 4.8) < 1e-6)
    #expect(result.transport.clocks == [200, 5000])
    #expect(result.events == [.next(5000, 200), .completed(5000)])
  }

  @Test func maximumDelayCapsRetryAfterAndBackoff() {
    let capped = RetryPolicy(maxAttempts: 3, backoff: .constant(30), maximumDelay: 5)
    let result = run(
      [.status(503, headers: ["Retry-After": "120"]), .status(503), .status(200)],
      policy: capped)
    #expect(result.scheduler.delays == [5, 5])
    #expect(result.transport.clocks == [200, 5200, 10200])
  }

  @Test func retryAfterIsIgnoredWhenThePolicySaysSo() {
    let result = run(
      [.status(503, headers: ["Retry-After": "120"]), .status(200)],
      policy: RetryPolicy(backoff: .constant(1), honorsRetryAfter: false))
    #expect(result.transport.clocks == [200, 1200])
  }

  @Test func maxAttemptsBoundsTheAttemptsAndTheLastOutcomeArrives() {
    let unvalidated = run(
      [.status(503)], policy: RetryPolicy(maxAttempts: 3, backoff: .constant(1)))
    #expect(unvalidated.transport.clocks == [200, 1200, 2200])
    #expect(unvalidated.events == [.next(2200, 503), .completed(2200)])

    let validated = run(
      [.status(503)], policy: RetryPolicy(maxAttempts: 2, backoff: .constant(1)),
      target: Item(validationType: .successCodes))
    #expect(validated.transport.clocks == [200, 1200])
    #expect(validated.events.count == 1)
    #expect(validated.events.first?.time == 1200)
    #expect(
      validated.events.first?.value.error.flatMap { ($0 as? NetworkError)?.statusCode } == 503)
  }

  @Test func postIsNotRetriedByDefault() {
    let result = run([.status(503), .status(200)], policy: .default, target: Item(method: .post))
    #expect(result.transport.clocks == [200])
    #expect(result.events == [.next(200, 503), .completed(200)])
  }

  @Test func idempotentMethodsAreRetried() {
    for method in [HTTPMethod.head, .put, .delete, .options, .trace] {
      let result = run(
        [.status(503), .status(204)], policy: RetryPolicy(backoff: .constant(1)),
        target: Item(method: method))
      #expect(result.transport.clocks == [200, 1200], "\(method)")
    }
  }

  @Test func nonRetryableStatusIsNotRetried() {
    for status in [400, 401, 403, 404, 409, 422, 501] {
      let result = run([.status(status), .status(200)], policy: .default)
      #expect(result.transport.clocks == [200], "\(status)")
      #expect(result.events == [.next(200, status), .completed(200)])
    }
  }

  @Test func retryableTransportFailuresAreRetriedAndCancellationIsNot() {
    let lost = run(
      [.failure(.networkConnectionLost), .failure(.timedOut), .status(200)],
      policy: RetryPolicy(backoff: .constant(1)))
    #expect(lost.transport.clocks == [200, 1200, 2200])
    #expect(lost.events == [.next(2200, 200), .completed(2200)])

    let cancelled = run([.failure(.cancelled), .status(200)], policy: .default)
    #expect(cancelled.transport.clocks == [200])
    #expect((cancelled.events.first?.value.error as? NetworkError)?.isCancelled == true)

    let malformed = run([.failure(.badURL), .status(200)], policy: .default)
    #expect(malformed.transport.clocks == [200])
  }

  @Test func neverSendsOnce() {
    let result = run([.status(503), .status(200)], policy: .never)
    #expect(result.transport.clocks == [200])
    #expect(result.scheduler.waits.isEmpty)
  }

  @Test func disposingDuringTheWaitCancelsTheTimerAndSendsNothingMore() {
    let result = run(
      [.status(503), .status(200)], policy: RetryPolicy(backoff: .constant(2)), disposed: 1000)
    #expect(result.transport.clocks == [200])
    #expect(result.events.isEmpty)
    #expect(result.scheduler.waits == [.init(seconds: 2, cancelled: true)])
  }

  @Test func disposingDuringAnAttemptCancelsIt() {
    let result = run(
      [.status(503), .silence], policy: RetryPolicy(backoff: .constant(1)), disposed: 5000)
    #expect(result.transport.clocks == [200, 1200])
    #expect(result.transport.cancelledCount == 1)
    #expect(result.events.isEmpty)
  }

  @Test func pluginsSeeEveryAttempt() {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let transport = ScriptedAnswerTransport(
      scheduler: clock, [.status(503), .status(502), .status(200)])
    let hooks = HookCounter()
    let provider = Provider<Item>(
      session: transport, plugins: [hooks], scheduler: clock,
      interceptors: [RetryInterceptor(policy: RetryPolicy(backoff: .constant(1)))])
    _ = clock.start(disposed: 100_000) { provider.response(Item()).map(\.statusCode) }
    #expect(hooks.statuses == [503, 502, 200])
    #expect(hooks.sends == 3)
  }
}

/// Counts the plugin hooks each attempt calls.
private final class HookCounter: PluginType, @unchecked Sendable {
  // Safe to share: the counts live in the `Locked` box.
  private let log = Locked<(sends: Int, statuses: [Int])>((0, []))

  var sends: Int { log.withLock { $0.sends } }
  var statuses: [Int] { log.withLock { $0.statuses } }

  func willSend(_ request: RequestType, target: TargetType) {
    log.withLock { $0.sends += 1 }
  }

  func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    let status = (try? result.get().statusCode) ?? result.failureStatus
    log.withLock { $0.statuses.append(status) }
  }
}

extension Result where Failure == NetworkError {
  /// The failure's status, or -1.
  fileprivate var failureStatus: Int {
    if case .failure(let error) = self { return error.statusCode ?? -1 }
    return -1
  }
}
