import FixtureServer
import Foundation

/// A response read off a raw socket.
struct RawResponse {
  /// The status code from the status line.
  var status: Int
  /// The status line as sent.
  var statusLine: String
  /// The headers.
  var headers: HTTPHeaders
  /// The body with chunked framing removed.
  var body: [UInt8]

  /// The body as UTF-8 text.
  var text: String { String(decoding: body, as: UTF8.self) }
}

/// How reading to the end of a connection finished.
enum StreamEnd: Equatable {
  /// An orderly close (FIN).
  case endOfStream
  /// A reset (or another socket error).
  case reset
  /// Nothing more within the timeout.
  case timedOut
}

/// A blocking HTTP client on a raw socket, for what URLSession hides.
///
/// Exact bytes, resets, timing and malformed requests. Every read is bounded by a timeout.
final class RawClient {
  let socket: SocketHandle
  /// Bytes read off the socket and not consumed yet.
  var buffer: [UInt8] = []
  /// How the last read that came up short ended.
  var lastEnd = StreamEnd.timedOut

  /// Connects to the server on loopback.
  init(port: Int) throws { socket = try SocketHandle.connect(loopbackPort: port) }

  deinit { socket.close() }

  /// Sends text as is (write `\r\n` yourself).
  @discardableResult
  func send(_ text: String) -> Bool { socket.send(Array(text.utf8)) }

  /// Sends bytes as they are.
  @discardableResult
  func send(bytes: [UInt8]) -> Bool { socket.send(bytes) }

  /// Sends `GET path` with `Host` and any extra header lines.
  @discardableResult
  func get(_ path: String, headers: [String] = []) -> Bool {
    send(
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n")
  }

  /// Reads until the server closes or `timeout` passes; returns the bytes and how it ended.
  func readToEnd(timeout: FixtureDuration = .seconds(3)) -> (bytes: [UInt8], end: StreamEnd) {
    let deadline = FixtureInstant.now + timeout
    var bytes = buffer
    buffer = []
    while true {
      let remaining = FixtureInstant.now.duration(to: deadline)
      guard remaining > .zero else { return (bytes, .timedOut) }
      switch socket.receive(timeout: remaining) {
      case .bytes(let more): bytes += more
      case .endOfStream: return (bytes, .endOfStream)
      case .failed: return (bytes, .reset)
      case .timedOut: return (bytes, .timedOut)
      }
    }
  }

  /// Reads one response (status line, headers, body framed by `Content-Length` or chunked);
  /// `nil` if the connection ends first or the bytes are not a response.
  func readResponse(timeout: FixtureDuration = .seconds(3), isHead: Bool = false) -> RawResponse? {
    let deadline = FixtureInstant.now + timeout
    guard var response = readHead(until: deadline) else { return nil }
    let status = response.status
    let headers = response.headers
    if isHead || status == 304 || status == 204 { return response }
    if headers.hasToken("chunked", in: "Transfer-Encoding") {
      while true {
        switch nextChunk(until: deadline) {
        case .chunk(let bytes): response.body += bytes
        case .end: return response
        case .cut, .malformed: return nil
        }
      }
    }
    let length = headers["Content-Length"].flatMap { Int($0) } ?? 0
    guard fill(until: deadline, { $0.count >= length ? length : nil }) != nil else { return nil }
    response.body = Array(buffer[0..<length])
    buffer.removeSubrange(0..<length)
    return response
  }

  /// Reads a status line and headers, leaving the body unread; `nil` if the connection ends
  /// first or the bytes are not a response head.
  func readHead(until deadline: FixtureInstant) -> RawResponse? {
    guard let headEnd = fill(until: deadline, { Self.headEnd(in: $0) }) else { return nil }
    let headText = String(decoding: buffer[0..<headEnd], as: UTF8.self)
    buffer.removeSubrange(0..<headEnd)
    var lines = headText.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    guard !lines.isEmpty else { return nil }
    let statusLine = lines.removeFirst()
    let parts = statusLine.split(separator: " ")
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
      return nil
    }
    var headers = HTTPHeaders()
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      headers.add(
        String(line[..<colon]),
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    return RawResponse(status: status, statusLine: statusLine, headers: headers, body: [])
  }

  /// Reads into the buffer until `found` returns a value, the connection ends, or the deadline;
  /// `lastEnd` says how a read that found nothing ended.
  func fill<T>(until deadline: FixtureInstant, _ found: ([UInt8]) -> T?) -> T? {
    while true {
      if let value = found(buffer) { return value }
      let remaining = FixtureInstant.now.duration(to: deadline)
      guard remaining > .zero else {
        lastEnd = .timedOut
        return nil
      }
      switch socket.receive(timeout: remaining) {
      case .bytes(let more): buffer += more
      case .endOfStream:
        lastEnd = .endOfStream
        return nil
      case .failed:
        lastEnd = .reset
        return nil
      case .timedOut:
        lastEnd = .timedOut
        return nil
      }
    }
  }

  private static func headEnd(in bytes: [UInt8]) -> Int? {
    range(of: [0x0D, 0x0A, 0x0D, 0x0A], in: bytes).map(\.upperBound)
  }

  /// The first run of `pattern` in `bytes` (the standard library's `firstRange(of:)` needs
  /// macOS 13 / iOS 16, above the package's floor).
  static func range(of pattern: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
      return start..<(start + pattern.count)
    }
    return nil
  }
}
