import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct FaultTests {
  private let body = Data("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

  private func serve(_ response: FixtureResponse, at path: String = "/fault") throws
    -> FixtureServer
  {
    let server = FixtureServer()
    server.route(.get, path, response: response)
    try server.start()
    return server
  }

  @Test func delayHoldsTheResponseForRealTime() async throws {
    let server = try serve(.text("late").delayed(by: .milliseconds(300)))
    let started = FixtureInstant.now
    let (data, response) = try await URLSessionClient.fetch(server.url("/fault"))
    let elapsed = started.elapsed
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "late")
    #expect(elapsed >= .milliseconds(300))
    // Held, not lost: generous, because suites running side by side can starve this one.
    #expect(elapsed < .seconds(20))
  }

  @Test func dripSendsTheBodyInPiecesWithPauses() throws {
    let server = try serve(.data(body).dripped(chunkSize: 9, interval: .milliseconds(60)))
    let client = try RawClient(port: server.port)
    let started = FixtureInstant.now
    client.get("/fault")
    var arrivals: [FixtureDuration] = []
    var received: [UInt8] = []
    while received.count < 200, case .bytes(let bytes) = client.socket.receive(timeout: .seconds(2))
    {
      received += bytes
      arrivals.append(started.elapsed)
      if received.suffix(body.count).elementsEqual(body) { break }
    }
    #expect(received.suffix(body.count).elementsEqual(body))
    // 36 bytes in pieces of 9: four pieces, each after a 60 ms pause.
    #expect(arrivals.count >= 4, "arrivals: \(arrivals)")
    #expect((arrivals.last ?? .zero) >= .milliseconds(240))
    #expect((arrivals.last ?? .zero) < .seconds(3))
  }

  @Test func dripThroughURLSessionStillDeliversTheWholeBody() async throws {
    let server = try serve(.data(body).dripped(chunkSize: 12, interval: .milliseconds(20)))
    let (data, _) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(data == body)
  }

  @Test func resetMidBodyCutsTheConnectionWithRST() throws {
    let server = try serve(.data(body).resettingConnection(afterBodyBytes: 10))
    let client = try RawClient(port: server.port)
    client.get("/fault")
    let result = client.readToEnd()
    let text = String(decoding: result.bytes, as: UTF8.self)
    #expect(result.end == .reset)
    #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(text.contains("Content-Length: 36\r\n"))
    #expect(!text.hasSuffix(String(decoding: body, as: UTF8.self)))
  }

  @Test func resetMidBodyFailsAURLSessionRequest() async throws {
    let server = try serve(.data(body).resettingConnection(afterBodyBytes: 10))
    await #expect(throws: (any Error).self) {
      try await URLSessionClient.fetch(server.url("/fault"))
    }
  }

  @Test func truncatedBodyClosesBeforeContentLengthIsReached() throws {
    let server = try serve(.data(body).truncated(afterBodyBytes: 5))
    let client = try RawClient(port: server.port)
    client.get("/fault")
    let result = client.readToEnd()
    let text = String(decoding: result.bytes, as: UTF8.self)
    #expect(result.end == .endOfStream)
    #expect(text.contains("Content-Length: 36\r\n"))
    #expect(text.hasSuffix("\r\n\r\n01234"))
  }

  @Test func truncatedBodyFailsAURLSessionRequest() async throws {
    let server = try serve(.data(body).truncated(afterBodyBytes: 5))
    await #expect(throws: (any Error).self) {
      try await URLSessionClient.fetch(server.url("/fault"))
    }
  }

  @Test func garbageResponseIsSentVerbatimThenClosed() throws {
    let server = try serve(.garbage())
    let client = try RawClient(port: server.port)
    client.get("/fault")
    let result = client.readToEnd()
    #expect(result.bytes == Array(FixtureResponse.garbageBytes))
    #expect(result.end == .endOfStream)
  }

  @Test func garbageResponseFailsAURLSessionRequest() async throws {
    let server = try serve(.garbage())
    await #expect(throws: (any Error).self) {
      try await URLSessionClient.fetch(server.url("/fault"))
    }
  }

  @Test(arguments: [false, true])
  func droppedConnectionSendsNothing(reset: Bool) throws {
    let server = try serve(.dropConnection(reset: reset))
    let client = try RawClient(port: server.port)
    client.get("/fault")
    let result = client.readToEnd()
    #expect(result.bytes.isEmpty)
    #expect(result.end == (reset ? .reset : .endOfStream))
  }

  @Test(arguments: [500, 502, 503, 504])
  func serverErrorsCarryTheirStatus(status: Int) async throws {
    let server = try serve(.serverError(status))
    let (data, response) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(response.statusCode == status)
    #expect(String(decoding: data, as: UTF8.self) == #"{"error":"fixture server error"}"#)
  }

  @Test func tooManyRequestsCarriesRetryAfterSeconds() async throws {
    let server = try serve(.tooManyRequests(retryAfter: .seconds(3)))
    let (_, response) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(response.statusCode == 429)
    #expect(response.value(forHTTPHeaderField: "Retry-After") == "3")
  }

  @Test func serviceUnavailableCarriesRetryAfterAsAnHTTPDate() async throws {
    let date = Date(timeIntervalSince1970: 784_111_777)
    let server = try serve(.serviceUnavailable(retryAfter: .date(date)))
    let (_, response) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(response.statusCode == 503)
    #expect(response.value(forHTTPHeaderField: "Retry-After") == "Sun, 06 Nov 1994 08:49:37 GMT")
  }

  @Test func chunkedResponseIsFramedAndDecoded() async throws {
    let server = try serve(.data(body).chunked(chunkSize: 10))
    let client = try RawClient(port: server.port)
    client.get("/fault")
    let raw = try #require(client.readResponse())
    #expect(raw.headers["Transfer-Encoding"] == "chunked")
    #expect(raw.headers["Content-Length"] == nil)
    #expect(raw.body == Array(body))
    let (data, _) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(data == body)
  }

  @Test func oneMegabyteBodyArrivesIntact() async throws {
    let size = 1_048_576 * 3 / 2
    let server = try serve(.pattern(byteCount: size))
    let (data, response) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(response.statusCode == 200)
    #expect(data.count == size)
    #expect(data == FixtureResponse.patternBody(byteCount: size))
  }

  @Test func oneMegabyteChunkedBodyArrivesIntact() async throws {
    let size = 1_048_576 + 3
    let server = try serve(.pattern(byteCount: size).chunked(chunkSize: 65_536))
    let (data, _) = try await URLSessionClient.fetch(server.url("/fault"))
    #expect(data == FixtureResponse.patternBody(byteCount: size))
  }

  @Test func sequenceAnswersFlakyThenHealthy() async throws {
    let server = FixtureServer()
    let sequence = ResponseSequence(
      first: 2, .serviceUnavailable(retryAfter: .seconds(0)), then: .json(["ok": true]))
    server.route(.get, "/flaky", sequence: sequence)
    try server.start()
    var statuses: [Int] = []
    for _ in 0..<4 {
      statuses.append(try await URLSessionClient.fetch(server.url("/flaky")).1.statusCode)
    }
    #expect(statuses == [503, 503, 200, 200])
    #expect(sequence.callCount == 4)
    #expect(server.log.count(.get, "/flaky") == 4)
  }

  @Test func sequenceOfSeveralStagesUsesHandlers() {
    let sequence = ResponseSequence(
      [.times(1, .status(500)), .times(2) { .text($0.path) }], then: .status(204))
    let request = FixtureRequest(method: .get, target: "/p")
    let statuses = (0..<5).map { _ in sequence.respond(to: request).status }
    #expect(statuses == [500, 200, 200, 204, 204])
    sequence.reset()
    #expect(sequence.respond(to: request).status == 500)
  }
}
