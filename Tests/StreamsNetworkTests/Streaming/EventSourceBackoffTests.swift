import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How an event source backs off and gives up.
///
/// Backing off over reconnections that bring no event, the reset after an event, the limit
/// on attempts, which failures reconnect, and the idle timeout. One tick is a millisecond.
@Suite(.checksResources)
struct EventSourceBackoffTests {
  /// A jitter source that gives `values` in turn and counts its calls.
  final class Jitter: @unchecked Sendable {
    // Safe to share: the state is in a `Locked` box.
    private let state: Locked<(values: [Double], calls: Int)>

    init(_ values: [Double]) { state = Locked((values, 0)) }

    func next() -> Double {
      state.withLock { state in
        defer { state.calls += 1 }
        return state.values[state.calls % state.values.count]
      }
    }

    var calls: Int { state.withLock { $0.calls } }
  }

  @Test func failuresInARowBackOffWithJitterAndAnEventResetsTheBackoff() {
    let scheduler = Script.scheduler()
    let lost = URLError(.networkConnectionLost)
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), .error(20, lost)],
        [.error(10, lost)],
        [.error(10, lost)],
        [Script.head(10), Script.chunk(20, "data: a\n\n"), .completed(30)],
        [.error(10, lost)],
      ])
    let jitter = Jitter([0.5, 0.25, 1])
    let configuration = Script.configuration(random: { jitter.next() })
    let res = scheduler.start(disposed: 30_000) {
      connections.events(configuration, on: scheduler)
    }
    #expect(res.events == [.next(13_010, Script.event("a"))])
    #expect(
      connections.subscriptions.map { $0.first?.subscribe } == [
        200,
        3_220,  // 220 + 3 s: the first reconnection waits the reconnection time exactly
        7_730,  // 3230 + 3 s + 0.5 × (6 s − 3 s)
        12_990,  // 7740 + 3 s + 0.25 × (12 s − 3 s)
        16_020,  // 13020 + 3 s: the event reset the backoff
      ])
    // The sixth connection (past the scripts) opens 16030 + 3 s + 1 × (6 s − 3 s).
    #expect(connections.lastEventIDs.count == 6)
    #expect(jitter.calls == 3)
  }

  @Test func theBackoffCeilingStopsAtTheMaximum() {
    let scheduler = Script.scheduler()
    let lost = URLError(.networkConnectionLost)
    let connections = ScriptedConnections(
      scheduler, Array(repeating: [.error(10, lost)], count: 5))
    let configuration = EventSourceConfiguration(
      maximumReconnectionTime: 10, idleTimeout: nil, random: { 1 })
    _ = scheduler.start(disposed: 40_000) { connections.events(configuration, on: scheduler) }
    // Waits of 3 s, 6 s, 10 s (not 12 s), 10 s.
    #expect(
      connections.subscriptions.map { $0.first?.subscribe } == [
        200, 3_210, 9_220, 19_230, 29_240,
      ])
  }

  @Test func aRetryOfZeroReconnectsAtOnceButFailuresInARowStillBackOff() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "retry: 0\ndata: a\n\n"), .completed(30)],
        [.error(10, URLError(.networkConnectionLost))],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 10_000) {
      connections.events(Script.configuration(random: { 0.5 }), on: scheduler)
    }
    // At once (the scheduler's next tick); then 0 + 0.5 × 6 s: the ceiling grows from the
    // configured 3 s, not from the server's 0.
    #expect(res.events == [.next(220, Script.event("a")), .completed(3_251)])
    #expect(connections.subscriptions.map { $0.first?.subscribe } == [200, 231, 3_241])
  }

  @Test func numbersThatAreNotWaitsNeverTrap() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [[Script.head(10), .completed(20)], [.error(10, URLError(.timedOut))], [Script.head(10)]])
    let configuration = EventSourceConfiguration(
      reconnectionTime: -1, maximumReconnectionTime: .nan, backoffMultiplier: .infinity,
      idleTimeout: .nan, random: { .nan })
    let res = scheduler.start(disposed: 1_000) { connections.events(configuration, on: scheduler) }
    // A negative reconnection time is none, a NaN maximum no cap, a NaN idle timeout none.
    #expect(res.events.isEmpty)
    #expect(connections.subscriptions.map { $0.first?.subscribe } == [200, 221, 232])

    let later = Script.scheduler()
    let forever = ScriptedConnections(later, [[Script.head(10), .completed(20)]])
    let endless = EventSourceConfiguration(
      reconnectionTime: .infinity, maximumReconnectionTime: .infinity, idleTimeout: .infinity)
    let waiting = later.start(disposed: 5_000) { forever.events(endless, on: later) }
    // An infinite reconnection time waits for ever, without trapping.
    #expect(waiting.events.isEmpty)
    #expect(forever.lastEventIDs.count == 1)
  }

  @Test func theReconnectionAttemptsInARowAreLimitedAndTheLastErrorFailsTheSource() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "data: a\n\n"), .error(30, URLError(.timedOut))],
        [.error(10, URLError(.cannotConnectToHost))],
        [.error(10, URLError(.notConnectedToInternet))],
      ])
    let res = scheduler.start(disposed: 30_000) {
      connections.events(Script.configuration(maximumReconnectionAttempts: 2), on: scheduler)
    }
    #expect(
      res.events == [
        .next(220, Script.event("a")), .error(6_250, URLError(.notConnectedToInternet)),
      ])
    #expect(connections.lastEventIDs.count == 3)
  }

  @Test func givingUpAfterTheServerClosedTheStreamFailsWithEventStreamClosed() throws {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(scheduler, [[Script.head(10), .completed(20)]])
    let res = scheduler.start(disposed: 30_000) {
      connections.events(Script.configuration(maximumReconnectionAttempts: 0), on: scheduler)
    }
    #expect(res.events.map(\.time) == [220])
    let error = try #require(res.events.first?.value.error as? NetworkError)
    guard case .underlying(let cause, let response) = error else {
      Issue.record("not underlying: \(error)")
      return
    }
    #expect(cause is EventStreamClosedError)
    #expect(response?.statusCode == 200)
  }

  @Test(arguments: [
    URLError(.timedOut), URLError(.networkConnectionLost), URLError(.cannotConnectToHost),
    URLError(.notConnectedToInternet), URLError(.cannotFindHost),
  ])
  func transientTransportFailuresReconnect(failure: URLError) {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[.error(10, failure)], [Script.head(10, 204)]])
    let res = scheduler.start(disposed: 10_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(res.events == [.completed(3_220)])
  }

  @Test(arguments: [
    URLError(.cancelled), URLError(.badServerResponse), URLError(.secureConnectionFailed),
    URLError(.httpTooManyRedirects), URLError(.unsupportedURL),
  ])
  func otherTransportFailuresFailTheSource(failure: URLError) {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(scheduler, [[Script.head(10), .error(20, failure)]])
    let res = scheduler.start(disposed: 10_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(res.events == [.error(220, failure)])
    #expect(connections.lastEventIDs.count == 1)
  }

  @Test func aWrappedSocketResetReconnectsAndAStatusErrorDoesNot() {
    let scheduler = Script.scheduler()
    let reset = NetworkError.underlying(POSIXError(.ECONNRESET), nil)
    let unavailable = NetworkError.statusCode(Script.response(503))
    let connections = ScriptedConnections(
      scheduler, [[.error(10, reset)], [.error(10, unavailable)]])
    let res = scheduler.start(disposed: 10_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(res.events.map(\.time) == [3_220])
    #expect((res.events.first?.value.error as? NetworkError)?.statusCode == 503)
  }

  @Test func shouldReconnectDecidesForEveryError() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[.error(10, TestError.boom)], [.error(10, URLError(.timedOut))]])
    var configuration = Script.configuration()
    configuration.shouldReconnect = { $0 is TestError }
    let res = scheduler.start(disposed: 10_000) {
      connections.events(configuration, on: scheduler)
    }
    #expect(res.events == [.error(3_220, URLError(.timedOut))])
  }

  @Test func anIdleConnectionIsClosedAndReconnected() throws {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "id: 1\ndata: a\n\n"), Script.chunk(4_000, ": ping\n")],
        [],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 30_000) {
      connections.events(Script.configuration(idleTimeout: 5), on: scheduler)
    }
    // Silent from 4200 to 9200: closed, reconnected at 12200; that one never sends a head
    // and times out at 17200; the next opens 3 s later (no jitter).
    #expect(res.events == [.next(220, Script.event("a", id: "1")), .completed(20_210)])
    #expect(
      connections.subscriptions == [
        [Subscription(200, 9_200)], [Subscription(12_200, 17_200)],
        [Subscription(20_200, 20_210)],
      ])
    #expect(connections.lastEventIDs == [nil, "1", "1"])
  }

  @Test func idleTimeoutsAreTimeoutsForShouldReconnect() {
    let scheduler = Script.scheduler()
    let seen = Locked<[Bool]>([])
    let connections = ScriptedConnections(scheduler, [[Script.head(10)]])
    var configuration = Script.configuration(idleTimeout: 1)
    configuration.shouldReconnect = { error in
      seen.withLock { $0.append((error as? NetworkError)?.isTimeout == true) }
      return false
    }
    let res = scheduler.start(disposed: 10_000) {
      connections.events(configuration, on: scheduler)
    }
    #expect(res.events.map(\.time) == [1_210])
    #expect(seen.withLock { $0 } == [true])
  }
}
