import Foundation

/// Large streamed bodies for benchmarks, made on the fly a chunk at a time: the server holds one
/// chunk (about 16 KiB) and its send buffer, never the body, and sends as fast as the socket
/// takes the bytes.
extension FixtureResponse {
  /// The size a volume chunk is cut near, in bytes.
  static let volumeChunkBytes = 16_384

  /// `count` small Server-Sent Events, `data: <n>` for n = 1 … `count`, n zero-padded to the
  /// width of `count` (`data: 0000001` … `data: 1000000` for a million), each ended by a blank
  /// line; about 16 KiB of events per chunk.
  ///
  /// ```swift
  /// server.route(.get, "/volume/events", response: .eventVolume(count: 1_000_000))
  /// // 15,000,000 bytes: FixtureResponse.eventVolumeByteCount(count: 1_000_000)
  /// ```
  ///
  /// - Parameter count: How many events; negative counts as 0.
  /// - Returns: The `text/event-stream` response, chunked.
  public static func eventVolume(count: Int) -> FixtureResponse {
    let count = clampedVolume(count)
    let width = decimalWidth(count)
    let digits = [UInt8](repeating: UInt8(ascii: "0"), count: width)
    let template = Array("data: ".utf8) + digits + [0x0A, 0x0A]
    return volume(count: count, itemBytes: template.count, contentType: "text/event-stream") {
      number, bytes in
      bytes += template
      writeDecimal(number, into: &bytes, endingAt: bytes.count - 2, width: width)
    }
  }

  /// The body size of ``eventVolume(count:)``.
  ///
  /// - Parameter count: How many events.
  /// - Returns: The bytes of the body (without chunk framing).
  public static func eventVolumeByteCount(count: Int) -> Int {
    let count = clampedVolume(count)
    return count * (8 + decimalWidth(count))
  }

  /// `lineCount` JSON Lines of exactly the same length, `{"id":<n>,"pad":"xxx…"}` and `\n` for
  /// n = 1 … `lineCount`, the padding making every line `lineLength` bytes; about 16 KiB of
  /// lines per chunk.
  ///
  /// ```swift
  /// // 256 MiB: 2,097,152 lines of 128 bytes.
  /// server.route(.get, "/volume/lines", response: .jsonLinesVolume(lineCount: 2_097_152))
  /// ```
  ///
  /// - Parameters:
  ///   - lineCount: How many lines; negative counts as 0.
  ///   - lineLength: The bytes per line, newline included; raised to the shortest line that
  ///     holds the largest id (17 bytes plus its digits).
  /// - Returns: The `application/x-ndjson` response, chunked.
  public static func jsonLinesVolume(lineCount: Int, lineLength: Int = 128) -> FixtureResponse {
    let count = clampedVolume(lineCount)
    let length = jsonVolumeLineLength(lineCount: count, lineLength: lineLength)
    // One template per id width: `{"id":000,"pad":"xx…"}\n`, its digits overwritten per line.
    let templates = (1...decimalWidth(count)).map { width in
      Array(#"{"id":"#.utf8) + Array(repeating: UInt8(ascii: "0"), count: width)
        + Array(#","pad":""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: length - 17 - width)
        + Array(#""}"#.utf8) + [0x0A]
    }
    return volume(count: count, itemBytes: length, contentType: jsonLinesContentType) {
      number, bytes in
      let width = decimalWidth(number)
      bytes += templates[width - 1]
      writeDecimal(number, into: &bytes, endingAt: bytes.count - length + 6 + width, width: width)
    }
  }

  /// The body size of ``jsonLinesVolume(lineCount:lineLength:)``.
  ///
  /// - Parameters:
  ///   - lineCount: How many lines.
  ///   - lineLength: The bytes per line asked for.
  /// - Returns: The bytes of the body (without chunk framing).
  public static func jsonLinesVolumeByteCount(lineCount: Int, lineLength: Int = 128) -> Int {
    let count = clampedVolume(lineCount)
    return count * jsonVolumeLineLength(lineCount: count, lineLength: lineLength)
  }

  /// A chunked body of `count` items of `itemBytes` bytes each, about 16 KiB of them per chunk,
  /// `write` appending item n (1 … `count`) to the chunk.
  private static func volume(
    count: Int, itemBytes: Int, contentType: String,
    write: @escaping @Sendable (_ number: Int, _ bytes: inout [UInt8]) -> Void
  ) -> FixtureResponse {
    let perChunk = max(1, volumeChunkBytes / max(1, itemBytes))
    let chunks = (count + perChunk - 1) / perChunk
    let script = StreamScript(count: chunks) { chunk in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(perChunk * itemBytes)
      let first = chunk * perChunk + 1
      for number in first...min(count, first + perChunk - 1) { write(number, &bytes) }
      return .write(Data(bytes))
    }
    return stream(script, contentType: contentType)
  }

  /// The line length of a JSON volume: as asked, or the shortest that holds the largest id.
  private static func jsonVolumeLineLength(lineCount: Int, lineLength: Int) -> Int {
    max(min(lineLength, 1 << 20), 17 + decimalWidth(lineCount))
  }

  /// A count clamped to 0 … 2^40, so sizes and chunk arithmetic cannot overflow.
  private static func clampedVolume(_ count: Int) -> Int { min(max(0, count), 1 << 40) }

  /// The number of decimal digits of `number` (at least 1).
  private static func decimalWidth(_ number: Int) -> Int {
    var width = 1
    var rest = number / 10
    while rest > 0 {
      width += 1
      rest /= 10
    }
    return width
  }

  /// Writes `number` as `width` decimal digits (zero-padded) ending just before `end`.
  private static func writeDecimal(
    _ number: Int, into bytes: inout [UInt8], endingAt end: Int, width: Int
  ) {
    bytes.withUnsafeMutableBufferPointer { buffer in
      var rest = number
      for position in stride(from: end - 1, through: end - width, by: -1) {
        buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
    }
  }
}
