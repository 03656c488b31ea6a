import Foundation
import StreamsNetwork
import TestSupport
import Testing

@Suite(.checksResources)
struct LineDecoderTests {
  func lines(_ chunks: [String], limit: Int = StreamItemSizeLimit.default)
    -> StreamOutcome<String>
  {
    StreamDecoding.run(LineDecoder(maximumLineLength: limit), chunks.map { Array($0.utf8) })
  }

  @Test func lineFeedCRLFAndALoneCREachEndALine() {
    #expect(lines(["a\nb\r\nc\rd"]).items == ["a", "b", "c", "d"])
  }

  @Test func emptyLinesAreLines() {
    #expect(lines(["\n\r\n\r\n"]).items == ["", "", ""])
    #expect(lines(["\r\r"]).items == ["", ""])
  }

  @Test func aCRLFCutAcrossChunksIsOneLineBreak() {
    #expect(lines(["a\r", "\nb\n"]).items == ["a", "b"])
    #expect(lines(["a\r", "", "\nb\n"]).items == ["a", "b"])
  }

  @Test func aLoneCRBeforeAChunkIsABreakOfItsOwn() {
    #expect(lines(["a\r", "\r", "\n"]).items == ["a", ""])
    #expect(lines(["a\r", "b"]).items == ["a", "b"])
  }

  @Test func aLineEndingInCRIsEmittedWithoutWaitingForTheNextChunk() throws {
    var decoder = LineDecoder()
    #expect(try decoder.decode(Data("a\r".utf8)) == ["a"])
    #expect(try decoder.decode(Data("\n".utf8)) == [])
  }

  @Test func aCRAtTheEndOfTheStreamIsJustABreak() {
    #expect(lines(["a\r"]).items == ["a"])
  }

  @Test func aLastLineWithoutABreakIsEmittedAtTheEnd() throws {
    var decoder = LineDecoder()
    #expect(try decoder.decode(Data("a\nb".utf8)) == ["a"])
    #expect(try decoder.finish() == ["b"])
  }

  @Test func aLineMaySpanManyChunks() {
    #expect(lines(["ab", "cd", "", "ef\ng", "h"]).items == ["abcdef", "gh"])
  }

  @Test func invalidUTF8IsReplacedAsStringDecodingDoes() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x0A, 0xE2, 0x82, 0x0A, 0xF0, 0x9F, 0x98]
    let outcome = StreamDecoding.run(LineDecoder(), [bytes])
    #expect(outcome.items == ["a\u{FFFD}", "\u{FFFD}", "\u{FFFD}"])
  }

  @Test func aCharacterCutAcrossChunksIsWhole() {
    let bytes = Array("é😀\n".utf8)
    for cut in 1..<6 {
      let outcome = StreamDecoding.run(LineDecoder(), StreamDecoding.split(bytes, at: [cut]))
      #expect(outcome.items == ["é😀"], "cut at \(cut)")
    }
  }

  @Test func aLineAtTheLimitPasses() {
    #expect(lines(["abcd\n", "ab", "cd\r\n"], limit: 4).items == ["abcd", "abcd"])
  }

  @Test func aLineOverTheLimitFailsWithItsNumber() {
    let outcome = lines(["ok\nabcde\nlater\n"], limit: 4)
    #expect(outcome.items == ["ok"])
    let error = StreamDecoding.error(LineDecoder(maximumLineLength: 4), [Array("ok\nabcde\n".utf8)])
    guard case .lineTooLong(let line, let limit) = error else {
      Issue.record("expected lineTooLong, got \(String(describing: error))")
      return
    }
    #expect(line == 2)
    #expect(limit == 4)
  }

  @Test func aLineOverTheLimitAcrossChunksFails() {
    let outcome = lines(["ab", "cd", "e\n"], limit: 4)
    #expect(outcome.failure == "Line 1 of the stream is longer than the limit of 4 bytes.")
  }

  @Test func aPeerThatNeverSendsALineBreakFailsOnceTheLimitIsPassed() {
    let (taken, error) = StreamDecoding.chunksTaken(
      LineDecoder(maximumLineLength: 100), repeating: "x")
    // Byte 101 is refused: nothing past the limit was buffered.
    #expect(taken == 100)
    #expect(error?.description == "Line 1 of the stream is longer than the limit of 100 bytes.")
  }

  @Test func aLimitBelowZeroCountsAsZero() {
    let decoder = LineDecoder(maximumLineLength: -5)
    #expect(decoder.maximumLineLength == 0)
    #expect(StreamDecoding.run(decoder, [Array("\n\n".utf8)]).items == ["", ""])
    #expect(StreamDecoding.run(decoder, [Array("a".utf8)]).failure != nil)
  }

  @Test func theDefaultLimitIsOneMebibyte() {
    #expect(StreamItemSizeLimit.default == 1_048_576)
    #expect(LineDecoder().maximumLineLength == 1_048_576)
    #expect(ServerSentEventParser().maximumEventSize == 1_048_576)
  }
}
