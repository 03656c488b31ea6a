import Foundation

/// Decodes a byte stream that arrives in chunks of any size into items, holding no more than
/// the item it is still reading.
///
/// Feed it each chunk in order with `decode(_:_:)`, then call
/// ``finish(_:)`` at the end of the stream. The items it emits do not depend on where the
/// chunks were split: a line break, a multi-byte character or a byte order mark may be cut
/// anywhere. A decoder that has thrown has stopped; start a new one for a new stream.
///
/// ```swift
/// var lines = LineDecoder()
/// try lines.decode(Data("one\ntw".utf8)) { print($0) }  // one
/// try lines.decode(Data("o\r\n".utf8)) { print($0) }    // two
/// try lines.finish { print($0) }
/// ```
///
/// ``LineDecoder``, ``JSONLinesDecoder``, ``JSONTextSequenceDecoder`` and
/// ``ServerSentEventParser`` are decoders; `decoded(by:)` runs any decoder over an
/// `Observable<Data>`, so a format of your own gets the same operator.
public protocol ChunkDecoder {
  /// What the decoder emits: a line, a decoded value, an event.
  associatedtype Item

  /// Reads the next chunk of the stream, emitting each item it completes.
  ///
  /// - Parameters:
  ///   - chunk: the bytes, which the decoder does not keep (it copies an unfinished item).
  ///   - emit: called with each completed item, in order.
  /// - Throws: when the stream is not valid or an item is larger than the decoder's limit
  ///   (the built-in decoders throw ``StreamDecodingError``); the items before the failure
  ///   have been emitted.
  mutating func decode(_ chunk: UnsafeRawBufferPointer, _ emit: (Item) -> Void) throws

  /// Ends the stream, emitting what the format makes of its unfinished end (a last line
  /// without a line break; nothing for an event without its blank line).
  ///
  /// - Parameter emit: called with each item the end completes.
  /// - Throws: when that unfinished end is not valid.
  mutating func finish(_ emit: (Item) -> Void) throws
}

extension ChunkDecoder {
  /// Reads the next chunk of the stream, emitting each item it completes.
  ///
  /// - Parameters:
  ///   - chunk: the bytes.
  ///   - emit: called with each completed item, in order.
  /// - Throws: what `decode(_:_:)` throws.
  public mutating func decode(_ chunk: Data, _ emit: (Item) -> Void) throws {
    try chunk.withUnsafeBytes { try decode($0, emit) }
  }

  /// Reads the next chunk of the stream and returns the items it completes.
  ///
  /// - Parameter chunk: the bytes.
  /// - Returns: the completed items, in order.
  /// - Throws: what `decode(_:_:)` throws; the items completed
  ///   before the failure are lost with this form.
  public mutating func decode(_ chunk: Data) throws -> [Item] {
    var items: [Item] = []
    try decode(chunk) { items.append($0) }
    return items
  }

  /// Ends the stream and returns the items its unfinished end completes.
  ///
  /// - Returns: the items, in order.
  /// - Throws: what ``finish(_:)`` throws.
  public mutating func finish() throws -> [Item] {
    var items: [Item] = []
    try finish { items.append($0) }
    return items
  }
}

/// The default size limit of one item of a stream: a line, a JSON text sequence record, a
/// server-sent event.
///
/// A streamed body is never held whole, so the response size limit does not apply to it;
/// instead each decoder holds at most one unfinished item, and fails with
/// ``StreamDecodingError`` once that item passes its limit, without reading further. A server
/// that never sends a line break costs at most the limit in memory.
public enum StreamItemSizeLimit {
  /// 1 MiB: far above a line of a log or an event of a feed, small enough to hold per stream.
  public static let `default` = 1 << 20
}
