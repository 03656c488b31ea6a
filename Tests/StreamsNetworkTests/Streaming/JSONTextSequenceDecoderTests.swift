import Foundation
import StreamsNetwork
import TestSupport
import Testing

/// RFC 7464: records begun by RS (0x1E), each one JSON text, emitted as soon as it is
/// complete; invalid records fail or are skipped by the policy.
@Suite(.checksResources)
struct JSONTextSequenceDecoderTests {
  static let rs = "\u{1E}"

  func decode<Item: Decodable & Equatable>(
    _ type: Item.Type, _ chunks: [String], limit: Int = StreamItemSizeLimit.default,
    invalid: JSONTextSequenceDecoder<Item>.InvalidRecordPolicy = .fail
  ) -> StreamOutcome<Item> {
    let decoder = JSONTextSequenceDecoder(
      of: type, maximumRecordSize: limit, invalidRecords: invalid)
    return StreamDecoding.run(decoder, chunks.map { Array($0.utf8) })
  }

  func problem(_ text: String) -> StreamDecodingError.InvalidRecord? {
    let error = StreamDecoding.error(JSONTextSequenceDecoder(of: Int.self), [Array(text.utf8)])
    guard case .invalidRecord(_, _, let problem) = error else { return nil }
    return problem
  }

  @Test func eachRecordDecodesToOneValue() {
    let text = Self.rs + #"{"id":1,"name":"a"}"# + "\n" + Self.rs + #"{"id":2,"name":"b"}"# + "\n"
    let outcome = decode(Reading.self, [text])
    #expect(outcome.items == [Reading(id: 1, name: "a"), Reading(id: 2, name: "b")])
    #expect(outcome.failure == nil)
  }

  @Test func aRecordIsEmittedWhenItsTextEndsNotAtTheNextSeparator() throws {
    var decoder = JSONTextSequenceDecoder(of: Reading.self)
    let items = try decoder.decode(Data((Self.rs + #"{"id":1,"name":"a"}"#).utf8))
    #expect(items == [Reading(id: 1, name: "a")])
  }

  @Test func aRecordMaySpanLinesAndChunks() {
    let text = Self.rs + "{\n  \"id\": 7,\n  \"name\": \"x\"\n}\n"
    let bytes = Array(text.utf8)
    for cut in 0...bytes.count {
      let chunks = StreamDecoding.split(bytes, at: [cut])
      let outcome = StreamDecoding.run(JSONTextSequenceDecoder(of: Reading.self), chunks)
      #expect(outcome.items == [Reading(id: 7, name: "x")], "cut at \(cut)")
    }
  }

  @Test func bracketsAndQuotesInsideStringsDoNotEndARecord() {
    let text = Self.rs + #"{"id":1,"name":"} ] \" \\"}"# + "\n" + Self.rs + "\"a}\\\"\"\n"
    let outcome = decode(Reading.self, [text], invalid: .skip)
    #expect(outcome.items == [Reading(id: 1, name: "} ] \" \\")])
    #expect(decode(String.self, [Self.rs + "\"a}\\\"\"\n"]).items == ["a}\""])
  }

  @Test func numbersAndLiteralsEndAtTheWhitespaceAfterThem() {
    #expect(decode(Int.self, [Self.rs + "12", "34\n" + Self.rs + "-5 \n"]).items == [1234, -5])
    #expect(decode(Bool.self, [Self.rs + "true\n" + Self.rs + "false\n"]).items == [true, false])
  }

  @Test func emptyRecordsAndWhitespaceBetweenRecordsAreSkipped() {
    let text = "\n " + Self.rs + Self.rs + "\n" + Self.rs + "1\n\n " + Self.rs + " 2\n" + Self.rs
    let outcome = decode(Int.self, [text])
    #expect(outcome.items == [1, 2])
    #expect(outcome.failure == nil)
  }

  @Test func aNumberThatNoWhitespaceFollowsMayBeTruncated() {
    guard case .truncated(let length) = problem(Self.rs + "123") else {
      Issue.record("a number at the end without whitespace is dropped as truncated")
      return
    }
    #expect(length == 3)
    guard case .truncated = problem(Self.rs + "123" + Self.rs + "4\n") else {
      Issue.record("a number cut by a separator is dropped as truncated")
      return
    }
  }

  @Test func aTextCutByASeparatorOrTheEndIsTruncated() {
    guard case .truncated(let length) = problem(Self.rs + "[1, 2" + Self.rs + "3\n") else {
      Issue.record("an array cut by a separator is truncated")
      return
    }
    #expect(length == 5)
    guard case .truncated = problem(Self.rs + "[1, 2") else {
      Issue.record("an array cut by the end is truncated")
      return
    }
  }

  @Test func bytesBeforeTheFirstSeparatorLackTheirSeparator() {
    guard case .missingRecordSeparator = problem("1\n" + Self.rs + "2\n") else {
      Issue.record("a record must begin with RS")
      return
    }
  }

  @Test func bytesAfterARecordTextLackTheirSeparator() {
    let arrays = decode([Int].self, [Self.rs + "[1] x\n" + Self.rs + "[2]\n"])
    #expect(arrays.items == [[1]])
    #expect(
      arrays.failure
        == "Record 2 of the JSON text sequence, at byte 5, does not begin with a record "
        + "separator (0x1E).")
  }

  @Test func aRecordThatDoesNotDecodeFailsWithItsNumberAndOffset() {
    let text = Self.rs + "1\n" + Self.rs + "{\"secret\": true}\n"
    let error = StreamDecoding.error(JSONTextSequenceDecoder(of: Int.self), [Array(text.utf8)])
    guard case .invalidRecord(let record, let offset, .undecodable(let length, _)) = error else {
      Issue.record("expected an undecodable record, got \(String(describing: error))")
      return
    }
    #expect((record, offset, length) == (2, 4, 16))
    #expect(error?.decodingError != nil)
    #expect(!"\(error.map { "\($0)" } ?? "")".contains("secret"))
  }

  @Test func theSkipPolicyDropsInvalidRecordsAndGoesOn() {
    let text =
      "junk\n" + Self.rs + "1\n" + Self.rs + "[2\n" + Self.rs + "\"x\"\n" + Self.rs + "3 y\n"
      + Self.rs + "4\n" + Self.rs + "5"
    let outcome = decode(Int.self, [text], invalid: .skip)
    #expect(outcome.items == [1, 3, 4])
    #expect(outcome.failure == nil)
  }

  @Test func aRecordOverTheLimitFailsWhateverThePolicy() {
    let text = Self.rs + "[1,2]\n" + Self.rs + "[1,2,3,4,5]\n"
    let outcome = decode([Int].self, [text], limit: 6, invalid: .skip)
    #expect(outcome.items == [[1, 2]])
    #expect(
      outcome.failure == "Record 2 of the JSON text sequence is larger than the limit of 6 bytes.")
  }

  @Test func aRecordThatNeverEndsFailsOnceTheLimitIsPassed() {
    let (taken, error) = StreamDecoding.chunksTaken(
      JSONTextSequenceDecoder(of: [Int].self, maximumRecordSize: 50), after: Self.rs + "[",
      repeating: "1")
    #expect(taken == 49)
    guard case .recordTooLarge(1, 50) = error else {
      Issue.record("expected recordTooLarge, got \(String(describing: error))")
      return
    }
  }
}
