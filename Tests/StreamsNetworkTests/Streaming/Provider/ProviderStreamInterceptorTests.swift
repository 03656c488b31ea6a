import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streamed requests through the interceptors, on virtual time.
///
/// The head is judged as a response (retry, authentication), the chunks go beside the chain
/// and wait for a head an interceptor holds back, a limiter's slot is held while the stream is
/// open, and a cache and a coalescer let streams through. One tick is a second.
@Suite(.checksResources)
struct ProviderStreamInterceptorTests {
  /// Holds every event of the rest of the chain back for `seconds`.
  private struct DelayingInterceptor: RequestInterceptor {
    let seconds: Int

    func intercept(
      _ request: ProviderRequest, next: @escaping (ProviderRequest) -> Observable<Response>
    ) -> Observable<Response> {
      next(request).delay(.seconds(seconds), scheduler: request.scheduler)
    }
  }

  @Test func chunksWaitForAHeadAnInterceptorHoldsBack() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(
      scheduler, session: transport, interceptors: [DelayingInterceptor(seconds: 5)])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(202) { transport.tasks.first?.chunk("a") }
    scheduler.scheduleAt(203) { transport.tasks.first?.chunk("b") }
    scheduler.scheduleAt(204) { transport.tasks.first?.send(.completed) }
    let res = scheduler.start { provider.rx.stream(StreamFeed()).described() }
    #expect(
      res.events == [
        .next(206, "head 200"), .next(206, "chunk a"), .next(206, "chunk b"), .completed(206),
      ])
  }

  @Test func a503HeadIsRetriedAfterItsRetryAfter() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(
      scheduler, session: transport,
      interceptors: [RetryInterceptor(policy: RetryPolicy(maxAttempts: 2))])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(503, ["Retry-After": "3"]) }
    scheduler.scheduleAt(205) { transport.tasks.last?.head(200) }
    scheduler.scheduleAt(206) { transport.tasks.last?.chunk("a") }
    scheduler.scheduleAt(207) { transport.tasks.last?.send(.completed) }
    let res = scheduler.start { provider.rx.stream(StreamFeed()).described() }
    #expect(res.events == [.next(205, "head 200"), .next(206, "chunk a"), .completed(207)])
    #expect(transport.tasks.count == 2)
    #expect(transport.tasks.first?.isCancelled == true)
  }

  @Test func noRetryWaitsPastTheTimeToTheHead() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(
      scheduler, session: transport,
      interceptors: [RetryInterceptor(policy: RetryPolicy(maxAttempts: 2))])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(503, ["Retry-After": "10"]) }
    let res = scheduler.start {
      provider.rx.stream(StreamFeed(timeoutInterval: 5)).described()
    }
    // The retry would end after the head's deadline: the subscriber gets the 503 as it was.
    #expect(res.events == [.next(201, "head 503"), .completed(201)])
    #expect(transport.tasks.count == 1)
  }

  @Test func aFailureAfterTheHeadIsNeverRetried() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(
      scheduler, session: transport,
      interceptors: [RetryInterceptor(policy: RetryPolicy(maxAttempts: 3))])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(202) { transport.tasks.first?.chunk("a") }
    scheduler.scheduleAt(203) {
      transport.tasks.first?.send(.failed(URLError(.networkConnectionLost), nil))
    }
    let res = scheduler.start { provider.rx.stream(StreamFeed()).described() }
    #expect(
      res.events == [
        .next(201, "head 200"), .next(202, "chunk a"), .next(203, "error networkConnectionLost"),
        .completed(203),
      ])
    #expect(transport.tasks.count == 1)
  }

  @Test func a401BeforeTheHeadIsRefreshedAndSentAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let authenticator = BearerTokenAuthenticator { _ in .just(BearerToken(accessToken: "fresh")) }
    let auth = AuthenticationInterceptor(
      authenticator: authenticator, credential: BearerToken(accessToken: "stale"))
    let provider = streamingProvider(scheduler, session: transport, interceptors: [auth])
    scheduler.scheduleAt(201) { transport.tasks.first?.head(401) }
    scheduler.scheduleAt(205) { transport.tasks.last?.head(200) }
    scheduler.scheduleAt(206) { transport.tasks.last?.chunk("a") }
    scheduler.scheduleAt(207) { transport.tasks.last?.send(.completed) }
    let res = scheduler.start { provider.rx.stream(StreamFeed()).described() }
    #expect(res.events == [.next(205, "head 200"), .next(206, "chunk a"), .completed(207)])
    #expect(transport.tasks.map { $0.header("Authorization") } == ["Bearer stale", "Bearer fresh"])
    #expect(transport.tasks.first?.isCancelled == true)
  }

  @Test func anOpenStreamHoldsItsLimiterSlotUntilItEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(
      scheduler, session: transport, interceptors: [RequestLimiter(maxConcurrentRequests: 1)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    let feed = StreamFeed(idle: 0)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(provider.rx.stream(feed).described().subscribe(first))
    }
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200) }
    scheduler.scheduleAt(210) {
      subscriptions.append(provider.rx.stream(feed).described().subscribe(second))
    }
    var waiting = -1
    scheduler.scheduleAt(250) { waiting = transport.tasks.count }
    scheduler.scheduleAt(300) { transport.tasks.first?.send(.completed) }
    scheduler.scheduleAt(301) { transport.tasks.last?.head(200) }
    scheduler.scheduleAt(302) { transport.tasks.last?.send(.completed) }
    scheduler.start()
    #expect(waiting == 1)
    #expect(transport.tasks.count == 2)
    #expect(first.events == [.next(201, "head 200"), .completed(300)])
    #expect(second.events == [.next(301, "head 200"), .completed(302)])
    subscriptions.forEach { $0.dispose() }
  }

  @Test func aCacheLetsStreamsThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let cache = CacheInterceptor(store: MemoryCacheStore(), policy: .cacheFirst(maxAge: 600))
    let provider = streamingProvider(scheduler, session: transport, interceptors: [cache])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    let headers = ["Cache-Control": "max-age=600"]
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(provider.rx.stream(StreamFeed()).described().subscribe(first))
    }
    scheduler.scheduleAt(201) { transport.tasks.first?.head(200, headers) }
    scheduler.scheduleAt(202) { transport.tasks.first?.chunk("a") }
    scheduler.scheduleAt(203) { transport.tasks.first?.send(.completed) }
    scheduler.scheduleAt(300) {
      subscriptions.append(provider.rx.stream(StreamFeed()).described().subscribe(second))
    }
    scheduler.scheduleAt(301) { transport.tasks.last?.head(200, headers) }
    scheduler.scheduleAt(302) { transport.tasks.last?.chunk("b") }
    scheduler.scheduleAt(303) { transport.tasks.last?.send(.completed) }
    scheduler.start()
    #expect(transport.tasks.count == 2)
    #expect(second.events == [.next(301, "head 200"), .next(302, "chunk b"), .completed(303)])
    subscriptions.forEach { $0.dispose() }
  }

  @Test func aCoalescerNeverSharesAStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = FakeStreamTransport()
    let provider = streamingProvider(
      scheduler, session: transport, interceptors: [RequestCoalescer()])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(provider.rx.stream(StreamFeed()).described().subscribe(first))
      subscriptions.append(provider.rx.stream(StreamFeed()).described().subscribe(second))
    }
    scheduler.scheduleAt(201) { transport.tasks.forEach { $0.head(200) } }
    scheduler.scheduleAt(202) { transport.tasks.first?.chunk("one") }
    scheduler.scheduleAt(203) { transport.tasks.last?.chunk("two") }
    scheduler.scheduleAt(204) { transport.tasks.forEach { $0.send(.completed) } }
    scheduler.start()
    #expect(transport.tasks.count == 2)
    #expect(first.events == [.next(201, "head 200"), .next(202, "chunk one"), .completed(204)])
    #expect(second.events == [.next(201, "head 200"), .next(203, "chunk two"), .completed(204)])
    subscriptions.forEach { $0.dispose() }
  }
}
