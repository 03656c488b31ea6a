import Foundation

/// Decodes a JSON Lines (NDJSON) stream: one JSON value per line, each decoded to `Element`.
///
/// Lines end as ``LineDecoder``'s do (LF, CRLF or CR, wherever the chunks are cut), and a
/// last line without a line break counts. Lines that are empty or hold only spaces and tabs
/// are skipped. A line that does not decode fails with
/// ``StreamDecodingError/undecodableLine(line:length:_:)``, carrying its number (from 1,
/// counting every line) and the `DecodingError`; a line longer than
/// ``maximumLineLength`` fails with ``StreamDecodingError/lineTooLong(line:limit:)``.
///
/// ```swift
/// var decoder = JSONLinesDecoder(of: Item.self)
/// try decoder.decode(Data("{\"id\":1}\n{\"id\"".utf8)) { print($0.id) }  // 1
/// try decoder.decode(Data(":2}\n".utf8)) { print($0.id) }                // 2
/// ```
public struct JSONLinesDecoder<Element: Decodable>: ChunkDecoder {
  /// The most bytes a line may hold, without its line break.
  public let maximumLineLength: Int
  /// The decoder each line goes through.
  public let decoder: JSONDecoder
  var scanner = LineScanner()

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - type: the type each line decodes to.
  ///   - decoder: the JSON decoder, with its strategies; a new `JSONDecoder` unless given.
  ///   - maximumLineLength: the most bytes a line may hold, without its line break;
  ///     ``StreamItemSizeLimit/default`` (1 MiB) unless given, below zero counts as zero.
  public init(
    of type: Element.Type = Element.self, decoder: JSONDecoder = JSONDecoder(),
    maximumLineLength: Int = StreamItemSizeLimit.default
  ) {
    self.decoder = decoder
    self.maximumLineLength = max(0, maximumLineLength)
  }

  /// Reads the next chunk, emitting the value of each line it completes.
  ///
  /// - Parameters:
  ///   - chunk: the bytes.
  ///   - emit: called with each decoded value.
  /// - Throws: ``StreamDecodingError/lineTooLong(line:limit:)`` or
  ///   ``StreamDecodingError/undecodableLine(line:length:_:)``.
  public mutating func decode(_ chunk: UnsafeRawBufferPointer, _ emit: (Element) -> Void)
    throws(StreamDecodingError)
  {
    let decoder = decoder
    let failure = scanner.forEachLine(in: chunk, limit: maximumLineLength) { line, number in
      Self.decode(line, number: number, with: decoder, emit)
    }
    if let failure { throw failure }
  }

  /// Ends the stream, emitting the value of its last line if it has no line break.
  ///
  /// - Parameter emit: called with the last line's value, if any.
  /// - Throws: ``StreamDecodingError/undecodableLine(line:length:_:)``.
  public mutating func finish(_ emit: (Element) -> Void) throws(StreamDecodingError) {
    let decoder = decoder
    let failure = scanner.finish { line, number in
      Self.decode(line, number: number, with: decoder, emit)
    }
    if let failure { throw failure }
  }

  /// Decodes one line unless it is blank (only spaces and tabs); returns the failure.
  static func decode(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, with decoder: JSONDecoder,
    _ emit: (Element) -> Void
  ) -> StreamDecodingError? {
    guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
    let value: Element
    do {
      value = try decoder.decode(Element.self, from: Data(buffer: line))
    } catch {
      return .undecodableLine(
        line: number, length: line.count, StreamDecodingError.decodingError(error))
    }
    emit(value)
    return nil
  }
}
