import Foundation
import StreamsNetwork
import TestSupport
import Testing

/// The WHATWG HTML standard's rules for parsing and interpreting an event stream, one test a
/// rule, each named after it.
@Suite(.checksResources)
struct ServerSentEventConformanceTests {
  typealias Parse = StreamDecoding

  @Test func oneLeadingByteOrderMarkIsDropped() {
    #expect(Parse.events("\u{FEFF}data: a\n\n") == [ServerSentEvent(data: "a")])
  }

  @Test func aSecondByteOrderMarkBelongsToTheFirstFieldName() {
    let events = Parse.events("\u{FEFF}\u{FEFF}data: a\n\ndata: b\n\n")
    #expect(events == [ServerSentEvent(data: "b")])
  }

  @Test func aByteOrderMarkAfterTheStartIsNotDropped() {
    #expect(Parse.events("data: a\n\n\u{FEFF}data: b\n\n") == [ServerSentEvent(data: "a")])
  }

  @Test func aByteOrderMarkCutAcrossChunksIsDropped() {
    let chunks: [[UInt8]] = [[0xEF], [0xBB], [0xBF] + Array("data: a\n\n".utf8)]
    let outcome = Parse.run(ServerSentEventParser(), chunks)
    #expect(outcome.items == [.event(ServerSentEvent(data: "a"))])
  }

  @Test func aByteOrderMarkBegunButNotFinishedBeginsTheFirstLine() {
    let chunks: [[UInt8]] = [[0xEF], [0xBB] + Array("data: a\n\ndata: b\n\n".utf8)]
    let outcome = Parse.run(ServerSentEventParser(), chunks)
    #expect(outcome.items == [.event(ServerSentEvent(data: "b"))])
  }

  @Test func linesEndWithCRLFOrLFOrCR() {
    let events = Parse.events("data: a\r\n\r\ndata: b\n\ndata: c\r\rdata: d\r\n\n")
    #expect(events.map(\.data) == ["a", "b", "c", "d"])
  }

  @Test func aCRLFCutAcrossChunksIsOneLineBreak() {
    let chunks = ["data: a\r", "\n", "data: b\r", "\n\r", "\n"].map { Array($0.utf8) }
    let outcome = Parse.run(ServerSentEventParser(), chunks)
    // A stray LF would be a blank line and dispatch "a" alone.
    #expect(outcome.items == [.event(ServerSentEvent(data: "a\nb"))])
  }

  @Test func aLineStartingWithAColonIsAComment() {
    let events = Parse.events(": hello\ndata: a\n:data: b\n:\n\n")
    #expect(events == [ServerSentEvent(data: "a")])
  }

  @Test func theValueLosesOneLeadingSpaceOnly() {
    let events = Parse.events("data:  two\n\ndata:none\n\ndata: \n\n")
    #expect(events.map(\.data) == [" two", "none", ""])
  }

  @Test func theNameRunsToTheFirstColon() {
    let events = Parse.events("data: a:b: c\n\ndata : x\n\n")
    #expect(events.map(\.data) == ["a:b: c"])
  }

  @Test func aLineWithoutAColonIsAFieldWithAnEmptyValue() {
    let events = Parse.events("data\n\ndata\ndata\n\n")
    #expect(events.map(\.data) == ["", "\n"])
  }

  @Test func dataFieldsAreJoinedWithLineFeeds() {
    #expect(Parse.events("data: a\ndata: b\ndata: c\n\n").map(\.data) == ["a\nb\nc"])
  }

  @Test func onlyOneTrailingLineFeedIsStripped() {
    #expect(Parse.events("data: a\ndata:\n\n").map(\.data) == ["a\n"])
  }

  @Test func theEventFieldSetsTheType() {
    #expect(Parse.events("event: add\ndata: 1\n\n").map(\.type) == ["add"])
  }

  @Test func theTypeIsMessageWhenUnsetOrEmpty() {
    let events = Parse.events("data: 1\n\nevent:\ndata: 2\n\nevent: x\nevent\ndata: 3\n\n")
    #expect(events.map(\.type) == ["message", "message", "message"])
  }

  @Test func theTypeStartsOverAfterEachBlankLine() {
    let events = Parse.events("event: add\ndata: 1\n\ndata: 2\n\nevent: gone\n\ndata: 3\n\n")
    #expect(events.map(\.type) == ["add", "message", "message"])
  }

  @Test func theIDFieldSetsTheLastEventID() {
    #expect(Parse.events("id: 1\ndata: a\n\n").map(\.lastEventID) == ["1"])
  }

