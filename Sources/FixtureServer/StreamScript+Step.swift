import Foundation

extension StreamScript {
  /// One thing a streamed body does.
  public enum Step: Sendable, Equatable {
    /// Write each piece as its own chunk (or, framed until close, as plain bytes), in order;
    /// empty pieces are skipped, since an empty chunk would end the body.
    case chunks([Data])
    /// Write these bytes exactly as given, outside any chunk framing: a chunk cut in the
    /// middle, a hand-made size line, a terminator sent early.
    case raw(Data)
    /// Send what is waiting now, as its own write.
    case flush
    /// Send what is waiting, then wait this long (real time) while watching for the client to
    /// go away.
    case pause(FixtureDuration)
    /// Send what is waiting, then keep the connection open sending nothing, until the client
    /// goes away or the server stops: for idle-timeout tests.
    case hold
    /// Send what is waiting, then close the connection with a FIN and no end of body (no zero
    /// chunk): a stream cut off mid-chunk or mid-event.
    case drop
    /// Send what is waiting, then close the connection with a reset (RST).
    case reset
    /// End the body normally: the zero chunk (chunked) or the close (until close); steps after
    /// it are not read.
    case end
  }
}

extension StreamScript.Step {
  /// Writes `text` (UTF-8) as one chunk.
  ///
  /// - Parameter text: The text.
  /// - Returns: The step.
  public static func write(_ text: String) -> StreamScript.Step { .chunks([Data(text.utf8)]) }

  /// Writes `data` as one chunk.
  ///
  /// - Parameter data: The bytes.
  /// - Returns: The step.
  public static func write(_ data: Data) -> StreamScript.Step { .chunks([data]) }

  /// Writes `text` (UTF-8) as several chunks, cut at the given byte offsets.
  ///
  /// `.write("data: a\r\n\r\n", splitAt: [8])` sends `data: a\r` and `\n\r\n` as two chunks.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - offsets: Byte offsets into the UTF-8 text where a new chunk begins; offsets out of
  ///     range or out of order are ignored.
  /// - Returns: The step.
  public static func write(_ text: String, splitAt offsets: [Int]) -> StreamScript.Step {
    write(Data(text.utf8), splitAt: offsets)
  }

  /// Writes `data` as several chunks, cut at the given byte offsets.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - offsets: Offsets into `data` where a new chunk begins; offsets out of range or out of
  ///     order are ignored.
  /// - Returns: The step.
  public static func write(_ data: Data, splitAt offsets: [Int]) -> StreamScript.Step {
    let bytes = Array(data)
    var pieces: [Data] = []
    var start = 0
    for offset in offsets where offset > start && offset < bytes.count {
      pieces.append(Data(bytes[start..<offset]))
      start = offset
    }
    pieces.append(Data(bytes[start...]))
    return .chunks(pieces)
  }

  /// Writes `text` (UTF-8) exactly as given, outside any chunk framing.
  ///
  /// - Parameter text: The text.
  /// - Returns: The step.
  public static func raw(_ text: String) -> StreamScript.Step { .raw(Data(text.utf8)) }

  /// The start of a chunk that never finishes: all of `data` announced, `count` bytes sent.
  ///
  /// Put ``drop`` or ``reset`` after it.
  ///
  /// - Parameters:
  ///   - data: The chunk as it would have been.
  ///   - count: How many of its bytes go out; clamped to `0 ... data.count`.
  /// - Returns: A raw step.
  public static func partialChunk(_ data: Data, sending count: Int) -> StreamScript.Step {
    let sent = data.prefix(min(max(0, count), data.count))
    return .raw(Data("\(String(data.count, radix: 16))\r\n".utf8) + sent)
  }

  /// The start of a chunk that never finishes, from UTF-8 text.
  ///
  /// - Parameters:
  ///   - text: The chunk as it would have been.
  ///   - count: How many of its bytes go out.
  /// - Returns: A raw step.
  public static func partialChunk(_ text: String, sending count: Int) -> StreamScript.Step {
    partialChunk(Data(text.utf8), sending: count)
  }
}
