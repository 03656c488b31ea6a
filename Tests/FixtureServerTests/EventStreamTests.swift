import FixtureServer
import Foundation
import Testing

/// Server-Sent Events routes over a real loopback socket: line endings, resuming, scripted
/// connections and what the log keeps.
@Suite struct EventStreamTests {
  private let five = FixtureEvent.numbered(["a", "b", "c", "d", "e"])

  private func serve(_ stream: FixtureEventStream) throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/events", events: stream)
    try server.start()
    return server
  }

  /// One connection: the head, then the body's chunks as text and how the body ended.
  private func connect(_ server: FixtureServer, lastEventID: String? = nil) throws
    -> (head: RawResponse?, chunks: [String], last: ChunkRead)
  {
    let client = try RawClient(port: server.port)
    client.get("/events", headers: lastEventID.map { ["Last-Event-ID: \($0)"] } ?? [])
    let head = client.readHead()
    guard head?.status == 200 else { return (head, [], .end) }
    let (chunks, last) = client.readChunkTexts()
    return (head, chunks, last)
  }

  @Test(arguments: FixtureEvent.LineEnding.allCases)
  func eventsUseTheChosenLineEnding(ending: FixtureEvent.LineEnding) throws {
    let events = [
      FixtureEvent(id: "1", event: "greeting", data: "hello\nworld", comments: ["note"]),
      FixtureEvent(data: "", retry: 20),
    ]
    let server = try serve(FixtureEventStream(events, options: .init(lineEnding: ending)))
    let (head, chunks, last) = try connect(server)
    let eol = String(decoding: ending.bytes, as: UTF8.self)
    #expect(head?.headers["Content-Type"] == "text/event-stream")
    #expect(head?.headers["Cache-Control"] == "no-cache")
    #expect(
      chunks == [
        [": note", "event: greeting", "id: 1", "data: hello", "data: world", ""]
          .joined(separator: eol) + eol,
        ["retry: 20", "data: ", ""].joined(separator: eol) + eol,
      ])
    #expect(last == .end)
  }

  @Test func resumesAfterTheLastEventIDAndEchoesIt() throws {
    let server = try serve(FixtureEventStream(five, options: .init(echoesLastEventID: true)))
    let resumed = try connect(server, lastEventID: "2")
    #expect(resumed.head?.headers[FixtureEventStream.echoHeader] == "2")
    #expect(
      resumed.chunks == [
        ": last-event-id 2\n", "id: 3\ndata: c\n\n", "id: 4\ndata: d\n\n", "id: 5\ndata: e\n\n",
      ])
    let fresh = try connect(server)
    #expect(fresh.head?.headers[FixtureEventStream.echoHeader] == nil)
    #expect(fresh.chunks.first == ": no last-event-id\n")
    #expect(fresh.chunks.count == 6)
    let unknown = try connect(server, lastEventID: "zz")
    #expect(unknown.chunks.dropFirst().first == "id: 1\ndata: a\n\n")
  }

  @Test func dropsAfterThreeEventsThenTheReconnectGetsTheRest() throws {
    let stream = FixtureEventStream(five, attempts: [.events(.drop(after: 3))])
    let server = try serve(stream)
    let first = try connect(server)
    #expect(first.chunks == ["id: 1\ndata: a\n\n", "id: 2\ndata: b\n\n", "id: 3\ndata: c\n\n"])
    #expect(first.last == .cut(.endOfStream))
    let second = try connect(server, lastEventID: "3")
    #expect(second.chunks == ["id: 4\ndata: d\n\n", "id: 5\ndata: e\n\n"])
    #expect(second.last == .end)
    #expect(stream.connectionCount == 2)
  }

  @Test func aDropMidEventSendsHalfAnEvent() throws {
    let server = try serve(
      FixtureEventStream(five, attempts: [.events(.drop(after: 1, midEvent: true))]))
    let first = try connect(server)
    #expect(first.chunks == ["id: 1\ndata: a\n\n", "id: 2\nd"])
    #expect(first.last == .cut(.endOfStream))
  }

  @Test func everyOtherConnectionDrops() throws {
    let stream = FixtureEventStream(five) { $0 % 2 == 1 ? .events(.drop(after: 1)) : .events() }
    let server = try serve(stream)
    let first = try connect(server)
    let second = try connect(server, lastEventID: "1")
    let third = try connect(server, lastEventID: "2")
    #expect(first.chunks.count == 1)
    #expect(first.last == .cut(.endOfStream))
    #expect(second.chunks.count == 4)
    #expect(second.last == .end)
    #expect(third.chunks == ["id: 3\ndata: c\n\n"])
    #expect(third.last == .cut(.endOfStream))
  }

  @Test func everyConnectionStartsWithTheRetryField() throws {
    let server = try serve(
      FixtureEventStream(five, options: .init(lineEnding: .crlf, retry: 250), attempts: []))
    for lastEventID in [nil, "4"] {
      let connection = try connect(server, lastEventID: lastEventID)
      #expect(connection.chunks.first == "retry: 250\r\n")
    }
  }

  @Test func anExhaustedStreamAnswersNoContent() throws {
    let server = try serve(FixtureEventStream(five, options: .init(noContentWhenExhausted: true)))
    let connection = try connect(server, lastEventID: "5")
    #expect(connection.head?.status == 204)
    #expect(connection.head?.headers[FixtureEventStream.echoHeader] == "5")
    let open = try serve(FixtureEventStream(five))
    let empty = try connect(open, lastEventID: "5")
    #expect(empty.head?.status == 200)
    #expect(empty.chunks.isEmpty)
    #expect(empty.last == .end)
  }

  @Test func scriptedConnectionsCanRefuseOrMislabel() throws {
    let stream = FixtureEventStream(
      five,
      attempts: [.status(503), .events(contentType: "text/plain"), .noContent],
      then: .response(.text("gone", status: 410)))
    let server = try serve(stream)
    let client = try RawClient(port: server.port)
    let statuses = (0..<4).map { _ in
      client.get("/events")
      return client.readResponse()
    }
    #expect(statuses.map { $0?.status } == [503, 200, 204, 410])
    #expect(statuses[0]?.text == #"{"error":"service unavailable"}"#)
    #expect(statuses[1]?.headers["Content-Type"] == "text/plain")
    #expect(statuses[1]?.text.hasPrefix("id: 1\ndata: a\n\n") == true)
    #expect(statuses[3]?.text == "gone")
  }

  @Test func theLogRecordsEachConnectionsLastEventID() throws {
    let server = try serve(FixtureEventStream(five, attempts: [.events(.drop(after: 2))]))
    _ = try connect(server)
    _ = try connect(server, lastEventID: "2")
    _ = try connect(server, lastEventID: "5")
    #expect(server.log.lastEventIDs(.get, "/events") == [nil, "2", "5"])
    #expect(server.log.requests.map(\.lastEventID) == [nil, "2", "5"])
  }

  @Test func anIntervalDripsTheEvents() throws {
    let server = try serve(
      FixtureEventStream(
        Array(five.prefix(3)), options: .init(interval: .milliseconds(40))))
    let started = FixtureInstant.now
    let connection = try connect(server)
    let elapsed = started.elapsed
    #expect(connection.chunks.count == 3)
    #expect(elapsed >= .milliseconds(80), "three events in \(elapsed)")
  }

  @Test func holdAfterEventsKeepsTheConnectionQuiet() throws {
    let server = try serve(FixtureEventStream(five, attempts: [.events(.hold(after: 2))]))
    let client = try RawClient(port: server.port)
    client.get("/events")
    #expect(client.readHead()?.status == 200)
    let (chunks, last) = client.readChunkTexts(timeout: .milliseconds(300))
    #expect(chunks == ["id: 1\ndata: a\n\n", "id: 2\ndata: b\n\n"])
    #expect(last == .cut(.timedOut))
    client.socket.shutdown()
    #expect(server.log.waitForDisconnect(timeout: .seconds(3)))
  }

  @Test func untilCloseFramingEndsTheEventsWithTheConnection() throws {
    let server = try serve(
      FixtureEventStream(Array(five.prefix(2)), options: .init(framing: .untilClose)))
    let client = try RawClient(port: server.port)
    client.get("/events")
    let head = client.readHead()
    #expect(head?.headers["Transfer-Encoding"] == nil)
    #expect(head?.headers["Content-Length"] == nil)
    let (bytes, end) = client.readToEnd()
    #expect(String(decoding: bytes, as: UTF8.self) == "id: 1\ndata: a\n\nid: 2\ndata: b\n\n")
    #expect(end == .endOfStream)
  }

  @Test func numberedEventsEncodeAsTheFormatSays() {
    #expect(five.map(\.id) == ["1", "2", "3", "4", "5"])
    let event = FixtureEvent(id: "7", event: "update", data: "x\r\ny\rz", retry: 5)
    #expect(
      String(decoding: event.encoded(), as: UTF8.self)
        == "event: update\nid: 7\nretry: 5\ndata: x\ndata: y\ndata: z\n\n")
    #expect(String(decoding: FixtureEvent.comment("", lineEnding: .cr), as: UTF8.self) == ":\r")
    #expect(FixtureEventStream(five).resumeIndex(after: "5") == 5)
  }
}
