import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target's `timeoutInterval` bounds the whole request as its subscriber sees it, on
/// virtual time: one tick is one millisecond, and requests are subscribed at 200.
@Suite(.checksResources)
struct WholeRequestDeadlineTests {
  private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

  @Test func aRefreshThatNeverCompletesTimesOutAtTheDeadline() {
    let transport = ScriptedTransport()
    let authenticator = ScriptedAuthenticator()
    let auth = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<TimedTarget>(
      session: transport, scheduler: scheduler, interceptors: [auth])
    scheduler.scheduleAt(300) { transport.tasks.first?.refuse() }
    let res = scheduler.start(disposed: 100_000) {
      provider.response(TimedTarget(timeout: 2)).map(\.statusCode)
    }
    #expect(res.events.map(\.time) == [2200])
    #expect(isDeadlineTimeout(res.events.first?.value.error))
    #expect(authenticator.refreshes == ["old"] && authenticator.pendingCount == 1)
    // The request left the refresh's waiters: when the refresh ends, nothing is replayed.
    authenticator.succeed(with: "new")
    #expect(transport.tasks.count == 1)
  }

  @Test func aRequestQueuedBehindASilentOneTimesOutAndIsNeverSent() {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 1)
    let provider = Provider<TimedTarget>(
      session: transport, scheduler: scheduler, interceptors: [limiter])
    let silent = scheduler.createObserver(Int.self)
    let queued = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(100) {
      subscriptions.insert(
        provider.response(TimedTarget(path: "silent")).map(\.statusCode).subscribe(silent))
    }
    scheduler.scheduleAt(200) {
      subscriptions.insert(
        provider.response(TimedTarget(path: "queued", timeout: 2)).map(\.statusCode)
          .subscribe(queued))
    }
    var waitingBefore = -1
    scheduler.scheduleAt(2199) { waitingBefore = limiter.waitingCount }
    scheduler.scheduleAt(10_000) { transport.tasks.first?.respond(status: 200) }
    scheduler.start()

    #expect(waitingBefore == 1)
    #expect(queued.events.map(\.time) == [2200])
    #expect(isDeadlineTimeout(queued.events.first?.value.error))
    #expect(silent.events == [.next(10_000, 200), .completed(10_000)])
    #expect(transport.tasks.map { $0.request.urlRequest.url?.path } == ["/silent"])
    #expect(limiter.waitingCount == 0 && limiter.runningCount == 0)
    subscriptions.dispose()
  }

  @Test(arguments: [ValidationType.none, .successCodes])
  func aRetryWhoseWaitWouldPassTheDeadlineDeliversTheLastFailure(validation: ValidationType) {
    let transport = ScriptedAnswerTransport(
      scheduler: scheduler, [.status(503), .status(503), .status(200)])
    let retry = RetryInterceptor(policy: RetryPolicy(maxAttempts: 3, backoff: .constant(2)))
    let provider = Provider<TimedTarget>(
      session: transport, scheduler: scheduler, interceptors: [retry])
    let res = scheduler.start(disposed: 100_000) {
      provider.response(TimedTarget(timeout: 3, validationType: validation)).map(\.statusCode)
    }
    // The first wait ends at 2200, before the deadline (3200); the second would end at 4200.
    #expect(transport.clocks == [200, 2200])
    if validation == .none {
      #expect(res.events == [.next(2200, 503), .completed(2200)])
    } else {
      #expect(res.events.map(\.time) == [2200])
      #expect((res.events.first?.value.error as? NetworkError)?.statusCode == 503)
    }
  }

  @Test func anAttemptInFlightAtTheDeadlineTimesOutAsATransportWould() {
    let transport = ScriptedAnswerTransport(scheduler: scheduler, [.status(503), .silence])
    let plugin = OutcomeRecordingPlugin()
    let retry = RetryInterceptor(policy: RetryPolicy(maxAttempts: 5, backoff: .constant(1)))
    let provider = Provider<TimedTarget>(
      session: transport, plugins: [plugin], scheduler: scheduler, interceptors: [retry])
    let res = scheduler.start(disposed: 100_000) {
      provider.response(TimedTarget(timeout: 3)).map(\.statusCode)
    }
    // The second attempt starts at 1200 and is still silent when the request's 3 s are over:
    // it times out at 3200 (not 3 s after it started), and no third attempt follows.
    #expect(transport.clocks == [200, 1200])
    #expect(transport.cancelledCount == 1)
    #expect(res.events.map(\.time) == [3200])
    #expect(isDeadlineTimeout(res.events.first?.value.error))
    #expect(plugin.outcomes == ["503", "timedOut"])
  }

  @Test func eachCoalescedSubscriberHasItsOwnDeadline() {
    let transport = ScriptedTransport()
    let provider = Provider<TimedTarget>(session: transport, scheduler: scheduler)
    let patient = scheduler.createObserver(Int.self)
    let hasty = scheduler.createObserver(Int.self)
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) {
      subscriptions.insert(
        provider.response(TimedTarget(timeout: 10)).map(\.statusCode).subscribe(patient))
      subscriptions.insert(
        provider.response(TimedTarget(timeout: 1)).map(\.statusCode).subscribe(hasty))
    }
    scheduler.scheduleAt(5_000) { transport.tasks.first?.respond(status: 200) }
    scheduler.start()
    #expect(transport.tasks.count == 1)
    #expect(hasty.events.map(\.time) == [1200])
    #expect(isDeadlineTimeout(hasty.events.first?.value.error))
    #expect(patient.events == [.next(5_000, 200), .completed(5_000)])
    subscriptions.dispose()
  }

  @Test func theDeadlineCoversBuildingTheRequest() {
    let transport = ScriptedTransport()
    // A request closure that never calls back (say, it waits for a lock that is never freed).
    let provider = Provider<TimedTarget>(
      requestClosure: { _, _ in }, session: transport, scheduler: scheduler)
    let res = scheduler.start(disposed: 100_000) {
      provider.response(TimedTarget(timeout: 2)).map(\.statusCode)
    }
    #expect(res.events.map(\.time) == [2200])
    #expect(isDeadlineTimeout(res.events.first?.value.error))
    #expect(transport.tasks.isEmpty)
  }

  @Test func aTargetWithoutATimeoutArmsNoTimer() {
    let transport = ScriptedTransport()
    let recording = DelayRecordingScheduler(scheduler)
    let provider = Provider<TimedTarget>(session: transport, scheduler: recording)
    let res = scheduler.start(disposed: 100_000) {
      provider.response(TimedTarget()).map(\.statusCode)
    }
    #expect(recording.waits.isEmpty)
    #expect(res.events.isEmpty)
    #expect(transport.tasks.first?.isCancelled == true)
  }
}
