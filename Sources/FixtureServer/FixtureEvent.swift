import Foundation

/// One Server-Sent Event as the fixture server writes it on a `text/event-stream`.
///
/// ```swift
/// FixtureEvent(id: "7", event: "update", data: "line one\nline two", retry: 500)
/// // event: update\nid: 7\nretry: 500\ndata: line one\ndata: line two\n\n
/// ```
///
/// Fields are written in a fixed order (comments, `event`, `id`, `retry`, `data`), each on its
/// own line, then a blank line ends the event. Values are written as given: a test may send an
/// id with a NUL in it on purpose. Only `data` and comments are split at line breaks, one field
/// line per line, as the format requires.
public struct FixtureEvent: Sendable, Equatable {
  /// The line ending the server writes: the format allows all three.
  public enum LineEnding: Sendable, Equatable, CaseIterable {
    /// `\n`.
    case lf
    /// `\r\n`.
    case crlf
    /// `\r`.
    case cr

    /// The bytes of the line ending.
    public var bytes: [UInt8] {
      switch self {
      case .lf: [0x0A]
      case .crlf: [0x0D, 0x0A]
      case .cr: [0x0D]
      }
    }
  }

  /// The `id` field, or `nil` for none; a reconnecting client sends the last one it saw as
  /// `Last-Event-ID`.
  public var id: String?
  /// The `event` field (the event type), or `nil` for none (a `message`).
  public var event: String?
  /// The data, one `data:` line per line of it; `nil` writes no `data` field.
  public var data: String?
  /// The `retry` field in milliseconds, or `nil` for none.
  public var retry: Int?
  /// Comment lines (`: text`), written first.
  public var comments: [String]

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - id: The `id` field.
  ///   - event: The event type.
  ///   - data: The data; line breaks in it start new `data:` lines.
  ///   - retry: The `retry` field in milliseconds.
  ///   - comments: Comment lines.
  public init(
    id: String? = nil, event: String? = nil, data: String? = nil, retry: Int? = nil,
    comments: [String] = []
  ) {
    self.id = id
    self.event = event
    self.data = data
    self.retry = retry
    self.comments = comments
  }

  /// Events with ids `"1"`, `"2"`, … and the given data, so a reconnect can resume.
  ///
  /// - Parameters:
  ///   - data: The data of each event, in order.
  ///   - event: The event type of every event, or `nil` for none.
  /// - Returns: The events.
  public static func numbered(_ data: [String], event: String? = nil) -> [FixtureEvent] {
    data.enumerated().map { offset, text in
      FixtureEvent(id: String(offset + 1), event: event, data: text)
    }
  }

  /// The event's bytes on the wire, ending with the blank line that dispatches it.
  ///
  /// - Parameter lineEnding: The line ending to write.
  /// - Returns: The bytes.
  public func encoded(lineEnding: LineEnding = .lf) -> Data {
    var bytes: [UInt8] = []
    let line = { (text: String) in
      bytes += text.utf8
      bytes += lineEnding.bytes
    }
    for comment in comments {
      for part in Self.lines(of: comment) { line(Self.commentLine(part)) }
    }
    if let event { line("event: " + event) }
    if let id { line("id: " + id) }
    if let retry { line("retry: \(retry)") }
    if let data {
      for part in Self.lines(of: data) { line("data: " + part) }
    }
    bytes += lineEnding.bytes
    return Data(bytes)
  }

  /// A comment line on its own (no event is dispatched for it), such as a keep-alive `: ping`.
  ///
  /// - Parameters:
  ///   - text: The comment.
  ///   - lineEnding: The line ending to write.
  /// - Returns: The bytes.
  public static func comment(_ text: String, lineEnding: LineEnding = .lf) -> Data {
    Data(Array(commentLine(text).utf8) + lineEnding.bytes)
  }

  /// `: text`, or a bare `:` for an empty comment.
  private static func commentLine(_ text: String) -> String {
    text.isEmpty ? ":" : ": " + text
  }

  /// `text` split at CRLF, LF and CR.
  private static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    var afterCR = false
    for byte in text.utf8 {
      if byte == 0x0A && afterCR {
        afterCR = false
        continue
      }
      afterCR = byte == 0x0D
      if byte == 0x0A || byte == 0x0D {
        lines.append(String(decoding: current, as: UTF8.self))
        current = []
      } else {
        current.append(byte)
      }
    }
    lines.append(String(decoding: current, as: UTF8.self))
    return lines
  }
}
