import Foundation
import StreamsNetwork
import TestSupport
import Testing

/// The cap per event: the bytes of its field lines, comments excluded, the line still
/// arriving included.
@Suite(.checksResources)
struct ServerSentEventLimitTests {
  func parse(_ chunks: [String], limit: Int) -> StreamOutcome<ServerSentEventUpdate> {
    StreamDecoding.run(
      ServerSentEventParser(maximumEventSize: limit), chunks.map { Array($0.utf8) })
  }

  @Test func anEventAtTheLimitPasses() {
    let outcome = parse(["data: abc\n\n"], limit: 9)
    #expect(outcome.items == [.event(ServerSentEvent(data: "abc"))])
    #expect(outcome.failure == nil)
  }

  @Test func anEventOverTheLimitFailsAtTheLineThatPassesIt() {
    let outcome = parse(["data: a\n\ndata: a\ndata: b\n\n"], limit: 13)
    #expect(outcome.items == [.event(ServerSentEvent(data: "a"))])
    #expect(
      outcome.failure
        == "The server-sent event reaching line 4 is larger than the limit of 13 bytes.")
    #expect(parse(["data: a\ndata: b\n\n"], limit: 14).failure == nil)
  }

  @Test func everyFieldCountsNotOnlyData() {
    let outcome = parse(["id: 1234567\ndata: a\n\n"], limit: 12)
    guard
      case .eventTooLarge(let line, 12)? = StreamDecoding.error(
        ServerSentEventParser(maximumEventSize: 12), [Array("id: 1234567\ndata: a\n\n".utf8)])
    else {
      Issue.record("expected eventTooLarge, got \(outcome)")
      return
    }
    #expect(line == 2)
  }

  @Test func theSizeStartsOverAtEachBlankLine() {
    let outcome = parse(["data: abc\n\ndata: def\n\nid\n\n"], limit: 9)
    #expect(outcome.items.compactMap(\.event).map(\.data) == ["abc", "def"])
    #expect(outcome.failure == nil)
  }

  @Test func commentsDoNotCountAndAreNotKept() {
    let comment = ":" + String(repeating: "x", count: 100_000)
    let outcome = parse([comment, "\n", comment + "\ndata: a", "\n\n"], limit: 8)
    #expect(outcome.items == [.event(ServerSentEvent(data: "a"))])
    #expect(outcome.failure == nil)
  }

  @Test func theLineStillArrivingCounts() {
    let (taken, error) = StreamDecoding.chunksTaken(
      ServerSentEventParser(maximumEventSize: 20), after: "data: 0123456789\n", repeating: "x")
    // 16 bytes of the first line leave 4 for the next one.
    #expect(taken == 4)
    guard case .eventTooLarge(2, 20) = error else {
      Issue.record("expected eventTooLarge at line 2, got \(String(describing: error))")
      return
    }
  }

  @Test func aServerThatNeverSendsALineBreakCostsAtMostTheLimit() {
    let (taken, error) = StreamDecoding.chunksTaken(
      ServerSentEventParser(maximumEventSize: 1_000),
      repeating: String(repeating: "d", count: 300))
    #expect(taken == 3)
    guard case .eventTooLarge(1, 1_000) = error else {
      Issue.record("expected eventTooLarge at line 1, got \(String(describing: error))")
      return
    }
  }

  @Test func aByteOrderMarkDoesNotCount() {
    let outcome = StreamDecoding.run(
      ServerSentEventParser(maximumEventSize: 7), [[0xEF, 0xBB, 0xBF] + Array("data: a\n\n".utf8)])
    #expect(outcome.items == [.event(ServerSentEvent(data: "a"))])
  }
}
