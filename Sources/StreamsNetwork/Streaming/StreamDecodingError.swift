import Foundation

/// Why a stream of body chunks could not be decoded into lines, JSON values or events.
///
/// The stream decoders (``LineDecoder``, ``JSONLinesDecoder``, ``JSONTextSequenceDecoder``,
/// ``ServerSentEventParser``) throw it, and their operators (`lines()`, `jsonLines(of:)`,
/// `jsonTextSequence(of:)`, `serverSentEvents()`) fail with it. Its text names positions and
/// lengths, never the content of the stream: a line may hold a token or personal data.
///
/// ```swift
/// body.jsonLines(of: Item.self).subscribe(onError: { error in
///   if case StreamDecodingError.undecodableLine(let line, _, let reason)? =
///     error as? StreamDecodingError
///   {
///     print("line \(line) is not an Item: \(reason)")
///   }
/// })
/// ```
public enum StreamDecodingError: Error, Sendable, CustomStringConvertible {
  /// A line longer than the limit (``LineDecoder``, ``JSONLinesDecoder``): its number, from 1,
  /// and the limit in bytes. Found as soon as the line passes the limit, before its end.
  case lineTooLong(line: Int, limit: Int)
  /// A server-sent event whose field lines add up to more than the limit: the line, from 1, at
  /// which it passed the limit, and the limit in bytes (``ServerSentEventParser``).
  case eventTooLarge(line: Int, limit: Int)
  /// A JSON text sequence record longer than the limit: its number, from 1, and the limit in
  /// bytes (``JSONTextSequenceDecoder``).
  case recordTooLarge(record: Int, limit: Int)
  /// A JSON Lines line that does not decode: its number, from 1, its length in bytes, and the
  /// decoder's error.
  case undecodableLine(line: Int, length: Int, DecodingError)
  /// A JSON text sequence record that is not valid, with
  /// ``JSONTextSequenceDecoder/InvalidRecordPolicy/fail``: its number, from 1, the offset of
  /// its first byte in the stream, and what is wrong with it.
  case invalidRecord(record: Int, offset: Int, InvalidRecord)

  /// What is wrong with a JSON text sequence record (RFC 7464).
  public enum InvalidRecord: Sendable {
    /// Bytes that are not whitespace outside a record: before the first record separator
    /// (0x1E), or after a record's JSON text and before the next separator.
    case missingRecordSeparator
    /// A record cut short: its JSON text ends at the next separator or at the end of the
    /// stream before it is complete, or it is a number, `true`, `false` or `null` that no
    /// whitespace follows, which may have been cut (RFC 7464 §2.4). Its length in bytes.
    case truncated(length: Int)
    /// A complete record that does not decode: its length in bytes, and the decoder's error.
    case undecodable(length: Int, DecodingError)
  }

  /// The decoder's error, for a line or record that does not decode; `nil` otherwise.
  public var decodingError: DecodingError? {
    switch self {
    case .undecodableLine(_, _, let error): error
    case .invalidRecord(_, _, .undecodable(_, let error)): error
    default: nil
    }
  }

  /// What went wrong and where, by position and length only.
  public var description: String {
    switch self {
    case .lineTooLong(let line, let limit):
      "Line \(line) of the stream is longer than the limit of \(limit) bytes."
    case .eventTooLarge(let line, let limit):
      "The server-sent event reaching line \(line) is larger than the limit of \(limit) bytes."
    case .recordTooLarge(let record, let limit):
      "Record \(record) of the JSON text sequence is larger than the limit of \(limit) bytes."
    case .undecodableLine(let line, let length, let error):
      "Line \(line) of the JSON Lines stream (\(length) bytes) does not decode: "
        + Self.summary(of: error) + "."
    case .invalidRecord(let record, let offset, let problem):
      "Record \(record) of the JSON text sequence, at byte \(offset), "
        + Self.summary(of: problem) + "."
    }
  }

  /// The problem with a record, in words.
  static func summary(of problem: InvalidRecord) -> String {
    switch problem {
    case .missingRecordSeparator:
      "does not begin with a record separator (0x1E)"
    case .truncated(let length):
      "is cut short (\(length) bytes)"
    case .undecodable(let length, let error):
      "does not decode (\(length) bytes): " + summary(of: error)
    }
  }

  /// What a decoding error says, without the values it quotes: its kind, the types and the
  /// coding path from the model.
  static func summary(of error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      "expected \(type) at \(path(context.codingPath))"
    case .valueNotFound(let type, let context):
      "no \(type) value at \(path(context.codingPath))"
    case .keyNotFound(let key, let context):
      "no key \"\(key.stringValue)\" at \(path(context.codingPath))"
    case .dataCorrupted(let context):
      "not valid JSON, or a corrupt value at \(path(context.codingPath))"
    @unknown default:
      "the decoder failed"
    }
  }

  /// `error` as a `DecodingError`: a JSONDecoder throws nothing else, but a subclass might.
  static func decodingError(_ error: any Error) -> DecodingError {
    if let error = error as? DecodingError { return error }
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: [], debugDescription: "The decoder failed.", underlyingError: error))
  }

  /// A coding path as `items[2].id`, or "the top level".
  static func path(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }
}

extension StreamDecodingError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
