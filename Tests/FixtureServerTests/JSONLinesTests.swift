import FixtureServer
import Foundation
import Testing

/// JSON Lines routes over a real loopback socket: in bulk, dripped, generated, and failing.
@Suite struct JSONLinesTests {
  /// Lives as long as the test: each test gets its own suite value.
  private let server = FixtureServer()

  private func serve(_ response: FixtureResponse) throws -> RawClient {
    let client = try server.serve(response, at: "/lines")
    client.get("/lines")
    return client
  }

  @Test func valuesGoOutOneLineAChunk() throws {
    let client = try serve(.jsonLines([["b": 2, "a": 1], ["a": 3]]))
    let head = client.readHead()
    #expect(head?.headers["Content-Type"] == "application/x-ndjson")
    let (texts, last) = client.readChunkTexts()
    #expect(texts == [#"{"a":1,"b":2}"# + "\n", #"{"a":3}"# + "\n"])
    #expect(last == .end)
  }

  @Test func aGeneratorDripsItsLines() throws {
    let started = FixtureInstant.now
    let client = try serve(.jsonLines(count: 3, interval: .milliseconds(30)) { ["n": $0] })
    #expect(client.readHead()?.status == 200)
    let (texts, last) = client.readChunkTexts()
    let elapsed = started.elapsed
    #expect(texts == [#"{"n":0}"#, #"{"n":1}"#, #"{"n":2}"#].map { $0 + "\n" })
    #expect(last == .end)
    #expect(elapsed >= .milliseconds(60), "three lines in \(elapsed)")
  }

  @Test func untilCloseFramingSendsThePlainLines() throws {
    let client = try serve(.jsonLines([1, 2, 3], framing: .untilClose))
    #expect(client.readHead()?.headers["Transfer-Encoding"] == nil)
    let (bytes, end) = client.readToEnd()
    #expect(String(decoding: bytes, as: UTF8.self) == "1\n2\n3\n")
    #expect(end == .endOfStream)
  }

  @Test func aValueThatCannotBeEncodedIsAServerError() throws {
    let client = try serve(.jsonLines([1.0, .nan]))
    let response = client.readResponse()
    #expect(response?.status == 500)
    #expect(response?.text.hasPrefix("fixture could not encode JSON") == true)
  }

  @Test func aGeneratedValueThatCannotBeEncodedDropsTheConnection() throws {
    let client = try serve(.jsonLines(count: 3) { $0 == 1 ? Double.nan : Double($0) })
    #expect(client.readHead()?.status == 200)
    let (texts, last) = client.readChunkTexts()
    #expect(texts == ["0\n"])
    #expect(last == .cut(.endOfStream))
  }
}
