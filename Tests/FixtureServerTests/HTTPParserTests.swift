import FixtureServer
import Testing

@Suite struct HTTPParserTests {
  /// Feeds `text` in pieces of `pieceSize` bytes and collects every step that is not `.needMore`.
  private func parse(_ text: String, pieceSize: Int = .max, parser: HTTPParser = HTTPParser())
    -> [HTTPParser.Step]
  {
    var parser = parser
    var steps: [HTTPParser.Step] = []
    let bytes = Array(text.utf8)
    var offset = 0
    repeat {
      let end = min(bytes.count, offset + max(1, min(pieceSize, bytes.count)))
      parser.append(Array(bytes[offset..<end]))
      offset = end
      while true {
        let step = parser.next()
        if step == .needMore { break }
        steps.append(step)
        if case .failure = step { return steps }
      }
    } while offset < bytes.count
    return steps
  }

  private func requests(_ steps: [HTTPParser.Step]) -> [ParsedRequest] {
    steps.compactMap { if case .request(let request) = $0 { request } else { nil } }
  }

  @Test func parsesARequestLineAndHeaders() throws {
    let request = try #require(
      requests(parse("GET /a?b=1 HTTP/1.1\r\nHost: x\r\nX-Mixed-Case:  v  \r\n\r\n")).first)
    #expect(request.head.method == "GET")
    #expect(request.head.target == "/a?b=1")
    #expect(request.head.version == "HTTP/1.1")
    #expect(request.head.headers.fields.map(\.name) == ["Host", "X-Mixed-Case"])
    #expect(request.head.headers["x-mixed-case"] == "v")
    #expect(request.body.isEmpty)
    #expect(request.head.keepAlive)
  }

  @Test(arguments: [1, 2, 7, 1000])
  func bodiesSurviveAnySplitOfTheInput(pieceSize: Int) {
    let text =
      "POST /a HTTP/1.1\r\nContent-Length: 11\r\n\r\nhello world"
      + "POST /b HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\nabc\r\nA\r\n0123456789\r\n"
      + "0\r\nTrailer: 1\r\n\r\n"
    let parsed = requests(parse(text, pieceSize: pieceSize))
    #expect(parsed.map(\.head.target) == ["/a", "/b"])
    #expect(
      parsed.map { String(decoding: $0.body, as: UTF8.self) } == ["hello world", "abc0123456789"])
  }

  @Test func bareLineFeedsAndLeadingBlankLinesAreTolerated() {
    let parsed = requests(parse("\r\n\nGET / HTTP/1.1\nHost: x\n\n"))
    #expect(parsed.map(\.head.headers["Host"]) == ["x"])
  }

  @Test func keepAliveFollowsVersionAndConnectionHeader() {
    let cases = [
      ("GET / HTTP/1.1\r\n\r\n", true),
      ("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n", false),
      ("GET / HTTP/1.1\r\nConnection: keep-alive, close\r\n\r\n", false),
      ("GET / HTTP/1.0\r\n\r\n", false),
      ("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", true),
    ]
    for (text, keepAlive) in cases {
      #expect(requests(parse(text)).first?.head.keepAlive == keepAlive, "\(text)")
    }
  }

  @Test func expectContinueIsReportedOnceBeforeTheBody() {
    var parser = HTTPParser()
    parser.append(
      Array("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
    let waiting = parser.next()
    let first = parser.takeContinueRequest()
    let second = parser.takeContinueRequest()
    #expect(waiting == .needMore)
    #expect(first && !second)
    parser.append(Array("ok".utf8))
    let done = parser.next()
    #expect(requests([done]).first?.body == Array("ok".utf8))
  }

  @Test func idleMeansNothingOfTheNextRequestHasArrived() {
    var parser = HTTPParser()
    #expect(parser.isIdle)
    parser.append(Array("GET / HTTP/1.1\r\n".utf8))
    let partial = parser.next()
    #expect(partial == .needMore)
    #expect(!parser.isIdle)
    parser.append([0x0D, 0x0A])
    let complete = parser.next()
    #expect(requests([complete]).count == 1)
    #expect(parser.isIdle)
  }

  @Test func errorsMapToStatuses() {
    let cases: [(String, HTTPParseError, Int)] = [
      ("BAD\r\n\r\n", .malformedRequestLine, 400),
      ("GET / HTTP/3.0\r\n\r\n", .unsupportedVersion, 505),
      ("GET / HTTP/1.1\r\nx y: z\r\n\r\n", .malformedHeader, 400),
      ("POST / HTTP/1.1\r\nContent-Length: 0x1\r\n\r\n", .invalidContentLength, 400),
      (
        "POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
        .conflictingFraming, 400
      ),
      (
        "POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
        .unsupportedTransferEncoding, 501
      ),
      ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n", .malformedChunk, 400),
      ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab", .malformedChunk, 400),
      (
        "OPTIONS * HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffffffffff\r\n",
        .malformedChunk, 400
      ),
    ]
    for (text, error, status) in cases {
      #expect(parse(text).last == .failure(error), "\(text)")
      #expect(error.status == status)
    }
  }

  @Test func limitsAreEnforcedWithoutWaitingForTheEnd() {
    let small = HTTPParser(maxHeadBytes: 64, maxBodyBytes: 8)
    #expect(
      parse("GET /" + String(repeating: "a", count: 100), parser: small).last
        == .failure(.headTooLarge))
    #expect(
      parse("POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\n", parser: small).last
        == .failure(.bodyTooLarge))
    #expect(
      parse(
        "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n12345\r\n4\r\n",
        parser: small
      ).last == .failure(.bodyTooLarge))
    #expect(
      parse(
        "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
          + String(repeating: "1", count: 2000), parser: small
      ).last
        == .failure(.malformedChunk))
  }

  @Test func aFailedParserStaysFailed() {
    var parser = HTTPParser()
    parser.append(Array("nonsense\r\n\r\n".utf8))
    let failed = parser.next()
    parser.append(Array("GET / HTTP/1.1\r\n\r\n".utf8))
    let after = parser.next()
    #expect(failed == .failure(.malformedRequestLine))
    #expect(after == .failure(.malformedRequestLine))
  }

  @Test func largeBodiesArriveWhole() {
    let body = String(repeating: "x", count: 1_048_576)
    let parsed = requests(
      parse(
        "POST / HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body, pieceSize: 65_536))
    #expect(parsed.first?.body.count == 1_048_576)
  }
}
