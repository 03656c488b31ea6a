import Foundation

/// Splits a byte stream into lines of text, whatever the chunks' boundaries.
///
/// LF, CRLF and a lone CR each end a line; a CRLF cut between two chunks is one line break. A
/// last line without a line break is emitted by ``finish(_:)``. Each line is decoded as UTF-8,
/// invalid bytes replaced with U+FFFD (as `String(decoding:as:)` does). A line longer than
/// ``maximumLineLength`` bytes fails with ``StreamDecodingError/lineTooLong(line:limit:)`` as
/// soon as it passes the limit, so a peer that never sends a line break costs at most the
/// limit in memory.
///
/// ```swift
/// var decoder = LineDecoder()
/// try decoder.decode(Data("a\r".utf8)) { print($0) }  // "a", at once
/// try decoder.decode(Data("\nb".utf8)) { print($0) }  // nothing: the LF pairs with the CR
/// try decoder.finish { print($0) }                     // "b"
/// ```
public struct LineDecoder: ChunkDecoder, Sendable {
  /// The most bytes a line may hold, without its line break.
  public let maximumLineLength: Int
  var scanner = LineScanner()

  /// Creates a decoder.
  ///
  /// - Parameter maximumLineLength: the most bytes a line may hold, without its line break;
  ///   ``StreamItemSizeLimit/default`` (1 MiB) unless given, below zero counts as zero.
  public init(maximumLineLength: Int = StreamItemSizeLimit.default) {
    self.maximumLineLength = max(0, maximumLineLength)
  }

  /// Reads the next chunk, emitting each line it completes.
  ///
  /// - Parameters:
  ///   - chunk: the bytes.
  ///   - emit: called with each line, without its line break.
  /// - Throws: ``StreamDecodingError/lineTooLong(line:limit:)``.
  public mutating func decode(_ chunk: UnsafeRawBufferPointer, _ emit: (String) -> Void)
    throws(StreamDecodingError)
  {
    let failure = scanner.forEachLine(in: chunk, limit: maximumLineLength) { line, _ in
      emit(String(decoding: line, as: UTF8.self))
      return nil
    }
    if let failure { throw failure }
  }

  /// Ends the stream, emitting its last line if it has no line break.
  ///
  /// - Parameter emit: called with the last line, if any.
  public mutating func finish(_ emit: (String) -> Void) {
    _ = scanner.finish { line, _ in
      emit(String(decoding: line, as: UTF8.self))
      return nil
    }
  }
}
