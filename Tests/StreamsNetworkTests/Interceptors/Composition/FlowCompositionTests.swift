import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Resource: TargetType, Retryable {
  var path: String
  var retries = 3
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  func retryCount(under policy: RetryPolicy) -> Int { retries }
}

/// Coalescing, retry and limits together, in the recommended order, on virtual time (one
/// tick per millisecond): one code path serves every combination.
@Suite(.checksResources)
struct FlowCompositionTests {
  @Test func coalescedSubscribersShareRetriesAndAWaitingRetryHoldsNoSlot() {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    // Answers by arrival: the shared call's first attempt, then the other request, then the
    // shared call's retry.
    let transport = ScriptedAnswerTransport(
      scheduler: clock, [.status(503), .status(200), .status(200)])
    let limiter = RequestLimiter(maxConcurrentRequests: 1)
    let provider = Provider<Resource>(
      session: transport, scheduler: clock,
      interceptors: [
        RequestCoalescer(), RetryInterceptor(policy: RetryPolicy(backoff: .constant(1))),
        limiter,
      ])
    let shared = (0..<3).map { _ in clock.createObserver(Int.self) }
    let other = clock.createObserver(Int.self)
    var subscriptions: [Disposable] = []
    clock.scheduleAt(200) {
      for observer in shared {
        subscriptions.append(
          provider.response(Resource(path: "/a")).map(\.statusCode).subscribe(observer))
      }
    }
    clock.scheduleAt(300) {
      subscriptions.append(
        provider.response(Resource(path: "/b")).map(\.statusCode).subscribe(other))
    }
    clock.start()

    #expect(transport.sent.map { $0.request.url?.path ?? "?" } == ["/a", "/b", "/a"])
    // `/b` ran while `/a` waited to retry: the wait held no slot.
    #expect(transport.clocks == [200, 300, 1200])
    #expect(other.events == [.next(300, 200), .completed(300)])
    for observer in shared {
      #expect(observer.events == [.next(1200, 200), .completed(1200)])
    }
    #expect(limiter.runningCount == 0)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func pagesPassThroughTheInterceptors() {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let next = ["Link": "<https://api.example.com/a?page=2>; rel=\"next\""]
    let transport = ScriptedAnswerTransport(
      scheduler: clock, [.status(200, headers: next), .status(502), .status(200)])
    let provider = Provider<Resource>(
      session: transport, scheduler: clock,
      interceptors: [RetryInterceptor(policy: RetryPolicy(backoff: .constant(2)))])
    let observer = clock.start(disposed: 100_000) {
      provider.paginate(Resource(path: "/a")).map(\.statusCode)
    }
    // Page 2 failed once with a 502 and was retried 2 s later.
    #expect(transport.clocks == [200, 200, 2200])
    #expect(observer.events == [.next(200, 200), .next(2200, 200), .completed(2200)])
  }
}
