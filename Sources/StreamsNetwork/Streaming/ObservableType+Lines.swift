import Foundation
import Streams

extension ObservableType where Element == Data {
  /// Splits a stream of body chunks into lines of text.
  ///
  ///     --"a\r"--"\nb\nc"--|  lines()  --"a"--"b"--"c"--|
  ///
  /// LF, CRLF and a lone CR each end a line, and a CRLF cut between two chunks is one line
  /// break; a last line without a line break is emitted at completion. Lines are UTF-8, invalid
  /// bytes replaced with U+FFFD. Each line is emitted as soon as its line break arrives. See
  /// ``LineDecoder``.
  ///
  /// - Parameter maximumLineLength: the most bytes a line may hold, without its line break;
  ///   ``StreamItemSizeLimit/default`` (1 MiB) unless given. A longer line fails the sequence
  ///   with ``StreamDecodingError/lineTooLong(line:limit:)`` as soon as it passes the limit.
  /// - Returns: the sequence of lines.
  public func lines(maximumLineLength: Int = StreamItemSizeLimit.default) -> Observable<String> {
    decoded(by: LineDecoder(maximumLineLength: maximumLineLength))
  }

  /// Decodes a JSON Lines (NDJSON) stream: each line that is not blank, to a `Decodable`.
  ///
  ///     --"{\"id\":1}\n{\"i"--"d\":2}\n"--|  jsonLines(of: Item.self)  --Item(1)--Item(2)--|
  ///
  /// Lines end as in `lines()`; lines that are empty or hold only spaces
  /// and tabs are skipped. See ``JSONLinesDecoder``.
  ///
  /// - Parameters:
  ///   - type: the type each line decodes to.
  ///   - decoder: the JSON decoder; a new `JSONDecoder` unless given.
  ///   - maximumLineLength: the most bytes a line may hold; ``StreamItemSizeLimit/default``
  ///     (1 MiB) unless given.
  /// - Returns: the sequence of decoded values. A line that does not decode fails it with
  ///   ``StreamDecodingError/undecodableLine(line:length:_:)`` (its number and the
  ///   `DecodingError`); a line too long, with ``StreamDecodingError/lineTooLong(line:limit:)``.
  public func jsonLines<Item: Decodable>(
    of type: Item.Type, decoder: JSONDecoder = JSONDecoder(),
    maximumLineLength: Int = StreamItemSizeLimit.default
  ) -> Observable<Item> {
    decoded(
      by: JSONLinesDecoder(of: type, decoder: decoder, maximumLineLength: maximumLineLength))
  }

  /// Decodes a JSON text sequence (RFC 7464, `application/json-seq`): each record, begun by
  /// a record separator (0x1E), to a `Decodable`.
  ///
  ///     --"\u{1E}{\"id\":1}\n\u{1E}{\"i"--"d\":2}\n"--|  jsonTextSequence(of: Item.self)
  ///     --Item(1)--Item(2)--|
  ///
  /// A record is emitted as soon as its JSON text is complete. See
  /// ``JSONTextSequenceDecoder`` for the rules and for what RFC 7464 asks.
  ///
  /// - Parameters:
  ///   - type: the type each record decodes to.
  ///   - decoder: the JSON decoder; a new `JSONDecoder` unless given.
  ///   - maximumRecordSize: the most bytes a record may hold; ``StreamItemSizeLimit/default``
  ///     (1 MiB) unless given. A larger one fails the sequence with
  ///     ``StreamDecodingError/recordTooLarge(record:limit:)``.
  ///   - invalidRecords: what a record that is cut short, does not decode, or lacks its
  ///     separator does: fail the sequence with
  ///     ``StreamDecodingError/invalidRecord(record:offset:_:)`` (the default) or be skipped.
  /// - Returns: the sequence of decoded values.
  public func jsonTextSequence<Item: Decodable>(
    of type: Item.Type, decoder: JSONDecoder = JSONDecoder(),
    maximumRecordSize: Int = StreamItemSizeLimit.default,
    invalidRecords: JSONTextSequenceDecoder<Item>.InvalidRecordPolicy = .fail
  ) -> Observable<Item> {
    decoded(
      by: JSONTextSequenceDecoder(
        of: type, decoder: decoder, maximumRecordSize: maximumRecordSize,
        invalidRecords: invalidRecords))
  }
}
