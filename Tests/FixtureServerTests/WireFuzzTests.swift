import FixtureServer
import FuzzSupport
import Testing

/// Hostile bytes over a real socket: the fixture server answers each connection as its parser
/// judges the bytes (an error status for a malformed request, 408 for one that stalls), ends
/// it within a bound, and goes on serving.
@Suite struct WireFuzzTests {
  @Test func theServerAnswersAsItsParserJudgesAndNeverHangs() throws {
    let configuration = FixtureServer.Configuration(
      readTimeout: .milliseconds(100), idleTimeout: .milliseconds(100), maxHeadBytes: 2_048,
      maxBodyBytes: 1_024)
    let server = FixtureServer(configuration: configuration)
    server.route(.get, "/ok", response: .text("ok"))
    server.route(.post, "/ok", response: .text("ok"))
    try server.start()
    try Fuzz.cases("fixture-server-wire", count: 16, cost: 100) { fuzz in
      let bytes = fuzz.input(
        seeds: HTTPParserFuzzTests.seeds, tokens: HTTPParserFuzzTests.tokens, maxCount: 4_096)
      let verdict = HTTPParserFuzzTests.parse(
        bytes,
        parser: HTTPParser(
          maxHeadBytes: configuration.maxHeadBytes, maxBodyBytes: configuration.maxBodyBytes))
      let client = try RawClient(port: server.port)
      client.send(bytes: bytes)
      var statuses: [Int] = []
      while let response = client.readResponse(timeout: .seconds(5)) {
        statuses.append(response.status)
      }
      let end = client.readToEnd(timeout: .seconds(5)).end
      #expect(end != .timedOut, "\(fuzz): the connection never ended")
      // A request that closes the connection leaves what follows it unread.
      guard verdict.requests.allSatisfy(\.head.keepAlive) else { return }
      #expect(statuses.count >= verdict.requests.count, "\(fuzz): \(statuses)")
      switch verdict.end {
      case .failure(let error):
        #expect(statuses.last == error.status, "\(fuzz): \(statuses), parser said \(error)")
      case .needMore:
        let stalled = !bytes.isEmpty && !Self.endsIdle(bytes, configuration: configuration)
        if stalled { #expect(statuses.last == 408, "\(fuzz): \(statuses)") }
      case .request: break
      }
    }
    let client = try RawClient(port: server.port)
    client.get("/ok")
    #expect(client.readResponse()?.text == "ok")
  }

  /// Whether a parser fed `bytes` ends between requests (idle) rather than in one.
  private static func endsIdle(_ bytes: [UInt8], configuration: FixtureServer.Configuration)
    -> Bool
  {
    var parser = HTTPParser(
      maxHeadBytes: configuration.maxHeadBytes, maxBodyBytes: configuration.maxBodyBytes)
    parser.append(bytes)
    while case .request = parser.next() {}
    return parser.isIdle
  }
}
