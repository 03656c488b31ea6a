#if os(Linux)
import Foundation
import FoundationNetworking

/// The status line and header fields of a response, gathered line by line from libcurl's
/// header callback.
///
/// Tolerant of anything a server sends: a line that is not valid UTF-8 is decoded with
/// replacement characters, a line without a colon is ignored, folded continuation lines
/// join the field before them, and an interim response (`100 Continue`) is replaced by the
/// one that follows. Bounded: fields beyond ``maximumFields`` are dropped (libcurl itself
/// refuses heads beyond its own size limit).
package struct CurlResponseHead {
  /// The most header fields kept.
  package static let maximumFields = 1_000

  /// An empty head, before the status line.
  package init() {}

  /// The HTTP version of the status line ("HTTP/1.1", "HTTP/2"), if one arrived.
  package private(set) var version: String?
  /// The status code of the status line, if it holds one.
  package private(set) var statusCode: Int?
  /// The header fields, in arrival order.
  package private(set) var fields: [(name: String, value: String)] = []

  /// The `Content-Length`, when it is a plain non-negative number.
  package private(set) var contentLength: Int64?
  /// The `Location`, if any.
  package private(set) var location: String?

  /// Adds one line as libcurl delivers it (with its CR LF).
  ///
  /// Works on the bytes: a head is parsed for every response, so this is on the hot path.
  package mutating func add(_ line: UnsafeRawBufferPointer) {
    var end = line.count
    while end > 0, line[end - 1] == UInt8(ascii: "\n") || line[end - 1] == UInt8(ascii: "\r") {
      end -= 1
    }
    let bytes = UnsafeRawBufferPointer(rebasing: line[0..<end])
    // The first byte first: most lines are fields, and `starts(with:)` is slow to say no.
    if bytes.first == UInt8(ascii: "H"), bytes.starts(with: "HTTP/".utf8) {
      startResponse(bytes)
    } else if bytes.isEmpty {
      return
    } else if bytes[0] == UInt8(ascii: " ") || bytes[0] == UInt8(ascii: "\t") {
      // A folded line continues the field before it.
      guard !fields.isEmpty else { return }
      fields[fields.count - 1].value += " " + Self.text(bytes, from: 0, to: bytes.count)
    } else if fields.count < Self.maximumFields,
      let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
    {
      let nameBytes = UnsafeRawBufferPointer(
        rebasing: bytes[Self.trimmed(bytes, from: 0, to: colon)])
      guard !nameBytes.isEmpty else { return }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let value = Self.text(bytes, from: colon + 1, to: bytes.count)
      fields.append((name, value))
      note(nameBytes, value)
    }
  }

  /// A status line: a new response (after an interim `100 Continue`) replaces what came.
  ///
  /// The line is split at spaces without an array: the version is the first word, the status
  /// code the second (parsed as `Int`), whatever follows is the reason.
  private mutating func startResponse(_ bytes: UnsafeRawBufferPointer) {
    let space = UInt8(ascii: " ")
    /// The word starting at or after `start` (spaces skipped): its bounds.
    func word(from start: Int) -> Range<Int>? {
      var lower = start
      while lower < bytes.count, bytes[lower] == space { lower += 1 }
      guard lower < bytes.count else { return nil }
      var upper = lower
      while upper < bytes.count, bytes[upper] != space { upper += 1 }
      return lower..<upper
    }
    let first = word(from: 0)
    version = first.map {
      String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
    }
    statusCode = first.flatMap { word(from: $0.upperBound) }.flatMap {
      Int(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[$0]), as: UTF8.self))
    }
    if fields.capacity == 0 { fields.reserveCapacity(8) }
    fields.removeAll(keepingCapacity: true)
    contentLength = nil
    location = nil
  }

  /// Keeps the fields the transport reads itself; `name` is the field's name as it arrived,
  /// compared byte by byte (no string is made or compared for the fields it ignores).
  private mutating func note(_ name: UnsafeRawBufferPointer, _ value: String) {
    if Self.isName(name, "location") {
      location = location ?? value
    } else if Self.isName(name, "content-length") {
      contentLength = Int64(value).flatMap { $0 >= 0 ? $0 : nil }
    }
  }

  /// Whether `bytes` spell `name`, ignoring ASCII case (``HTTPResponseHead/sameName(_:_:)``).
  static func isName(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
    HTTPResponseHead.sameName(
      bytes, UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
  }

  /// The bytes from `start` to `end` as text, without the spaces and tabs around them
  /// (invalid UTF-8 becomes replacement characters).
  private static func text(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int)
    -> String
  {
    String(
      decoding: UnsafeRawBufferPointer(rebasing: bytes[trimmed(bytes, from: start, to: end)]),
      as: UTF8.self)
  }

  /// The bounds of the bytes from `start` to `end` without the spaces and tabs around them.
  private static func trimmed(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int)
    -> Range<Int>
  {
    var start = start
    var end = end
    while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
      start += 1
    }
    while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
      end -= 1
    }
    return start..<end
  }

  /// Whether this is a redirect the transport may follow: 301, 302, 303, 307 or 308 with a
  /// `Location`.
  package var isRedirect: Bool {
    guard let statusCode, Self.redirectStatuses.contains(statusCode) else { return false }
    return location != nil
  }

  /// The statuses of the redirects the transport follows.
  package static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

  /// The fields as one dictionary: repeated names (whatever their case) are joined with
  /// ", ", under the spelling that arrived first.
  package var headerFields: [String: String] { HTTPResponseHead.merged(fields) }

  /// The head of the response for `url` with `statusCode`, or `nil` when no valid status
  /// arrived: what a ``Response`` makes its `HTTPURLResponse` from when it is read.
  package func head(url: URL, statusCode: Int) -> HTTPResponseHead? {
    HTTPResponseHead(
      url: url, statusCode: statusCode, version: version ?? "HTTP/1.1", fields: fields)
  }

  /// The response for `url` with `statusCode`, or `nil` when no valid status arrived.
  package func response(url: URL, statusCode: Int) -> HTTPURLResponse? {
    head(url: url, statusCode: statusCode)?.httpURLResponse()
  }
}
#endif
