import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct JSONLinesDecoderTests {
  func readings(_ chunks: [String], limit: Int = StreamItemSizeLimit.default)
    -> StreamOutcome<Reading>
  {
    let decoder = JSONLinesDecoder(of: Reading.self, maximumLineLength: limit)
    return StreamDecoding.run(decoder, chunks.map { Array($0.utf8) })
  }

  @Test func eachLineDecodesToOneValue() {
    let outcome = readings([#"{"id":1,"name":"a"}"# + "\n" + #"{"id":2,"name":"b"}"# + "\r\n"])
    #expect(outcome.items == [Reading(id: 1, name: "a"), Reading(id: 2, name: "b")])
    #expect(outcome.failure == nil)
  }

  @Test func aValueCutAcrossChunksDecodes() {
    let outcome = readings([#"{"id":1,"na"#, #"me":"é"#, "\"}\n"])
    #expect(outcome.items == [Reading(id: 1, name: "é")])
  }

  @Test func blankLinesAreSkipped() {
    let outcome = readings(["\n  \n\t\r\n" + #"{"id":3,"name":"c"}"# + "\n\n"])
    #expect(outcome.items == [Reading(id: 3, name: "c")])
    #expect(outcome.failure == nil)
  }

  @Test func aLastLineWithoutALineBreakDecodes() {
    #expect(readings([#"{"id":4,"name":"d"}"#]).items == [Reading(id: 4, name: "d")])
  }

  @Test func aLineThatDoesNotDecodeFailsWithItsNumberAndTheDecodingError() {
    let text = #"{"id":1,"name":"a"}"# + "\n\n" + #"{"id":"secret-token","name":"b"}"# + "\n"
    let error = StreamDecoding.error(JSONLinesDecoder(of: Reading.self), [Array(text.utf8)])
    guard case .undecodableLine(let line, let length, let decodingError) = error else {
      Issue.record("expected undecodableLine, got \(String(describing: error))")
      return
    }
    #expect(line == 3)
    #expect(length == 32)
    guard case .typeMismatch = decodingError else {
      Issue.record("expected a type mismatch, got \(decodingError)")
      return
    }
    #expect(error?.decodingError != nil)
  }

  @Test func theDescriptionNamesThePlaceNotTheContent() {
    let text = #"{"id":"secret-token","name":"b"}"# + "\n" + "not json secret-token\n"
    let first = readings([text]).failure ?? ""
    #expect(first.hasPrefix("Line 1 of the JSON Lines stream (32 bytes) does not decode: expected"))
    #expect(first.contains("at id"))
    #expect(!first.contains("secret"))
    let second = readings(["not json secret-token\n"]).failure ?? ""
    #expect(second.contains("not valid JSON"))
    #expect(!second.contains("secret"))
  }

  @Test func theItemsBeforeAFailureAreKept() {
    let outcome = readings([#"{"id":1,"name":"a"}"# + "\n{\n" + #"{"id":2,"name":"b"}"# + "\n"])
    #expect(outcome.items == [Reading(id: 1, name: "a")])
    #expect(outcome.failure != nil)
  }

  @Test func aLineOverTheLimitFails() {
    let outcome = readings([#"{"id":1,"name":"abcdefgh"}"# + "\n"], limit: 10)
    #expect(outcome.failure == "Line 1 of the stream is longer than the limit of 10 bytes.")
  }

  @Test func theDecoderStrategiesApply() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    struct Snake: Decodable, Equatable { var someValue: Int }
    let outcome = StreamDecoding.run(
      JSONLinesDecoder(of: Snake.self, decoder: decoder), [Array(#"{"some_value":5}"#.utf8)])
    #expect(outcome.items == [Snake(someValue: 5)])
  }
}
