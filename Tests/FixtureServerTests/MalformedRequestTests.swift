import FixtureServer
import Foundation
import FuzzSupport
import Testing

@Suite struct MalformedRequestTests {
  private func makeServer(_ configuration: FixtureServer.Configuration = .init()) throws
    -> FixtureServer
  {
    let server = FixtureServer(configuration: configuration)
    server.route(.get, "/ok", response: .text("ok"))
    server.route(.post, "/ok", response: .text("ok"))
    try server.start()
    return server
  }

  /// Checks the server still answers a well-formed request after whatever came before.
  private func expectHealthy(_ server: FixtureServer) throws {
    let client = try RawClient(port: server.port)
    client.get("/ok")
    #expect(client.readResponse()?.text == "ok")
  }

  static let malformed: [(String, Int)] = [
    ("garbage\r\n\r\n", 400),
    ("GET /ok\r\n\r\n", 400),
    ("GET  /ok HTTP/1.1\r\n\r\n", 400),
    ("GET /ok HTTP/1.1 extra\r\n\r\n", 400),
    ("GET ok HTTP/1.1\r\n\r\n", 400),
    ("G(T /ok HTTP/1.1\r\n\r\n", 400),
    ("GET /ok HTTP/x.y\r\n\r\n", 400),
    ("GET /ok HTTP/2.0\r\n\r\n", 505),
    ("GET /ok HTTP/1.1\r\nNo colon here\r\n\r\n", 400),
    ("GET /ok HTTP/1.1\r\nBad Name: x\r\n\r\n", 400),
    ("GET /ok HTTP/1.1\r\n: empty\r\n\r\n", 400),
    ("GET /ok HTTP/1.1\r\nA: b\r\n folded\r\n\r\n", 400),
    ("GET /ok HTTP/1.1\r\nA: \u{1}\r\n\r\n", 400),
    ("POST /ok HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
    ("POST /ok HTTP/1.1\r\nContent-Length: 1x\r\n\r\n", 400),
    ("POST /ok HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
    ("POST /ok HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n", 400),
    ("POST /ok HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
    ("POST /ok HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
    ("POST /ok HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
    ("POST /ok HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n", 400),
    ("\u{0}\u{1}\u{2}\u{3}\r\n\r\n", 400),
  ]

  @Test(arguments: malformed)
  func malformedRequestGets400AndTheConnectionCloses(request: String, status: Int) throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send(request)
    let response = try #require(client.readResponse())
    #expect(response.status == status)
    #expect(response.headers["Connection"] == "close")
    #expect(client.readToEnd().end == .endOfStream)
    #expect(server.log.events(.rejected(status: status)).count == 1)
    #expect(server.log.requests.isEmpty)
    try expectHealthy(server)
  }

  @Test func oversizedHeadGets431() throws {
    let server = try makeServer(.init(maxHeadBytes: 1024))
    let client = try RawClient(port: server.port)
    client.send("GET /ok HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 2000))\r\n\r\n")
    #expect(client.readResponse()?.status == 431)
    try expectHealthy(server)
  }

  /// Blank lines before a request count toward the head: a client sending CRLF forever gets
  /// 431 and a closed connection, where the server used to hold every byte and never answer.
  @Test func endlessBlankLinesGet431() throws {
    let server = try makeServer(.init(maxHeadBytes: 1024))
    let client = try RawClient(port: server.port)
    client.send(String(repeating: "\r\n", count: 4_096))
    #expect(client.readResponse()?.status == 431)
    #expect(client.readToEnd().end != .timedOut)
    try expectHealthy(server)
  }

  @Test func oversizedBodyGets413() throws {
    let server = try makeServer(.init(maxBodyBytes: 100))
    let client = try RawClient(port: server.port)
    client.send("POST /ok HTTP/1.1\r\nContent-Length: 101\r\n\r\n")
    #expect(client.readResponse()?.status == 413)
    let chunked = try RawClient(port: server.port)
    chunked.send("POST /ok HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n65\r\n")
    #expect(chunked.readResponse()?.status == 413)
  }

  @Test func stalledRequestTimesOutWith408() throws {
    let server = try makeServer(.init(readTimeout: .milliseconds(200)))
    let client = try RawClient(port: server.port)
    client.send("GET /ok HTTP/1.1\r\nHost: x\r\n")
    let response = try #require(client.readResponse(timeout: .seconds(3)))
    #expect(response.status == 408)
    #expect(client.readToEnd().end == .endOfStream)
  }

  @Test func idleConnectionIsClosedAfterTheIdleTimeout() throws {
    let server = try makeServer(.init(idleTimeout: .milliseconds(200)))
    let client = try RawClient(port: server.port)
    let result = client.readToEnd(timeout: .seconds(3))
    #expect(result.bytes.isEmpty)
    #expect(result.end == .endOfStream)
    #expect(server.log.waitForClosedConnections(count: 1, timeout: .seconds(2)))
    #expect(server.log.events.last?.kind == .closedByServer)
  }

  @Test func clientVanishingMidRequestIsHarmless() throws {
    let server = try makeServer()
    do {
      let client = try RawClient(port: server.port)
      client.send("POST /ok HTTP/1.1\r\nContent-Length: 100\r\n\r\nonly a few")
    }
    #expect(server.log.waitForClosedConnections(count: 1, timeout: .seconds(3)))
    #expect(server.log.events.last?.kind == .closedByClient)
    try expectHealthy(server)
  }

  @Test func randomBytesNeverCrashOrHangTheServer() throws {
    let server = try makeServer(.init(readTimeout: .milliseconds(300)))
    var generator = SplitMix64(seed: 42)
    for round in 0..<40 {
      let client = try RawClient(port: server.port)
      var bytes = (0..<Int(generator.next() % 300)).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      if round.isMultiple(of: 2) { bytes = Array("GET /ok HTTP/1.1\r\n".utf8) + bytes }
      client.send(bytes: bytes + [0x0D, 0x0A, 0x0D, 0x0A])
      let result = client.readToEnd(timeout: .seconds(3))
      #expect(result.end != .timedOut, "round \(round) hung")
    }
    try expectHealthy(server)
  }
}
