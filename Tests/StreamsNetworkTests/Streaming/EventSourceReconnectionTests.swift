import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How an event source reconnects.
///
/// The reconnection timeline, the reconnection time, and what carries over from one
/// connection to the next. One tick is a millisecond.
@Suite(.checksResources)
struct EventSourceReconnectionTests {
  @Test func aDropWaitsTheServersRetryThenReconnectsWithTheLastIDUntilA204() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [
          Script.head(10), Script.chunk(20, "retry: 5000\nid: 1\ndata: a\n\n"),
          Script.chunk(30, "id: 2\ndata: b\n\ndata: lost"), .completed(40),
        ],
        [
          Script.head(10), Script.chunk(20, "data: c\n\n"),
          .error(30, URLError(.networkConnectionLost)),
        ],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 20_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(
      res.events == [
        .next(220, Script.event("a", id: "1")), .next(230, Script.event("b", id: "2")),
        .next(5_260, Script.event("c", id: "2")), .completed(10_280),
      ])
    #expect(connections.lastEventIDs == [nil, "2", "2"])
    #expect(
      connections.subscriptions == [
        [Subscription(200, 240)], [Subscription(5_240, 5_270)], [Subscription(10_270, 10_280)],
      ])
  }

  @Test func withoutRetryTheReconnectionTimeIsThreeSeconds() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [[Script.head(10), Script.chunk(20, "data: a\n\n"), .completed(30)], [Script.head(10, 204)]]
    )
    let res = scheduler.start(disposed: 10_000) {
      connections.events(EventSourceConfiguration(idleTimeout: nil), on: scheduler)
    }
    #expect(res.events == [.next(220, Script.event("a")), .completed(3_240)])
    #expect(connections.subscriptions[1] == [Subscription(3_230, 3_240)])
  }

  @Test func theConfiguredReconnectionTimeHoldsUntilTheServerSendsRetry() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), .completed(20)],
        [Script.head(10), Script.chunk(20, "retry: 250\ndata: a\n\n"), .completed(30)],
        [Script.head(10, 204)],
      ])
    let configuration = EventSourceConfiguration(reconnectionTime: 1, idleTimeout: nil)
    let res = scheduler.start(disposed: 10_000) {
      connections.events(configuration, on: scheduler)
    }
    // 220 + 1000; then 1220 + 30 + 250.
    #expect(res.events == [.next(1_240, Script.event("a")), .completed(1_510)])
    #expect(connections.subscriptions[1] == [Subscription(1_220, 1_250)])
    #expect(connections.subscriptions[2] == [Subscription(1_500, 1_510)])
  }

  @Test func aRetryAboveTheMaximumIsClampedToIt() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "retry: 3600000\ndata: a\n\n"), .completed(30)],
        [Script.head(10), Script.chunk(20, "retry: 86400000000000000000\n\n"), .completed(30)],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 200_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    // The default maximum, 60 s, after each drop; the second wait backs off (no event) but
    // the ceiling is the maximum too.
    #expect(res.events == [.next(220, Script.event("a")), .completed(120_270)])
    #expect(connections.subscriptions[1] == [Subscription(60_230, 60_260)])
    #expect(connections.subscriptions[2] == [Subscription(120_260, 120_270)])
  }

  @Test func theMaximumBoundsTheConfiguredReconnectionTimeToo() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler, [[Script.head(10), .completed(20)], [Script.head(10, 204)]])
    let configuration = EventSourceConfiguration(
      reconnectionTime: 30, maximumReconnectionTime: 2, idleTimeout: nil)
    let res = scheduler.start(disposed: 10_000) {
      connections.events(configuration, on: scheduler)
    }
    #expect(res.events == [.completed(2_230)])
  }

  @Test func theLastEventIDCarriesOverIncludingAResetToEmpty() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "data: a\n\n"), .completed(30)],
        [Script.head(10), Script.chunk(20, "id: 7\ndata: b\n\n"), .completed(30)],
        [
          Script.head(10), Script.chunk(20, "data: c\n\nid\n\n"), Script.chunk(30, "data: d\n\n"),
          .completed(40),
        ],
        [Script.head(10), Script.chunk(20, "data: e\n\n"), .completed(30)],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 20_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(
      res.events.compactMap(\.value.element) == [
        Script.event("a"), Script.event("b", id: "7"), Script.event("c", id: "7"),
        Script.event("d"), Script.event("e"),
      ])
    // No ID yet: nil; then the stream's; then empty once the stream reset it.
    #expect(connections.lastEventIDs == [nil, nil, "7", "", ""])
  }

  @Test func aConfiguredLastEventIDIsSentFirstAndCarriedByTheEvents() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [[Script.head(10), Script.chunk(20, "data: a\n\n"), .completed(30)], [Script.head(10, 204)]]
    )
    let configuration = EventSourceConfiguration(lastEventID: "41", idleTimeout: nil)
    let res = scheduler.start(disposed: 10_000) {
      connections.events(configuration, on: scheduler)
    }
    #expect(res.events == [.next(220, Script.event("a", id: "41")), .completed(3_240)])
    #expect(connections.lastEventIDs == ["41", "41"])
  }

  @Test func aByteOrderMarkAndCRLFCutAcrossChunksReadAsOneStreamPerConnection() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [
          Script.head(10), Script.bytes(20, [0xEF, 0xBB]), Script.bytes(30, [0xBF]),
          Script.chunk(40, "data: a\r"), Script.chunk(50, "\ndata: b\r\n\r"),
          Script.chunk(60, "\ndata: c\r\n\r\n"), .completed(70),
        ],
        [
          Script.head(10), Script.chunk(20, "\u{FEFF}data: d\r"), Script.chunk(30, "\n\r\n"),
          .completed(40),
        ],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 20_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(
      res.events == [
        .next(250, Script.event("a\nb")), .next(260, Script.event("c")),
        .next(3_300, Script.event("d")), .completed(6_320),
      ])
  }

  @Test func anEventCutByTheDropIsDroppedAndNotCarriedIntoTheNextConnection() {
    let scheduler = Script.scheduler()
    let connections = ScriptedConnections(
      scheduler,
      [
        [Script.head(10), Script.chunk(20, "id: 3\ndata: half"), .completed(30)],
        [Script.head(10), Script.chunk(20, "\n\ndata: whole\n\n"), .completed(30)],
        [Script.head(10, 204)],
      ])
    let res = scheduler.start(disposed: 20_000) {
      connections.events(Script.configuration(), on: scheduler)
    }
    #expect(res.events.compactMap(\.value.element) == [Script.event("whole")])
    // The `id` of an event without its blank line never became the last event ID.
    #expect(connections.lastEventIDs == [nil, nil, nil])
  }
}
