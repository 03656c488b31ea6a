import FixtureServer
import Testing

/// The parser's limits bound everything a client can make it hold, and no limit a test
/// configures can make its arithmetic overflow.
@Suite struct HTTPParserLimitTests {
  private func outcome(_ text: String, _ parser: HTTPParser) -> HTTPParserFuzzTests.Outcome {
    HTTPParserFuzzTests.parse(Array(text.utf8), pieces: [1, 2, 3, 5, 8], parser: parser)
  }

  /// Found while writing the fuzz suite: blank lines before a request were skipped without
  /// limit and never released, so a client sending CRLF forever grew the buffer forever and
  /// kept the connection (idle, yet never timing out) open.
  @Test func blankLinesBeforeARequestCountTowardTheHeadLimit() {
    let parser = HTTPParser(maxHeadBytes: 64)
    let request = "GET / HTTP/1.1\r\n\r\n"
    let within = outcome(String(repeating: "\r\n", count: 20) + request, parser)
    #expect(within.requests.map(\.head.target) == ["/"])
    #expect(within.end == .needMore)
    let beyond = outcome(String(repeating: "\r\n", count: 33), parser)
    #expect(beyond.end == .failure(.headTooLarge))
    // Between pipelined requests too: each request's blank lines start a new count.
    let between = outcome(request + String(repeating: "\n", count: 40) + request, parser)
    #expect(between.requests.count == 2)
    let flood = outcome(request + String(repeating: "\n", count: 65), parser)
    #expect(flood.requests.count == 1)
    #expect(flood.end == .failure(.headTooLarge))
  }

  /// Found by fuzzing the limits: `http-parser` case `STREAMS_FUZZ_CASE=0x9b6ca78e3a54c32f`
  /// (the default run seed's case 6295 with `STREAMS_FUZZ_ITERATIONS=20000`), a chunked
  /// request with trailers and `maxHeadBytes: .max`, trapped in `takeLine(limit:)`:
  /// `start + limit + 2` overflowed.
  @Test func theLargestLimitsDoNotOverflow() {
    let parser = HTTPParser(maxHeadBytes: .max, maxBodyBytes: .max)
    let chunked =
      "POST /c HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5;x=y\r\nhello\r\n0\r\nX-T: t\r\n\r\n"
    let result = outcome(chunked, parser)
    #expect(result.requests.map(\.body) == [Array("hello".utf8)])
    #expect(result.end == .needMore)
    let sized = outcome("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc", parser)
    #expect(sized.requests.map(\.body) == [Array("abc".utf8)])
  }
}
