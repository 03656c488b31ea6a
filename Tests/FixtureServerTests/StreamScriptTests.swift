import Dispatch
import FixtureServer
import Foundation
import Testing

/// Each step of a stream script, over a real loopback socket read by a raw client.
@Suite struct StreamScriptTests {
  /// Lives as long as the test: each test gets its own suite value.
  private let server = FixtureServer()

  private func serve(_ response: FixtureResponse) throws -> RawClient {
    try server.serve(response, at: "/stream")
  }

  @Test func chunkBoundariesOnTheWireAreTheScriptsOwn() throws {
    let client = try serve(
      .stream([.write("data: a\r"), .write("\n\r\n"), .write("xyz", splitAt: [1, 2]), .end]))
    client.get("/stream", headers: ["Connection: close"])
    let (bytes, end) = client.readToEnd()
    let wire = String(decoding: bytes, as: UTF8.self)
    #expect(end == .endOfStream)
    #expect(wire.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(wire.contains("\r\nTransfer-Encoding: chunked\r\n"))
    #expect(!wire.contains("Content-Length"))
    #expect(
      wire.hasSuffix(
        "\r\n\r\n8\r\ndata: a\r\r\n3\r\n\n\r\n\r\n1\r\nx\r\n1\r\ny\r\n1\r\nz\r\n0\r\n\r\n"))
  }

  @Test func pauseHoldsTheNextChunkForRealTime() throws {
    let client = try serve(.stream([.write("1"), .pause(.milliseconds(80)), .write("2")]))
    let started = FixtureInstant.now
    client.get("/stream")
    #expect(client.readHead()?.status == 200)
    #expect(client.nextChunk() == .chunk(Array("1".utf8)))
    let first = started.elapsed
    #expect(client.nextChunk() == .chunk(Array("2".utf8)))
    let second = started.elapsed
    #expect(second >= .milliseconds(80), "second chunk after \(second)")
    #expect(first < second)
    #expect(client.nextChunk() == .end)
  }

  @Test(arguments: [true, false])
  func flushSendsWhatIsWaitingAtOnce(flushes: Bool) throws {
    // The third step blocks (bounded) until the test has looked for the first write: only a
    // flush before it gets that write out meanwhile.
    let release = DispatchSemaphore(value: 0)
    let steps: [StreamScript.Step] = [.write("first"), flushes ? .flush : .write("")]
    let script = StreamScript(count: 3) { index in
      if index < 2 { return steps[index] }
      _ = release.wait(timeout: .now() + 5)
      return .write("second")
    }
    let client = try serve(.stream(script))
    defer { release.signal() }
    client.get("/stream")
    if flushes {
      #expect(client.readHead()?.status == 200)
      #expect(client.nextChunk() == .chunk(Array("first".utf8)))
    } else {
      // Nothing at all yet, not even the head, which waits with the first write.
      #expect(client.readHead(timeout: .milliseconds(300)) == nil)
      #expect(client.lastEnd == .timedOut)
    }
    release.signal()
    if !flushes {
      #expect(client.readHead()?.status == 200)
      #expect(client.nextChunk() == .chunk(Array("first".utf8)))
    }
    #expect(client.nextChunk() == .chunk(Array("second".utf8)))
    #expect(client.nextChunk() == .end)
  }

  @Test func dropClosesMidChunkWithoutTheZeroChunk() throws {
    let client = try serve(
      .stream([.write("data: a\n\n"), .partialChunk("data: b\n\n", sending: 4), .drop]))
    client.get("/stream")
    #expect(client.readHead()?.status == 200)
    #expect(client.nextChunk() == .chunk(Array("data: a\n\n".utf8)))
    #expect(client.nextChunk() == .cut(.endOfStream))
    #expect(String(decoding: client.buffer, as: UTF8.self) == "9\r\ndata")
    #expect(server.log.waitForClosedConnections(count: 1, timeout: .seconds(3)))
    #expect(server.log.events(.closedByServer).count == 1)
  }

  @Test func resetClosesWithARST() throws {
    let client = try serve(.stream([.write("a"), .reset]))
    client.get("/stream")
    let (bytes, end) = client.readToEnd()
    #expect(end == .reset)
    // Whatever arrived before the reset is the start of the response, never more.
    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\r\n0\r\n\r\n") == false)
    #expect(server.log.waitForClosedConnections(count: 1, timeout: .seconds(3)))
    #expect(server.log.events(.closedByServer).count == 1)
  }

  @Test func holdSendsNothingMoreUntilTheClientLeaves() throws {
    let client = try serve(.stream([.write("first"), .hold, .write("never")]))
    client.get("/stream")
    #expect(client.readHead()?.status == 200)
    #expect(client.nextChunk() == .chunk(Array("first".utf8)))
    #expect(client.nextChunk(timeout: .milliseconds(150)) == .cut(.timedOut))
    #expect(client.buffer.isEmpty)
    #expect(server.log.events(.droppedByClient).isEmpty)
    client.socket.shutdown()
    #expect(server.log.waitForDisconnect(timeout: .seconds(3)))
    #expect(server.log.events(.droppedByClient).first?.path == "/stream")
  }

  @Test func endFinishesTheBodyAndKeepsTheConnection() throws {
    let client = try serve(.stream([.write("a"), .end, .write("ignored")]))
    for _ in 0..<2 {
      client.get("/stream")
      let response = client.readResponse()
      #expect(response?.text == "a")
    }
    #expect(Set(server.log.requests.map(\.connectionID)).count == 1)
  }

  @Test func untilCloseFramingHasNoLengthAndEndsWithTheConnection() throws {
    let client = try serve(
      .stream([.write("ab"), .pause(.milliseconds(10)), .write("cd")], framing: .untilClose))
    client.get("/stream")
    let head = client.readHead()
    #expect(head?.headers["Content-Length"] == nil)
    #expect(head?.headers["Transfer-Encoding"] == nil)
    #expect(head?.headers["Connection"] == "close")
    let (bytes, end) = client.readToEnd()
    #expect(String(decoding: bytes, as: UTF8.self) == "abcd")
    #expect(end == .endOfStream)
  }

  @Test func untilCloseDropCutsTheBodyTheSameWay() throws {
    let client = try serve(.stream([.write("ab"), .drop, .write("cd")], framing: .untilClose))
    client.get("/stream")
    #expect(client.readHead()?.status == 200)
    let (bytes, end) = client.readToEnd()
    #expect(String(decoding: bytes, as: UTF8.self) == "ab")
    #expect(end == .endOfStream)
  }
}
