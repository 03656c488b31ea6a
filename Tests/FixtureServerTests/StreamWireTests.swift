import FixtureServer
import Foundation
import Testing

/// How a stream script becomes sends and pauses, without sockets.
@Suite struct StreamWireTests {
  private let head =
    "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n"

  private func wire(
    _ steps: [StreamScript.Step], framing: StreamScript.Framing = .chunked, status: Int = 200,
    method: HTTPMethod = .get, keepAlive: Bool = true
  ) -> (steps: [String], ending: WirePlan.Ending) {
    let response = FixtureResponse.stream(
      steps, framing: framing, status: status, contentType: "text/plain")
    var wire = StreamWire(
      response, script: StreamScript(steps, framing: framing), method: method,
      keepAlive: keepAlive)
    var texts: [String] = []
    while let step = wire.next() {
      switch step {
      case .send(let bytes): texts.append(String(decoding: bytes, as: UTF8.self))
      case .pause(let duration):
        texts.append(duration == FixtureDuration(nanoseconds: .max) ? "<hold>" : "<\(duration)>")
      }
    }
    return (texts, wire.ending)
  }

  @Test func writesGoOutWithTheHeadInOneSendAndEndWithTheZeroChunk() {
    let (steps, ending) = wire([.write("ab"), .write("c\r\nd", splitAt: [1])])
    #expect(steps == [head + "2\r\nab\r\n1\r\nc\r\n3\r\n\r\nd\r\n0\r\n\r\n"])
    #expect(ending == .keepAlive)
  }

  @Test func flushAndPauseCutTheSends() {
    let (steps, _) = wire([
      .write("a"), .flush, .write("b"), .pause(.milliseconds(5)), .flush, .write("c"), .end,
    ])
    #expect(
      steps == [
        head + "1\r\na\r\n", "1\r\nb\r\n", "<0.005 seconds>", "1\r\nc\r\n0\r\n\r\n",
      ])
  }

  @Test func holdSendsWhatWaitsThenWaitsForever() {
    let (steps, ending) = wire([.write("a"), .hold, .write("never")])
    #expect(steps == [head + "1\r\na\r\n", "<hold>"])
    #expect(ending == .close)
  }

  @Test func dropAndResetEndWithoutTheZeroChunk() {
    let dropped = wire([.write("a"), .partialChunk("abcdef", sending: 2), .drop, .write("x")])
    #expect(dropped.steps == [head + "1\r\na\r\n6\r\nab"])
    #expect(dropped.ending == .close)
    let reset = wire([.write("a"), .reset])
    #expect(reset.steps == [head + "1\r\na\r\n"])
    #expect(reset.ending == .reset)
  }

  @Test func endStopsReadingTheScript() {
    let (steps, ending) = wire([.write("a"), .end, .write("b"), .drop])
    #expect(steps == [head + "1\r\na\r\n0\r\n\r\n"])
    #expect(ending == .keepAlive)
    #expect(wire([.write("a")], keepAlive: false).ending == .close)
  }

  @Test func emptyPiecesAreSkippedAndRawBytesAreNotFramed() {
    let (steps, _) = wire([.chunks([Data(), Data("a".utf8)]), .raw("zz"), .end])
    #expect(steps == [head + "1\r\na\r\nzz0\r\n\r\n"])
  }

  @Test func untilCloseFramingSendsPlainBytesAndCloses() {
    let (steps, ending) = wire(
      [.write("ab"), .pause(.milliseconds(1)), .write("cd")], framing: .untilClose)
    #expect(
      steps == [
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nab",
        "<0.001 seconds>", "cd",
      ])
    #expect(ending == .close)
    let response = FixtureResponse.stream([.write("abc")], framing: .untilClose)
      .header("Content-Length", "5")
    var announced = StreamWire(
      response, script: response.stream ?? StreamScript([]), method: .get, keepAlive: true)
    guard case .send(let bytes) = announced.next() else {
      Issue.record("nothing sent")
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\r\nContent-Length: 5\r\n"))
    #expect(text.hasSuffix("\r\nConnection: close\r\n\r\nabc"))
  }

  @Test func noBodyForHeadRequestsOrNoContent() {
    let headOnly = wire([.write("a"), .drop], method: .head)
    #expect(headOnly.steps == [head])
    #expect(headOnly.ending == .keepAlive)
    let noContent = wire([.write("a")], status: 204)
    #expect(noContent.steps == ["HTTP/1.1 204 No Content\r\nContent-Type: text/plain\r\n\r\n"])
  }

  @Test func aDelayComesBeforeTheHead() {
    let response = FixtureResponse.stream([.write("a")]).delayed(by: .milliseconds(7))
    var wire = StreamWire(
      response, script: response.stream ?? StreamScript([]), method: .get, keepAlive: true)
    #expect(wire.next() == .pause(.milliseconds(7)))
    if case .send(let bytes) = wire.next() {
      #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\n"))
    } else {
      Issue.record("no head after the delay")
    }
  }

  @Test func aLargeBodyGoesOutInBoundedSends() {
    let piece = Data(repeating: 0x61, count: 10_000)
    let script = StreamScript(count: 100) { _ in .write(piece) }
    let response = FixtureResponse.stream(script)
    var wire = StreamWire(response, script: script, method: .get, keepAlive: true)
    var sends: [Int] = []
    while case .send(let bytes) = wire.next() { sends.append(bytes.count) }
    let framed = 100 * (piece.count + 8)  // "2710\r\n" + payload + "\r\n"
    #expect(sends.reduce(0, +) > framed)
    #expect(sends.count > 10)
    #expect(sends.allSatisfy { $0 < StreamWire.flushThreshold + piece.count + 200 })
  }
}
