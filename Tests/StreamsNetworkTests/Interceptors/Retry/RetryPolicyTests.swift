import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target that says how it wants to be retried.
private struct Chosen: Retryable {
  var method: HTTPMethod = .get
  var count: Int?
  var policy: RetryPolicy?
  var allowsPost = false

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "chosen" }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var retryPolicy: RetryPolicy? { policy }

  func retryCount(under policy: RetryPolicy) -> Int {
    count ?? (retryPolicy ?? .default).maxAttempts - 1
  }

  func canRetry(error: Error, under policy: RetryPolicy) -> Bool {
    allowsPost
      ? RetryPolicy.isRetryableFailure(error) : RetryPolicy.isRetryable(error, method: method)
  }
}

/// A target that records the policy its members are given and retries as often as it says.
private struct Recording: Retryable {
  var count: Int
  var policy: RetryPolicy?
  let seen = Locked<[Int]>([])

  var method: HTTPMethod { .get }
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "recording" }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var retryPolicy: RetryPolicy? { policy }

  func retryCount(under policy: RetryPolicy) -> Int {
    seen.withLock { $0.append(policy.maxAttempts) }
    return count
  }
}

/// A target that conforms without choosing anything: the policy in effect decides.
private struct Defaulted: Retryable {
  var method: HTTPMethod = .get
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "defaulted" }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

@Suite(.checksResources)
struct RetryPolicyTests {
  /// When each request was sent, for `target` under `policy`, every answer a 503 but the last.
  private func clocks<Target: TargetType>(
    _ target: Target, policy: RetryPolicy, answers: Int = 10
  ) -> [TestTime] {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let script = Array(repeating: ScriptedAnswerTransport.Answer.status(503), count: answers - 1)
    let transport = ScriptedAnswerTransport(scheduler: clock, script + [.status(200)])
    let provider = Provider<MultiTarget>(
      session: transport, scheduler: clock, interceptors: [RetryInterceptor(policy: policy)])
    _ = clock.start(disposed: 1_000_000) { provider.response(MultiTarget(target)) }
    return transport.clocks
  }

  private let oneSecond = RetryPolicy(backoff: .constant(1))

  // MARK: Retryable

  @Test func retryCountBoundsTheRetries() {
    #expect(clocks(Chosen(count: 1), policy: oneSecond) == [200, 1200])
    #expect(clocks(Chosen(count: 0), policy: oneSecond) == [200])
    #expect(clocks(Chosen(count: -3), policy: oneSecond) == [200])
  }

