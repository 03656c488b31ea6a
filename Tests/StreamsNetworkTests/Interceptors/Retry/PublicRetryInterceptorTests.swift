// Written against public API only: no `@testable`, nothing `package`. The interceptor below is
// the reference example of the article "Writing an interceptor", and the tests hold it to
// what the built-in `RetryInterceptor` does, side by side on one `TestScheduler` timeline.

import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Retries failed requests as ``RetryInterceptor`` does, from a user's side of the API.
private struct PublicRetry: RequestInterceptor {
  let policy: RetryPolicy

  func intercept(
    _ request: ProviderRequest, next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    // What the target chooses, with the interceptor's policy as the default.
    let target = request.target as? any Retryable
    let policy = target?.retryPolicy ?? self.policy
    let retries = target.map { $0.retryCount(under: policy) } ?? policy.maxRetries
    let method = request.method
    let mayRetry = { (error: any Error) -> Bool in
      target.map { $0.canRetry(error: error, under: policy) }
        ?? policy.shouldRetry(error, method)
    }
    guard retries > 0 else { return next(request) }
    return next(request)
      .map { response in
        guard response.statusCode < 400 else { throw Refused(response: response) }
        return response
      }
      .retry(when: { (failures: Observable<any Error>) in
        failures.enumerated().flatMap { attempt, failure -> Observable<Int> in
          let error = (failure as? Refused).map { NetworkError.statusCode($0.response) } ?? failure
          guard attempt < retries, mayRetry(error) else { return .error(failure) }
          let scheduler = request.scheduler
          let seconds = policy.delay(beforeRetry: attempt + 1, after: error, now: scheduler.now)
          guard !request.deadlineForbids(waiting: seconds) else { return .error(failure) }
          return Observable<Int>.timer(.clamped(seconds: seconds), scheduler: scheduler)
        }
      })
      .catch { error in
        guard let refused = error as? Refused else { return .error(error) }
        return .just(refused.response)
      }
  }

  /// A response of 400 or above, carried through `retry(when:)` as a failure.
  private struct Refused: Error {
    let response: Response
  }
}

/// A target whose method, validation, deadline and retries each test chooses.
private struct RetriedCall: TargetType, Retryable {
  var method: HTTPMethod = .get
  var validationType: ValidationType = .none
  var timeoutInterval: TimeInterval? = nil
  var ownRetries: Int? = nil
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "item" }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }

  func retryCount(under policy: RetryPolicy) -> Int { ownRetries ?? policy.maxRetries }
}

/// A user's retry interceptor, written on public API, does what the built-in one does: the
/// same attempts at the same virtual times, the same waits, the same outcome.
@Suite(.checksResources)
struct PublicRetryInterceptorTests {
  typealias Answer = ScriptedAnswerTransport.Answer

  /// What one run shows: the subscriber's events, when the transport was called, the waits.
  struct Run: Equatable {
    let events: [Recorded<Event<Int>>]
    let clocks: [TestTime]
    let waits: [DelayRecordingScheduler.Wait]
  }

  /// Runs `call` against `script` through `interceptor`.
  private func run(
    _ interceptor: RequestInterceptor, _ script: [Answer], call: RetriedCall,
    disposed: TestTime
  ) -> Run {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let scheduler = DelayRecordingScheduler(clock)
    let transport = ScriptedAnswerTransport(scheduler: clock, script)
    let provider = Provider<RetriedCall>(
      session: transport, scheduler: scheduler, interceptors: [interceptor])
    let observer = clock.start(disposed: disposed) { provider.response(call).map(\.statusCode) }
    return Run(events: observer.events, clocks: transport.clocks, waits: scheduler.waits)
  }

  /// The built-in's run and the public one's, for one script.
  private func both(
    _ script: [Answer], policy: RetryPolicy, call: RetriedCall = RetriedCall(),
    disposed: TestTime = 1_000_000
  ) -> (builtIn: Run, public: Run) {
    (
      run(RetryInterceptor(policy: policy), script, call: call, disposed: disposed),
      run(PublicRetry(policy: policy), script, call: call, disposed: disposed)
    )
  }

  @Test func retriesWithBackoffUntilASuccess() {
    let runs = both(
      [.status(503), .failure(.networkConnectionLost), .status(200)],
      policy: RetryPolicy(maxAttempts: 5, backoff: .constant(2)))
    #expect(runs.builtIn.clocks == [200, 2200, 4200])
    #expect(runs.builtIn.events == [.next(4200, 200), .completed(4200)])
    #expect(runs.public == runs.builtIn)
  }

  @Test func jitteredBackoffAndRetryAfterGiveTheSameWaits() {
    let policy = RetryPolicy(
      maxAttempts: 4, backoff: .exponential(base: 1, multiplier: 2, max: 8), random: { 0.5 })
    let runs = both(
      [.status(503), .status(429, headers: ["Retry-After": "7"]), .status(502), .status(200)],
      policy: policy)
    #expect(runs.builtIn.waits.map(\.seconds) == [0.5, 7, 2])
    #expect(runs.public == runs.builtIn)
  }

  @Test func theLastResponseArrivesAsItWasWhenAttemptsRunOut() {
    let policy = RetryPolicy(maxAttempts: 3, backoff: .constant(1))
    let unvalidated = both([.status(503)], policy: policy)
    #expect(unvalidated.builtIn.events == [.next(2200, 503), .completed(2200)])
    #expect(unvalidated.public == unvalidated.builtIn)

    let validated = both(
      [.status(503)], policy: policy, call: RetriedCall(validationType: .successCodes))
    #expect(validated.builtIn.events.count == 1)
    #expect(validated.public == validated.builtIn)
  }

  @Test func whatIsNotRetryableEndsAtOnce() {
    let post = both(
      [.status(503), .status(200)], policy: .default, call: RetriedCall(method: .post))
    #expect(post.builtIn.clocks == [200])
    #expect(post.public == post.builtIn)

    let notFound = both([.status(404), .status(200)], policy: .default)
    #expect(notFound.builtIn.events == [.next(200, 404), .completed(200)])
    #expect(notFound.public == notFound.builtIn)

    let cancelled = both([.failure(.cancelled), .status(200)], policy: .default)
    #expect(cancelled.builtIn.clocks == [200])
    #expect(cancelled.public.clocks == cancelled.builtIn.clocks)
    #expect(cancelled.public.events.map(\.time) == cancelled.builtIn.events.map(\.time))
  }

  @Test func theTargetsOwnCountDecides() {
    let runs = both(
      [.status(503)], policy: RetryPolicy(maxAttempts: 5, backoff: .constant(1)),
      call: RetriedCall(ownRetries: 1))
    #expect(runs.builtIn.clocks == [200, 1200])
    #expect(runs.public == runs.builtIn)
  }

  @Test func aWaitPastTheDeadlineIsNotStarted() {
    let runs = both(
      [.status(503), .status(503), .status(200)],
      policy: RetryPolicy(maxAttempts: 5, backoff: .constant(2)),
      call: RetriedCall(timeoutInterval: 3))
    #expect(runs.builtIn.clocks == [200, 2200])
    #expect(runs.builtIn.events == [.next(2200, 503), .completed(2200)])
    #expect(runs.public == runs.builtIn)
  }

  @Test func disposingDuringAWaitCancelsIt() {
    let runs = both(
      [.status(503), .status(200)], policy: RetryPolicy(backoff: .constant(2)), disposed: 1000)
    #expect(runs.builtIn.waits == [.init(seconds: 2, cancelled: true)])
    #expect(runs.builtIn.events.isEmpty)
    #expect(runs.public == runs.builtIn)
  }
}
