import Foundation

/// Decodes a JSON text sequence (RFC 7464, `application/json-seq`): records that each begin
/// with a record separator (0x1E) and hold one JSON text, each decoded to `Element`.
///
/// A record is emitted as soon as its JSON text is complete: an object, array or string at
/// its closing bracket or quote, a number or literal at the whitespace after it (the LF that
/// ends every record counts). Empty records and whitespace between records are skipped.
///
/// What RFC 7464 asks of a parser, and what this one does with a record that is not valid —
/// bytes outside a record (``StreamDecodingError/InvalidRecord/missingRecordSeparator``), a
/// JSON text cut short (``StreamDecodingError/InvalidRecord/truncated(length:)``, including a
/// number, `true`, `false` or `null` that no whitespace follows, which §2.4 says may have been
/// cut), or one that does not decode
/// (``StreamDecodingError/InvalidRecord/undecodable(length:_:)``) — is chosen by the policy:
/// - ``InvalidRecordPolicy/fail`` (the default) fails with
///   ``StreamDecodingError/invalidRecord(record:offset:_:)``: the RFC lets a parser report
///   such records and the application stop, and nothing is dropped unseen.
/// - ``InvalidRecordPolicy/skip`` drops the record and goes on with the next one, the
///   recovery the RFC recommends (§2.1: a parser should continue after a record that does not
///   parse; §2.4: it must drop a value that may have been truncated).
///
/// A JSON text longer than ``maximumRecordSize`` bytes fails with
/// ``StreamDecodingError/recordTooLarge(record:limit:)`` whatever the policy.
///
/// A departure from the RFC's letter, for latency: because a record ends where its JSON text
/// ends, bytes after it and before the next separator are a record of their own (without a
/// separator), where the RFC would reject the whole octet string, the valid text with them.
public struct JSONTextSequenceDecoder<Element: Decodable>: ChunkDecoder {
  /// What to do with a record that is not valid.
  public enum InvalidRecordPolicy: Sendable, Hashable {
    /// Fail with ``StreamDecodingError/invalidRecord(record:offset:_:)``.
    case fail
    /// Drop the record and go on with the next.
    case skip
  }

  /// The most bytes a record's JSON text may hold.
  public let maximumRecordSize: Int
  /// What happens to a record that is not valid.
  public let invalidRecords: InvalidRecordPolicy
  /// The decoder each record goes through.
  public let decoder: JSONDecoder
  var scanner = JSONRecordScanner()

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - type: the type each record decodes to.
  ///   - decoder: the JSON decoder, with its strategies; a new `JSONDecoder` unless given.
  ///   - maximumRecordSize: the most bytes a record's JSON text may hold;
  ///     ``StreamItemSizeLimit/default`` (1 MiB) unless given, below zero counts as zero.
  ///   - invalidRecords: what happens to a record that is not valid; ``InvalidRecordPolicy/fail``
  ///     unless given.
  public init(
    of type: Element.Type = Element.self, decoder: JSONDecoder = JSONDecoder(),
    maximumRecordSize: Int = StreamItemSizeLimit.default,
    invalidRecords: InvalidRecordPolicy = .fail
  ) {
    self.decoder = decoder
    self.maximumRecordSize = max(0, maximumRecordSize)
    self.invalidRecords = invalidRecords
  }

  /// Reads the next chunk, emitting the value of each record it completes.
  ///
  /// - Parameters:
  ///   - chunk: the bytes.
  ///   - emit: called with each decoded value.
  /// - Throws: ``StreamDecodingError/recordTooLarge(record:limit:)``, or
  ///   ``StreamDecodingError/invalidRecord(record:offset:_:)`` with the `fail` policy.
  public mutating func decode(_ chunk: UnsafeRawBufferPointer, _ emit: (Element) -> Void)
    throws(StreamDecodingError)
  {
    let bytes = chunk.bindMemory(to: UInt8.self)
    var cursor = 0
    while true {
      switch scanner.next(in: bytes, at: &cursor, limit: maximumRecordSize) {
      case .record(let range):
        try decodeRecord(Data(buffer: UnsafeBufferPointer(rebasing: bytes[range])), emit)
      case .carried:
        defer { scanner.clearCarry() }
        try decodeRecord(Data(scanner.carry), emit)
      case .truncated(let length):
        try reject(.truncated(length: length))
      case .missingSeparator:
        try reject(.missingRecordSeparator)
      case .tooLarge:
        throw .recordTooLarge(record: scanner.recordCount, limit: maximumRecordSize)
      case .exhausted:
        return
      }
    }
  }

  /// Ends the stream: a JSON text it cuts short is a truncated record.
  ///
  /// - Parameter emit: never called: a complete record has been emitted already.
  /// - Throws: ``StreamDecodingError/invalidRecord(record:offset:_:)`` for a truncated last
  ///   record, with the `fail` policy.
  public mutating func finish(_ emit: (Element) -> Void) throws(StreamDecodingError) {
    if let length = scanner.finish() { try reject(.truncated(length: length)) }
  }

  /// Decodes the record just completed.
  private func decodeRecord(_ text: Data, _ emit: (Element) -> Void) throws(StreamDecodingError) {
    let value: Element
    do {
      value = try decoder.decode(Element.self, from: text)
    } catch {
      try reject(.undecodable(length: text.count, StreamDecodingError.decodingError(error)))
      return
    }
    emit(value)
  }

  /// Fails on the current record, or drops it, as the policy says.
  private func reject(_ problem: StreamDecodingError.InvalidRecord) throws(StreamDecodingError) {
    guard invalidRecords == .fail else { return }
    throw .invalidRecord(record: scanner.recordCount, offset: scanner.recordOffset, problem)
  }
}