  @Test func canRetryCanAllowAPost() {
    #expect(clocks(Chosen(method: .post, count: 2), policy: oneSecond) == [200])
    #expect(
      clocks(Chosen(method: .post, count: 2, allowsPost: true), policy: oneSecond)
        == [200, 1200, 2200])
  }

  @Test func aTargetsOwnPolicySetsTheTiming() {
    let own = RetryPolicy(maxAttempts: 2, backoff: .constant(3))
    #expect(clocks(Chosen(count: 2, policy: own), policy: oneSecond) == [200, 3200, 6200])
  }

  @Test func defaultMembersFollowThePolicyInEffect() {
    // The provider's policy: 2 attempts, POST allowed.
    let permissive = RetryPolicy(
      maxAttempts: 2, backoff: .constant(1), shouldRetry: { _, _ in true })
    #expect(clocks(Defaulted(method: .post), policy: permissive) == [200, 1200])
    // The default policy: up to 3 retries, POST never.
    #expect(clocks(Defaulted(), policy: oneSecond) == [200, 1200, 2200, 3200])
    #expect(clocks(Defaulted(method: .post), policy: oneSecond) == [200])
    // Outside an interceptor, the defaults follow the policy they are given.
    #expect(Defaulted().retryCount(under: .default) == 3)
    #expect(
      !Defaulted(method: .post).canRetry(
        error: NetworkError.underlying(URLError(.timedOut), nil), under: .default))
  }

  @Test func membersAreGivenTheTargetsOwnPolicyElseTheInterceptors() {
    let interceptors = Recording(count: 1)
    let sevenAttempts = RetryPolicy(maxAttempts: 7, backoff: .constant(1))
    #expect(clocks(interceptors, policy: sevenAttempts) == [200, 1200])
    #expect(interceptors.seen.withLock { $0 } == [7])
    let own = Recording(count: 1, policy: RetryPolicy(maxAttempts: 5, backoff: .constant(2)))
    #expect(clocks(own, policy: oneSecond) == [200, 2200])
    #expect(own.seen.withLock { $0 } == [5])
  }

  @Test func aRetryCountOfIntMaxRetriesUntilSuccessWithoutOverflow() {
    let endless = Recording(count: .max)
    #expect(clocks(endless, policy: oneSecond, answers: 4) == [200, 1200, 2200, 3200])
  }

  // MARK: Classification

  @Test func retryableStatusesAreExactlyTheTransientOnes() {
    let retried = (100...599).filter { status in
      RetryPolicy.isRetryable(NetworkError.statusCode(makeResponse(status)), method: .get)
    }
    #expect(retried == [408, 429, 500, 502, 503, 504])
  }

  @Test func onlyIdempotentMethodsAreRetriedByDefault() {
    let failure = NetworkError.underlying(URLError(.networkConnectionLost), nil)
    let methods: [HTTPMethod] = [
      .get, .head, .put, .delete, .options, .trace, .post, .patch, .connect,
    ]
    let retried = methods.filter { RetryPolicy.isRetryable(failure, method: $0) }
    #expect(retried == [.get, .head, .put, .delete, .options, .trace])
  }

  @Test func transportFailuresAreClassified() {
    let retryable: [URLError.Code] = [
      .timedOut, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
      .dnsLookupFailed, .notConnectedToInternet,
    ]
    for code in retryable {
      #expect(RetryPolicy.isRetryableFailure(NetworkError.underlying(URLError(code), nil)))
      #expect(RetryPolicy.isRetryableFailure(URLError(code)))
      #expect(
        RetryPolicy.isRetryableFailure(NSError(domain: NSURLErrorDomain, code: code.rawValue)))
    }
    for code: URLError.Code in [.cancelled, .badURL, .unsupportedURL, .badServerResponse] {
      #expect(!RetryPolicy.isRetryableFailure(NetworkError.underlying(URLError(code), nil)))
    }
    let reset = NSError(domain: NSPOSIXErrorDomain, code: Int(ECONNRESET))
    #expect(RetryPolicy.isRetryableFailure(NetworkError.underlying(reset, nil)))
    let wrapped = NSError(domain: "transport", code: 1, userInfo: [NSUnderlyingErrorKey: reset])
    #expect(RetryPolicy.isRetryableFailure(wrapped))
  }

  @Test func cancellationIsNeverRetried() {
    #expect(!RetryPolicy.isRetryableFailure(CancellationError()))
    #expect(!RetryPolicy.isRetryableFailure(NetworkError.underlying(CancellationError(), nil)))
    #expect(!RetryPolicy.isRetryableFailure(URLError(.cancelled)))
  }

  @Test func decodingFailuresAreNotRetried() {
    #expect(!RetryPolicy.isRetryableFailure(NetworkError.jsonMapping(makeResponse(503))))
    #expect(!RetryPolicy.isRetryableFailure(NetworkError.requestMapping("::")))
  }

  // MARK: Delays

  @Test func exponentialCeilingsGrowToTheCapAndNeverOverflow() {
    let backoff = Backoff.exponential(base: 0.5, multiplier: 2, max: 8)
    #expect((1...7).map(backoff.ceiling(forRetry:)) == [0.5, 1, 2, 4, 8, 8, 8])
    #expect(backoff.ceiling(forRetry: .max) == 8)
    #expect(Backoff.exponential(base: 1, multiplier: 0.5, max: 10).ceiling(forRetry: 4) == 1)
    #expect(Backoff.exponential(base: .nan, multiplier: 2, max: 10).ceiling(forRetry: 4) == 0)
    #expect(Backoff.constant(-1).ceiling(forRetry: 1) == 0)
  }

  @Test func jitterIsAFractionOfTheCeilingAndClampsItsSource() {
    let backoff = Backoff.exponential(base: 1, multiplier: 3, max: 100)
    #expect(backoff.delay(forRetry: 3, random: { 0.5 }) == 4.5)
    #expect(backoff.delay(forRetry: 3, random: { 7 }) == 9)
    #expect(backoff.delay(forRetry: 3, random: { -1 }) == 0)
    #expect(Backoff.constant(2).delay(forRetry: 9, random: { 0 }) == 2)
  }

  @Test func retryAfterWinsOverBackoffUpToTheCap() {
    let policy = RetryPolicy(backoff: .constant(1), maximumDelay: 30)
    let now = Date(timeIntervalSince1970: 1_000)
    let limited = NetworkError.statusCode(makeResponse(429, headers: ["Retry-After": "12"]))
    #expect(policy.delay(beforeRetry: 1, after: limited, now: now) == 12)
    let distant = NetworkError.statusCode(makeResponse(503, headers: ["Retry-After": "900"]))
    #expect(policy.delay(beforeRetry: 1, after: distant, now: now) == 30)
    let dated = NetworkError.statusCode(
      makeResponse(503, headers: ["Retry-After": "Thu, 01 Jan 1970 00:16:50 GMT"]))
    #expect(policy.delay(beforeRetry: 1, after: dated, now: now) == 10)
    let garbage = NetworkError.statusCode(makeResponse(503, headers: ["Retry-After": "soon"]))
    #expect(policy.delay(beforeRetry: 1, after: garbage, now: now) == 1)
  }
}
