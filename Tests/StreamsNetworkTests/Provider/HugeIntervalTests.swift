import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Any number of seconds a caller gives, as a timeout or a stub's delay, without a trap.
///
/// An interval too long for a clock counts as none. One tick is one millisecond.
@Suite(.checksResources)
struct HugeIntervalTests {
  private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

  @Test(arguments: [1e10, .greatestFiniteMagnitude, .infinity, .nan, -1, 0])
  func anyTimeoutIsSafeAndTooLongOneIsNone(timeout: Double) {
    let transport = ScriptedTransport(autoRespond: 200)
    let recording = DelayRecordingScheduler(scheduler)
    let provider = Provider<TimedTarget>(session: transport, scheduler: recording)
    let res = scheduler.start { provider.response(TimedTarget(timeout: timeout)).map(\.statusCode) }
    #expect(res.events == [.next(200, 200), .completed(200)])
    #expect(recording.waits.isEmpty)
  }

  @Test(arguments: [1e10, .greatestFiniteMagnitude, .infinity])
  func aStubDelayedBeyondAnyClockNeverAnswersAndTheDeadlineEndsIt(delay: Double) {
    let provider = Provider<TimedTarget>(
      stubClosure: { _ in .delayed(seconds: delay) }, scheduler: scheduler)
    let res = scheduler.start(disposed: 100_000) {
      provider.response(TimedTarget(timeout: 2)).map(\.statusCode)
    }
    #expect(res.events.map(\.time) == [2200])
    #expect(isDeadlineTimeout(res.events.first?.value.error))
  }

  @Test(arguments: [.nan, -5, 0])
  func aStubDelayThatIsNotPositiveAnswersNow(delay: Double) {
    let provider = Provider<TimedTarget>(
      stubClosure: { _ in .delayed(seconds: delay) }, scheduler: scheduler)
    let res = scheduler.start { provider.response(TimedTarget()).map(\.statusCode) }
    #expect(res.events == [.next(201, 200), .completed(201)])
  }
}

/// Huge timeouts over real loopback HTTP and the real transport, which must not trap on them
/// either; every wait is bounded.
@Suite(.checksResources)
struct HugeIntervalIntegrationTests {
  @Test(arguments: [9e9, 1e10, .greatestFiniteMagnitude])
  func aHugeTimeoutIsSentOverTheRealTransport(timeout: Double) throws {
    let rig = try LoopbackRig { server in
      server.route(.get, "/hello") { _ in FixtureResponse.status(204) }
    }
    let provider = rig.provider(TimedTarget.self)
    let collector = EventCollector<Response>()
    let call = TimedTarget(baseURL: rig.server.baseURL, path: "/hello", timeout: timeout)
    let subscription = provider.response(call).subscribe(collector)
    #expect(collector.waitForEnd(seconds: 10))
    #expect(collector.elements.map(\.statusCode) == [204], "\(collector.events)")
    subscription.dispose()
    rig.settle()
  }
}