  @Test func anIDAfterTheDataInTheSameEventCounts() {
    #expect(Parse.events("data: a\nid: 5\n\n").map(\.lastEventID) == ["5"])
  }

  @Test func theLastEventIDPersistsAcrossEvents() {
    let events = Parse.events("id: 1\ndata: a\n\ndata: b\n\nid: 2\ndata: c\n\n")
    #expect(events.map(\.lastEventID) == ["1", "1", "2"])
  }

  @Test func anEmptyIDResetsTheLastEventID() {
    let events = Parse.events("id: 1\ndata: a\n\nid\ndata: b\n\nid: 2\ndata: c\n\nid:\ndata: d\n\n")
    #expect(events.map(\.lastEventID) == ["1", "", "2", ""])
  }

  @Test func anIDHoldingNullIsIgnored() {
    let events = Parse.events("id: 1\ndata: a\n\nid: 2\u{0}3\ndata: b\n\n")
    #expect(events.map(\.lastEventID) == ["1", "1"])
  }

  @Test func aRetryOfDigitsSetsTheReconnectionTime() throws {
    var parser = ServerSentEventParser()
    let updates = try parser.decode(Data("retry: 1500\nretry:20\n".utf8))
    #expect(updates == [.retry(milliseconds: 1500), .retry(milliseconds: 20)])
    #expect(parser.reconnectionTime == 20)
  }

  @Test func aRetryWithAnythingButDigitsIsIgnored() {
    let text = "retry: 15s\nretry: -1\nretry: 1.5\nretry: \nretry:  15\nretry: 1 \nretry\n\n"
    #expect(Parse.updates(text) == [])
  }

  @Test func aHugeRetryIsClampedNotTrapped() {
    let updates = Parse.updates("retry: " + String(repeating: "9", count: 400) + "\n")
    #expect(updates == [.retry(milliseconds: ServerSentEventParser.maximumReconnectionTime)])
  }

  @Test func unknownFieldsAreIgnoredAndNamesAreCaseSensitive() {
    #expect(Parse.events("foo: bar\nData: x\nEVENT: y\n\ndata: z\n\n").map(\.data) == ["z"])
  }

  @Test func aBlankLineWithEmptyDataDispatchesNothing() {
    #expect(Parse.updates("event: add\n\n\n\n") == [])
  }

  @Test func aBlankLineWithoutDataStillSetsTheLastEventID() {
    let updates = Parse.updates("id: 9\n\ndata: a\n\nid: 9\n\n")
    #expect(updates == [.lastEventID("9"), .event(ServerSentEvent(data: "a", lastEventID: "9"))])
  }

  @Test func anEventWithoutItsBlankLineIsDroppedAtTheEnd() {
    #expect(Parse.updates("data: a\n\ndata: b\n") == [.event(ServerSentEvent(data: "a"))])
    #expect(Parse.updates("data: a") == [])
  }

  @Test func anIDWithoutItsBlankLineIsNotTheLastEventIDAtTheEnd() throws {
    var parser = ServerSentEventParser(lastEventID: "1")
    _ = try parser.decode(Data("id: 2\ndata: a\n".utf8))
    parser.finish { _ in }
    #expect(parser.lastEventID == "1")
    let next = try parser.decode(Data("data: b\n\n".utf8))
    #expect(next == [.event(ServerSentEvent(data: "b", lastEventID: "1"))])
  }

  @Test func eventsStartFromTheGivenLastEventID() {
    let events = StreamDecoding.run(ServerSentEventParser(lastEventID: "41"), "data: a\n\n")
    #expect(events.items == [.event(ServerSentEvent(data: "a", lastEventID: "41"))])
  }

  @Test func invalidUTF8IsReplaced() {
    let bytes =
      Array("data: ".utf8) + [0xFF, 0x61, 0xE2, 0x82] + Array("\nevent: ".utf8)
      + [0xC0] + Array("\n\n".utf8)
    #expect(Parse.events(bytes) == [ServerSentEvent(type: "\u{FFFD}", data: "\u{FFFD}a\u{FFFD}")])
  }

  @Test func aCharacterCutAcrossChunksIsWhole() {
    let bytes = Array("data: é😀\n\n".utf8)
    for cut in 7..<11 {
      let outcome = StreamDecoding.run(
        ServerSentEventParser(), StreamDecoding.split(bytes, at: [cut]))
      #expect(outcome.items == [.event(ServerSentEvent(data: "é😀"))], "cut at \(cut)")
    }
  }
}
