import Foundation

/// Parses a `text/event-stream` (Server-Sent Events) by the WHATWG HTML standard's rules for
/// parsing and interpreting an event stream, whatever the chunks' boundaries.
///
/// - One byte order mark at the very start of the stream is dropped, even cut across chunks.
/// - Lines end with CRLF, LF or CR. A line starting with `:` is a comment, dropped unread.
/// - Otherwise the field name runs to the first `:` and the value follows it, less one
///   leading space; a line without `:` is a field with an empty value. Names are case-sensitive.
/// - `data` appends its value and an LF to the data buffer; `event` sets the event type;
///   `id` sets the last event ID buffer unless its value holds NUL (then it is ignored);
///   `retry` of ASCII digits only (not empty) sets the reconnection time in milliseconds and
///   emits ``ServerSentEventUpdate/retry(milliseconds:)`` (values above
///   ``maximumReconnectionTime`` count as it); other fields are ignored.
/// - A blank line dispatches: the last event ID becomes the buffer's value (it persists from
///   event to event until an `id` field changes it, to empty too); if the data buffer is empty,
///   nothing is dispatched (only ``ServerSentEventUpdate/lastEventID(_:)`` when the ID
///   changed); otherwise one trailing LF is stripped from the data and
///   ``ServerSentEventUpdate/event(_:)`` is emitted, of type `"message"` unless an `event` field
///   set another. Data and event type start over for the next event.
/// - At the end of the stream an event without its blank line is dropped, and so is an
///   unfinished line.
///
/// Text is UTF-8 with invalid bytes replaced by U+FFFD. An event's size is the sum of its
/// field lines' lengths (comments excluded), the line still arriving included; one larger
/// than ``maximumEventSize`` fails with ``StreamDecodingError/eventTooLarge(line:limit:)`` as
/// soon as it passes the limit.
///
/// ```swift
/// var parser = ServerSentEventParser()
/// try parser.decode(Data("retry: 3000\ndata: hi\n\n".utf8)) { print($0) }
/// // retry(milliseconds: 3000), event(ServerSentEvent(type: "message", data: "hi", …))
/// ```
public struct ServerSentEventParser: ChunkDecoder, Sendable {
  /// The largest reconnection time a `retry` field sets: one day, in milliseconds.
  ///
  /// A longer one counts as this, so a huge digit string never overflows.
  public static let maximumReconnectionTime = 86_400_000
  /// The most bytes an event's field lines may hold together.
  public let maximumEventSize: Int
  /// The last event ID as of the last blank line: what a reconnection sends as
  /// `Last-Event-ID`.
  public internal(set) var lastEventID: String
  /// The reconnection time the last valid `retry` field set, in milliseconds; `nil` until one.
  public internal(set) var reconnectionTime: Int?

  var scanner = LineScanner(discardsComments: true)
  /// The bytes of a byte order mark matched at the start of the stream so far.
  var byteOrderMarkMatched = 0
  /// Whether the start of the stream has been checked for a byte order mark.
  var byteOrderMarkChecked = false
  /// The data buffer from the event's second `data` line on (each line and its LF).
  var data: [UInt8] = []
  /// The value of the event's only `data` line so far, already a string.
  ///
  /// Most events have one `data` line, which then costs no buffer at all; it moves into
  /// ``data`` when a second line comes.
  var singleData: String?
  var type: [UInt8] = []
  var lastEventIDBuffer: String
  /// Whether an `id` field has set the buffer since the last blank line.
  var lastEventIDBufferSet = false
  /// The bytes of the current event's field lines.
  var eventSize = 0

  /// Creates a parser.
  ///
  /// - Parameters:
  ///   - lastEventID: the last event ID to start from: the one a reconnection sent, so that
  ///     events carry it until the stream sends an `id`; empty unless given.
  ///   - maximumEventSize: the most bytes an event's field lines may hold together;
  ///     ``StreamItemSizeLimit/default`` (1 MiB) unless given, below zero counts as zero.
  public init(lastEventID: String = "", maximumEventSize: Int = StreamItemSizeLimit.default) {
    self.lastEventID = lastEventID
    lastEventIDBuffer = lastEventID
    self.maximumEventSize = max(0, maximumEventSize)
  }

  /// Reads the next chunk, emitting each event and setting it dispatches.
  ///
  /// - Parameters:
  ///   - chunk: the bytes.
  ///   - emit: called with each event, `retry` and last event ID change, in stream order.
  /// - Throws: ``StreamDecodingError/eventTooLarge(line:limit:)``.
  public mutating func decode(
    _ chunk: UnsafeRawBufferPointer, _ emit: (ServerSentEventUpdate) -> Void
  ) throws(StreamDecodingError) {
    var bytes = chunk.bindMemory(to: UInt8.self)
    if !byteOrderMarkChecked {
      var index = 0
      while byteOrderMarkMatched < 3, index < bytes.count,
        bytes[index] == Self.byteOrderMark[byteOrderMarkMatched]
      {
        byteOrderMarkMatched += 1
        index += 1
      }
      if byteOrderMarkMatched < 3, index == bytes.count { return }
      byteOrderMarkChecked = true
      if byteOrderMarkMatched < 3 {
        // Not a byte order mark after all: the bytes matched so far begin the first line.
        let held = Array(Self.byteOrderMark.prefix(byteOrderMarkMatched))
        if let failure = held.withUnsafeBufferPointer({ parse($0, emit) }) { throw failure }
      }
      bytes = UnsafeBufferPointer(rebasing: bytes[index...])
    }
    if let failure = parse(bytes, emit) { throw failure }
  }

  /// Ends the stream: drops the event without its blank line and the unfinished line, and
  /// gets ready for a new stream that continues from ``lastEventID``.
  ///
  /// - Parameter emit: never called: the end of a stream dispatches nothing.
  public mutating func finish(_ emit: (ServerSentEventUpdate) -> Void) {
    _ = scanner.finish()
    scanner.clearCarry()
    byteOrderMarkMatched = 0
    byteOrderMarkChecked = false
    Self.clear(&data)
    singleData = nil
    Self.clear(&type)
    lastEventIDBuffer = lastEventID
    lastEventIDBufferSet = false
    eventSize = 0
  }

  /// Reads the lines of `bytes`; returns the failure instead of throwing, for closures.
  mutating func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, _ emit: (ServerSentEventUpdate) -> Void
  ) -> StreamDecodingError? {
    var cursor = ChunkCursor()
    while true {
      switch scanner.next(in: bytes, at: &cursor, limit: maximumEventSize - eventSize) {
      case .line(let range):
        interpret(UnsafeBufferPointer(rebasing: bytes[range]), emit)
      case .carried:
        // The line moves out of the scanner while it is read, then back (keeping its storage).
        var line: [UInt8] = []
        swap(&line, &scanner.carry)
        line.withUnsafeBufferPointer { interpret($0, emit) }
        swap(&line, &scanner.carry)
        scanner.clearCarry()
      case .exhausted:
        return nil
      case .tooLong:
        return .eventTooLarge(line: scanner.lineCount &+ 1, limit: maximumEventSize)
      }
    }
  }

  /// Empties a buffer, keeping its storage unless it grew large.
  static func clear(_ buffer: inout [UInt8]) {
    if buffer.capacity > LineScanner.keptCapacity {
      buffer = []
    } else {
      buffer.removeAll(keepingCapacity: true)
    }
  }

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
