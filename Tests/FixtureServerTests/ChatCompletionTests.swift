import FixtureServer
import Foundation
import Testing

/// The demo's chat-completion token stream, over three connections as an EventSource would
/// make them: cut off mid-way, resumed to `[DONE]`, then told to stop with a 204.
@Suite struct ChatCompletionTests {
  private let tokens = FixtureEventStream.chatTokens(FixtureEventStream.chatReply)

  /// The complete events in an LF-separated body, as field maps; a cut-off event is left out.
  private func events(in body: String) -> [[String: String]] {
    var events = body.components(separatedBy: "\n\n")
    events.removeLast()  // after the last blank line: empty, or an event cut off
    return events.map { block in
      var fields: [String: String] = [:]
      for line in block.split(separator: "\n") where !line.hasPrefix(":") {
        let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
        fields[parts[0]] = parts.count > 1 ? String(parts[1].dropFirst()) : ""
      }
      return fields
    }
  }

  private func token(_ event: [String: String]) -> String? {
    guard let data = event["data"]?.data(using: .utf8) else { return nil }
    return (try? JSONDecoder().decode([String: String].self, from: data))?["token"]
  }

  @Test func tokensJoinBackIntoTheReply() {
    #expect(tokens.joined() == FixtureEventStream.chatReply)
    #expect(tokens.count > 10)
    #expect(tokens.first == "Streams")
    #expect(tokens.dropFirst().allSatisfy { $0.hasPrefix(" ") })
  }

  @Test func dropsOnceMidWayResumesToDoneThenSaysNoContent() throws {
    let server = FixtureServer()
    server.route(.get, "/chat", events: .chatCompletion(interval: .milliseconds(1)))
    try server.start()
    let half = tokens.count / 2

    let first = try RawClient(port: server.port)
    first.get("/chat")
    #expect(first.readHead()?.headers["Content-Type"] == "text/event-stream")
    let (cut, cutEnd) = first.readChunkTexts(timeout: .seconds(10))
    #expect(cutEnd == .cut(.endOfStream))
    #expect(cut.first == "retry: 100\n")
    let body = cut.joined()
    let before = events(in: body)
    #expect(before.map { $0["id"] } == (1...half).map { String($0) })
    #expect(!body.hasSuffix("\n\n"), "the cut comes in the middle of an event")

    let second = try RawClient(port: server.port)
    second.get("/chat", headers: ["Last-Event-ID: \(half)"])
    #expect(second.readHead()?.headers[FixtureEventStream.echoHeader] == String(half))
    let (rest, restEnd) = second.readChunkTexts(timeout: .seconds(10))
    #expect(restEnd == .end)
    let after = events(in: rest.joined())
    #expect(after.map { $0["id"] } == (half + 1...tokens.count + 1).map { String($0) })
    #expect(after.last?["data"] == FixtureEventStream.chatDone)
    let streamed = (before + after.dropLast()).compactMap(token).joined()
    #expect(streamed == FixtureEventStream.chatReply)

    let third = try RawClient(port: server.port)
    third.get("/chat", headers: ["Last-Event-ID: \(tokens.count + 1)"])
    #expect(third.readResponse()?.status == 204)
    #expect(
      server.log.lastEventIDs(.get, "/chat") == [nil, String(half), String(tokens.count + 1)])
  }
}
