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
    if bytes.starts(with: "HTTP/".utf8) {
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
      let name = Self.text(bytes, from: 0, to: colon)
      guard !name.isEmpty else { return }
      let value = Self.text(bytes, from: colon + 1, to: bytes.count)
      fields.append((name, value))
      note(name, value)
    }
  }

  /// A status line: a new response (after an interim `100 Continue`) replaces what came.
  private mutating func startResponse(_ bytes: UnsafeRawBufferPointer) {
    let parts = bytes.split(separator: UInt8(ascii: " "), maxSplits: 2)
    version = parts.first.map { String(decoding: $0, as: UTF8.self) }
    statusCode =
      parts.count > 1 ? Int(String(decoding: parts[1], as: UTF8.self)) : nil
    fields.removeAll(keepingCapacity: true)
    contentLength = nil
    location = nil
  }

  /// Keeps the fields the transport reads itself.
  private mutating func note(_ name: String, _ value: String) {
    if Self.sameName(name, "location") {
      location = location ?? value
    } else if Self.sameName(name, "content-length") {
      contentLength = Int64(value).flatMap { $0 >= 0 ? $0 : nil }
    }
  }

  /// The bytes from `start` to `end` as text, without the spaces and tabs around them
  /// (invalid UTF-8 becomes replacement characters).
  private static func text(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int)
    -> String
  {
    var start = start
    var end = end
    while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
      start += 1
    }
    while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
      end -= 1
    }
    return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
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
  package var headerFields: [String: String] {
    var merged: [String: String] = Dictionary(minimumCapacity: fields.count)
    var spellings: [String] = []
    spellings.reserveCapacity(fields.count)
    for (name, value) in fields {
      if let first = spellings.first(where: { Self.sameName($0, name) }) {
        merged[first] = (merged[first] ?? "") + ", " + value
      } else {
        spellings.append(name)
        merged[name] = value
      }
    }
    return merged
  }

  /// Whether two field names are equal, ignoring ASCII case (field names are ASCII tokens;
  /// anything else just compares unequal unless identical).
  static func sameName(_ lhs: String, _ rhs: String) -> Bool {
    guard lhs.utf8.count == rhs.utf8.count else { return false }
    return zip(lhs.utf8, rhs.utf8).allSatisfy {
      $0 | 0x20 == $1 | 0x20 && ($0 == $1 || isLetter($0))
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  /// The response for `url` with `statusCode`, or `nil` when no valid status arrived.
  package func response(url: URL, statusCode: Int) -> HTTPURLResponse? {
    guard (100...999).contains(statusCode) else { return nil }
    return HTTPURLResponse(
      url: url, statusCode: statusCode, httpVersion: version ?? "HTTP/1.1",
      headerFields: headerFields)
  }
}
#endif
