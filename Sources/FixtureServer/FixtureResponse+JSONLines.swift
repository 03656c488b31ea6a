import Foundation

extension FixtureResponse {
  /// `application/x-ndjson`, the content type of JSON Lines.
  public static let jsonLinesContentType = "application/x-ndjson"

  /// A JSON Lines (NDJSON) stream of `values`, one compact JSON text and `\n` per line, each
  /// line its own chunk; with an `interval` the lines drip out with a pause between two.
  ///
  /// ```swift
  /// server.route(.get, "/feed", response: .jsonLines(
  ///   [["n": 1], ["n": 2]], interval: .milliseconds(20)))
  /// // {"n":1}\n … 20 ms … {"n":2}\n
  /// ```
  ///
  /// - Parameters:
  ///   - values: The values, encoded with sorted keys before anything is sent; if one fails
  ///     to encode the response is a 500 whose body names the error.
  ///   - interval: The pause between two lines; zero sends them all at once.
  ///   - framing: How the body is delimited; chunked by default.
  /// - Returns: The response.
  public static func jsonLines<Value: Encodable>(
    _ values: [Value], interval: FixtureDuration = .zero,
    framing: StreamScript.Framing = .chunked
  ) -> FixtureResponse {
    let lines: [Data]
    do {
      lines = try values.map { try jsonLine($0) }
    } catch {
      return text("fixture could not encode JSON: \(error)", status: 500)
    }
    return lineStream(count: lines.count, interval: interval, framing: framing) { lines[$0] }
  }

  /// A JSON Lines (NDJSON) stream of `count` values made one at a time while the body is
  /// sent, so the whole stream is never in memory.
  ///
  /// - Parameters:
  ///   - count: How many lines.
  ///   - interval: The pause between two lines; zero sends them as fast as the socket takes
  ///     them.
  ///   - framing: How the body is delimited; chunked by default.
  ///   - value: Makes value `index` (0 ..< `count`) on the connection's thread; a value that
  ///     fails to encode drops the connection there (no end of body), so the client sees the
  ///     failure.
  /// - Returns: The response.
  public static func jsonLines<Value: Encodable & Sendable>(
    count: Int, interval: FixtureDuration = .zero, framing: StreamScript.Framing = .chunked,
    _ value: @escaping @Sendable (Int) -> Value
  ) -> FixtureResponse {
    lineStream(count: count, interval: interval, framing: framing) { try? jsonLine(value($0)) }
  }

  /// One value as a JSON Lines line: compact JSON with sorted keys, then `\n`.
  ///
  /// - Parameter value: The value.
  /// - Returns: The line's bytes.
  /// - Throws: The encoder's error.
  public static func jsonLine<Value: Encodable>(_ value: Value) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value) + Data([0x0A])
  }

  /// A stream of `count` lines, a pause between two when `interval` is positive; a `nil` line
  /// drops the connection.
  private static func lineStream(
    count: Int, interval: FixtureDuration, framing: StreamScript.Framing,
    line: @escaping @Sendable (Int) -> Data?
  ) -> FixtureResponse {
    let count = min(max(0, count), Int.max / 2)
    let paced = interval > .zero
    // Paced: line, pause, line, … (2n − 1 steps); else one step a line.
    let steps = paced ? max(0, 2 * count - 1) : count
    let script = StreamScript(count: steps, framing: framing) { index in
      if paced && index % 2 == 1 { return .pause(interval) }
      return line(paced ? index / 2 : index).map { .write($0) } ?? .drop
    }
    return stream(script, contentType: jsonLinesContentType)
  }
}
