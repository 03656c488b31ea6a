import Foundation
import FuzzSupport
import StreamsNetwork
import TestSupport
import Testing

/// The decoders give the same items, and the same failure, however the stream is cut into
/// chunks: at every byte boundary of a corpus of hard inputs, and at random, seeded and
/// replayable, over mutated and random bytes, which never trap.
@Suite(.checksResources)
struct StreamingFuzzTests {
  /// Line breaks of every kind, byte order marks, comments, IDs with NUL, `retry` that is not
  /// digits, unterminated events, characters of several bytes, invalid UTF-8.
  static let eventCorpus: [String] = [
    "data: a\n\ndata: b\r\n\r\ndata: c\r\rdata: d\r\n\n",
    "\u{FEFF}data: bom\n\n", "\u{FEFF}\u{FEFF}data: two\n\ndata: after\n\n",
    ": comment\ndata: x\n:\n\n: trailing comment without break",
    "id: 1\ndata: a\n\nid: 2\u{0}\ndata: b\n\nid\ndata: c\n\nid: 3\n\n",
    "retry: 1500\nretry: 15s\nretry: -1\nretry:\nretry: 99999999999999999999999\ndata: r\n\n",
    "event: add\ndata: 1\ndata: 2\n\nevent\ndata\n\ndata:\n\n",
    "data: é😀 multi-byte\n\nevent: ünï\ndata: ✓\n\n",
    "data: unterminated\n", "data: no line break at all",
    "data: a\r\ndata: b\r\r\nid: 4\r\r",
    "foo: bar\nData: x\ndata : y\ndata:a:b\n\n",
    "\r\n\r\n\n\r\rdata: late\n\n",
  ]

  static let eventTokens = [
    "data:", "data: ", "event:", "id:", "retry:", ":", "\n", "\r", "\r\n", "\n\n", "\u{FEFF}",
    "\u{0}", "99999999999999999999", " ", "é", "😀",
  ]

  static let recordCorpus: [String] = [
    "\u{1E}{\"id\":1,\"name\":\"a\"}\n\u{1E}{\"id\":2,\"name\":\"b\"}\n",
    "\u{1E}{\n \"id\": 3,\n \"name\": \"} ] \\\" é\"\n}\n\u{1E}\u{1E}\n",
    "junk\u{1E}{\"id\":4,\"name\":\"x\"} trailing\n\u{1E}{\"id\":5\n\u{1E}12",
    "{\"id\":6,\"name\":\"y\"}\n\n  {\"id\":7,\"name\":\"z\"}\r\n{\"id\":\"bad\"}\n",
  ]

  static let recordTokens = [
    "{", "}", "[", "]", "\"", "\\", ",", ":", "\u{1E}", "\n", "1", "true", "null", "-",
    "{\"id\":1,\"name\":\"n\"}",
  ]

  /// The outcomes of every decoder for `chunks`, as text, with small limits when `tight`.
  static func outcomes(_ chunks: [[UInt8]], tight: Bool) -> [String] {
    let limit = tight ? 24 : StreamItemSizeLimit.default
    let lines = StreamDecoding.run(LineDecoder(maximumLineLength: limit), chunks)
    let events = StreamDecoding.run(ServerSentEventParser(maximumEventSize: limit), chunks)
    let json = StreamDecoding.run(
      JSONLinesDecoder(of: Reading.self, maximumLineLength: limit * 2), chunks)
    let failing = StreamDecoding.run(
      JSONTextSequenceDecoder(of: Reading.self, maximumRecordSize: limit * 2), chunks)
    let skipping = StreamDecoding.run(
      JSONTextSequenceDecoder(
        of: Reading.self, maximumRecordSize: limit * 2, invalidRecords: .skip), chunks)
    let all = [
      lines.failedWithStreamDecodingError, events.failedWithStreamDecodingError,
      json.failedWithStreamDecodingError, failing.failedWithStreamDecodingError,
      skipping.failedWithStreamDecodingError,
    ]
    #expect(all.allSatisfy { $0 }, "a failure that is not a StreamDecodingError")
    return [
      lines.description, events.description, json.description, failing.description,
      skipping.description,
    ]
  }

  @Test(arguments: eventCorpus + recordCorpus)
  func everySplitGivesWhatTheWholeGives(_ text: String) {
    let bytes = Array(text.utf8)
    for tight in [false, true] {
      let whole = Self.outcomes([bytes], tight: tight)
      for chunks in StreamDecoding.everySplit(bytes) {
        let split = Self.outcomes(chunks, tight: tight)
        #expect(split == whole, "\(chunks.map(\.count)) tight: \(tight)")
        if split != whole { return }
      }
    }
  }

  @Test func theCorpusMeansWhatItSays() {
    let events = StreamDecoding.events(Self.eventCorpus[4])
    #expect(events.map(\.lastEventID) == ["1", "1", ""])
    let records = StreamDecoding.run(
      JSONTextSequenceDecoder(of: Reading.self, invalidRecords: .skip),
      [Array(Self.recordCorpus[2].utf8)])
    #expect(records.items == [Reading(id: 4, name: "x")])
  }

  @Test func theEventParserAgreesWithAPlainReadingOfTheStandard() {
    for text in Self.eventCorpus {
      let bytes = Array(text.utf8)
      let parsed = StreamDecoding.run(ServerSentEventParser(), [bytes]).items
      #expect(parsed == ServerSentEventReference.updates(bytes), "\(text.debugDescription)")
    }
    Fuzz.cases("sse-reference", count: 300) { fuzz in
      let bytes = fuzz.input(seeds: Self.eventCorpus, tokens: Self.eventTokens, maxCount: 2_048)
      let parsed = StreamDecoding.run(ServerSentEventParser(), [bytes])
      #expect(parsed.failure == nil, "\(fuzz)")
      #expect(parsed.items == ServerSentEventReference.updates(bytes), "\(fuzz)")
    }
  }

  @Test func randomChunkingsGiveWhatTheWholeGives() {
    Fuzz.cases("stream-chunkings", count: 300) { fuzz in
      let bytes =
        fuzz.chance(50)
        ? fuzz.input(seeds: Self.eventCorpus, tokens: Self.eventTokens, maxCount: 2_048)
        : fuzz.input(seeds: Self.recordCorpus, tokens: Self.recordTokens, maxCount: 2_048)
      let tight = fuzz.chance(30)
      let cuts = (0..<fuzz.int(in: 1...12)).map { _ in fuzz.int(in: 0...bytes.count) }.sorted()
      let whole = Self.outcomes([bytes], tight: tight)
      let split = Self.outcomes(StreamDecoding.split(bytes, at: cuts), tight: tight)
      #expect(split == whole, "\(fuzz): cuts \(cuts)")
    }
  }

  @Test func randomBytesNeverTrapAndFailOnlyWithTheTypedError() {
    Fuzz.cases("stream-random-bytes", count: 200) { fuzz in
      let bytes = fuzz.randomBytes(
        maxCount: 4_096, tokens: Self.eventTokens + Self.recordTokens)
      let tight = fuzz.chance(50)
      let whole = Self.outcomes([bytes], tight: tight)
      #expect(Self.outcomes(bytes.map { [$0] }, tight: tight) == whole, "\(fuzz)")
    }
  }
}
