import FixtureServer
import Foundation
import Testing

@Suite struct WirePlanTests {
  private func text(_ plan: WirePlan) -> [String] {
    plan.steps.map { step in
      switch step {
      case .send(let bytes): String(decoding: bytes, as: UTF8.self)
      case .pause(let duration): "<pause \(duration)>"
      }
    }
  }

  private let body = FixtureResponse.text("abcdefghij")

  @Test func contentLengthResponseIsOneWrite() {
    let plan = WirePlan(body, method: .get, keepAlive: true)
    #expect(
      text(plan) == [
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 10\r\n\r\n"
          + "abcdefghij"
      ])
    #expect(plan.ending == .keepAlive)
  }

  @Test func closingAddsConnectionClose() {
    let plan = WirePlan(.status(204), method: .get, keepAlive: false)
    #expect(text(plan) == ["HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n"])
    #expect(plan.ending == .close)
    #expect(WirePlan(body.closingConnection(), method: .get, keepAlive: true).ending == .close)
  }

  @Test func chunkedFramesEachPieceAndEnds() {
    let plan = WirePlan(
      .data(Data("abcdefghij".utf8)).chunked(chunkSize: 4), method: .get, keepAlive: true)
    let wire = text(plan).joined()
    #expect(wire.contains("Transfer-Encoding: chunked\r\n"))
    #expect(!wire.contains("Content-Length"))
    #expect(wire.hasSuffix("\r\n\r\n4\r\nabcd\r\n4\r\nefgh\r\n2\r\nij\r\n0\r\n\r\n"))
  }

  @Test func headAndNotModifiedCarryNoBody() {
    let head = text(WirePlan(body, method: .head, keepAlive: true)).joined()
    #expect(head.hasSuffix("Content-Length: 10\r\n\r\n"))
    let notModified = text(WirePlan(.notModified(etag: "\"e\""), method: .get, keepAlive: true))
    #expect(notModified == ["HTTP/1.1 304 Not Modified\r\nETag: \"e\"\r\n\r\n"])
  }

  @Test func delayAndDripBecomePauses() {
    let response = body.delayed(by: .seconds(1)).dripped(chunkSize: 4, interval: .milliseconds(5))
    let steps = text(WirePlan(response, method: .get, keepAlive: true))
    #expect(steps.count == 8)
    #expect(steps[0] == "<pause 1.0 seconds>")
    #expect(steps[1].hasPrefix("HTTP/1.1 200 OK"))
    #expect(
      Array(steps[2...]) == [
        "<pause 0.005 seconds>", "abcd", "<pause 0.005 seconds>", "efgh", "<pause 0.005 seconds>",
        "ij",
      ])
  }

  @Test func cutOffsStopInsideTheBody() {
    let reset = WirePlan(body.resettingConnection(afterBodyBytes: 3), method: .get, keepAlive: true)
    #expect(text(reset).joined().hasSuffix("Content-Length: 10\r\nConnection: close\r\n\r\nabc"))
    #expect(reset.ending == .reset)
    let truncated = WirePlan(
      body.chunked(chunkSize: 4).truncated(afterBodyBytes: 6), method: .get, keepAlive: true)
    #expect(text(truncated).joined().hasSuffix("\r\n\r\n4\r\nabcd\r\n4\r\nef"))
    #expect(truncated.ending == .close)
  }

  @Test func rawAndDroppedResponsesIgnoreTheStatus() {
    let raw = WirePlan(.garbage(Data("xyz".utf8)), method: .get, keepAlive: true)
    #expect(text(raw) == ["xyz"])
    #expect(raw.ending == .close)
    let dropped = WirePlan(.dropConnection(reset: true), method: .get, keepAlive: true)
    #expect(dropped.steps.isEmpty)
    #expect(dropped.ending == .reset)
  }

  @Test func anExplicitContentLengthIsKeptEvenWhenItLies() {
    let lying = body.header("Content-Length", "99")
    #expect(
      text(WirePlan(lying, method: .get, keepAlive: true)).joined().contains(
        "Content-Length: 99\r\n"))
  }

  @Test func customReasonPhrase() {
    var response = FixtureResponse.status(299)
    #expect(
      text(WirePlan(response, method: .get, keepAlive: true)).first?.hasPrefix(
        "HTTP/1.1 299 Status\r\n") == true)
    response.reason = "Fine"
    #expect(
      text(WirePlan(response, method: .get, keepAlive: true)).first?.hasPrefix(
        "HTTP/1.1 299 Fine\r\n") == true)
  }
}
