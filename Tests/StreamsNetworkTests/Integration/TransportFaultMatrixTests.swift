import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a hostile server can do to a request — reset it mid-body, answer garbage, send less
/// or more than it announced, drip, send a head too large or a chunked body that is not, loop
/// redirects, never answer — and what each transport makes of it: a typed failure (or the
/// answer, cut to its announced length) within a bound, never a hang or a crash.
@Suite(.checksResources)
struct TransportFaultMatrixTests {
  /// A head of about 300 KB: beyond what libcurl (and any sane client) accepts.
  private static let hugeHead: Data = {
    var text = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n"
    for index in 0..<3_000 { text += "X-Filler-\(index): \(String(repeating: "a", count: 90))\r\n" }
    return Data((text + "\r\nok").utf8)
  }()

  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(
        .get, "/reset",
        response: .pattern(byteCount: 100_000).resettingConnection(afterBodyBytes: 1_000))
      server.route(.get, "/garbage", response: .garbage())
      server.route(
        .get, "/short", response: .pattern(byteCount: 10_000).truncated(afterBodyBytes: 100))
      server.route(
        .get, "/long",
        response: .garbage(Data("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello, and more".utf8))
      )
      server.route(
        .get, "/drip",
        response: .pattern(byteCount: 200).dripped(chunkSize: 1, interval: .milliseconds(50)))
      server.route(.get, "/huge-head", response: .garbage(Self.hugeHead))
      server.route(
        .get, "/bad-chunks",
        response: .garbage(
          Data(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot hex\r\n0\r\n\r\n".utf8))
      )
      server.route(.get, "/loop", response: .redirect(to: "/loop"))
      server.route(.get, "/silent", response: .text("never").delayed(by: .seconds(30)))
      server.route(.get, "/ping", response: .text("pong"))
    }
  }

  /// Runs `path` and returns its failure, checking that it ended within `seconds`.
  private func failure(
    _ harness: Harness, _ path: String, timeout: TimeInterval? = nil, seconds: Double = 5
  ) -> NetworkError? {
    let started = FixtureInstant.now
    let recorder = harness.run(
      harness.provider().response(harness.call(path, timeout: timeout)), seconds: seconds)
    #expect(recorder.error != nil || recorder.isCompleted, "\(path) ended")
    #expect(FixtureInstant.now - started < .seconds(seconds), "\(path) ended in time")
    #expect(recorder.elements.isEmpty, "\(path) delivered no response")
    return recorder.networkError
  }

  /// The `URLError` code under a failure.
  private func code(_ error: NetworkError?) -> URLError.Code? {
    (error?.underlyingError as? URLError)?.code
  }

  @Test(arguments: TransportKind.available)
  func resetMidBodyIsALostConnection(_ kind: TransportKind) throws {
    let error = failure(try makeHarness(kind), "/reset")
    #expect(code(error) == .networkConnectionLost)
    #expect(error?.isCancelled == false)
    #expect(error?.transportFailure == .connectionLost)
  }

  @Test(arguments: TransportKind.available)
  func garbageStatusLineCannotBeParsed(_ kind: TransportKind) throws {
    let error = failure(try makeHarness(kind), "/garbage")
    let expected: URLError.Code = kind == .curl ? .cannotParseResponse : .unsupportedURL
    #expect(code(error) == expected, "URLSession on Linux calls garbage an unsupported URL")
  }

  @Test(arguments: TransportKind.available)
  func bodyShorterThanAnnouncedIsALostConnection(_ kind: TransportKind) throws {
    let error = failure(try makeHarness(kind), "/short")
    let expected: URLError.Code = kind == .curl ? .networkConnectionLost : .unknown
    #expect(code(error) == expected, "URLSession on Linux does not say what happened")
  }

  @Test(arguments: TransportKind.available)
  func bodyLongerThanAnnouncedIsCutToItsLength(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let long = harness.run(harness.provider().response(harness.call("/long")))
    #expect(long.elements.map { String(decoding: $0.data, as: UTF8.self) } == ["hello"])
    // The surplus is not taken for the next response: the connection is not reused.
    let next = harness.run(harness.provider().response(harness.call("/ping")))
    #expect(next.elements.map { String(decoding: $0.data, as: UTF8.self) } == ["pong"])
  }

  @Test(arguments: TransportKind.available)
  func slowDripEndsAtTheDeadline(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let error = failure(harness, "/drip", timeout: 0.5, seconds: 3)
    #expect(error?.isTimeout == true)
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
  }

  @Test(arguments: TransportKind.available)
  func hugeHeadIsRefused(_ kind: TransportKind) throws {
    let error = failure(try makeHarness(kind), "/huge-head")
    let expected: URLError.Code = kind == .curl ? .cannotParseResponse : .unknown
    #expect(code(error) == expected)
  }

  @Test(arguments: TransportKind.available)
  func badChunkedBodyCannotBeParsed(_ kind: TransportKind) throws {
    let error = failure(try makeHarness(kind), "/bad-chunks")
    let expected: URLError.Code = kind == .curl ? .cannotParseResponse : .unknown
    #expect(code(error) == expected)
  }

  @Test(arguments: TransportKind.available)
  func redirectLoopEndsWithTooManyRedirects(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let error = failure(harness, "/loop")
    #expect(code(error) == .httpTooManyRedirects)
    #expect(error?.transportFailure == .tooManyRedirects)
    #expect(harness.server.log.requestCount <= 21)
  }

  @Test(arguments: TransportKind.available)
  func serverThatNeverAnswersTimesOutAndIsLeft(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let error = failure(harness, "/silent", timeout: 0.5, seconds: 3)
    #expect(error?.isTimeout == true)
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
  }

  @Test(arguments: TransportKind.available)
  func causeSaysWhatHappened(_ kind: TransportKind) throws {
    let error = failure(try makeHarness(kind), "/garbage")
    let underlying = try #require(error?.underlyingError) as NSError
    #expect(!underlying.localizedDescription.isEmpty)
    #if os(Linux)
    if kind == .curl {
      let cause = underlying.userInfo[NSUnderlyingErrorKey]
      #expect((cause as? CurlError)?.detail.isEmpty == false, "libcurl's error buffer")
    }
    #endif
  }
}
