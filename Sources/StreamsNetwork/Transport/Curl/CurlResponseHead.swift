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
struct CurlResponseHead {
  /// The most header fields kept.
  static let maximumFields = 1_000

  /// The HTTP version of the status line ("HTTP/1.1", "HTTP/2"), if one arrived.
  private(set) var version: String?
  /// The status code of the status line, if it holds one.
  private(set) var statusCode: Int?
  /// The header fields, in arrival order.
  private(set) var fields: [(name: String, value: String)] = []
  /// Whether the blank line ending the head has arrived.
  private(set) var isComplete = false

  /// Adds one line as libcurl delivers it (with its CR LF).
  mutating func add(_ line: UnsafeRawBufferPointer) {
    var bytes = Substring(decoding: line, as: UTF8.self)
    while let last = bytes.last, last == "\r\n" || last == "\n" || last == "\r" {
      bytes = bytes.dropLast()
    }
    if bytes.hasPrefix("HTTP/") {
      let parts = bytes.split(separator: " ", maxSplits: 2)
      version = parts.first.map(String.init)
      statusCode = parts.count > 1 ? Int(parts[1]) : nil
      fields.removeAll(keepingCapacity: true)
      isComplete = false
      return
    }
    if bytes.isEmpty {
      isComplete = version != nil
      return
    }
    if let first = bytes.first, first == " " || first == "\t", !fields.isEmpty {
      fields[fields.count - 1].value += " " + bytes.trimmingCharacters(in: .whitespaces)
      return
    }
    guard fields.count < Self.maximumFields, let colon = bytes.firstIndex(of: ":") else { return }
    let name = bytes[..<colon].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    let value = bytes[bytes.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    fields.append((name, value))
  }

  /// The first value of field `name`, whatever its case.
  func value(_ name: String) -> String? {
    let wanted = name.lowercased()
    return fields.first { $0.name.lowercased() == wanted }?.value
  }

  /// Whether this is a redirect the transport may follow: 301, 302, 303, 307 or 308 with a
  /// `Location`.
  var isRedirect: Bool {
    guard let statusCode, Self.redirectStatuses.contains(statusCode) else { return false }
    return value("Location") != nil
  }

  /// The statuses of the redirects the transport follows.
  static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

  /// The `Content-Length`, when it is a plain non-negative number.
  var contentLength: Int64? {
    value("Content-Length").flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil }
  }

  /// The fields as one dictionary: repeated names (whatever their case) are joined with
  /// ", ", under the spelling that arrived first.
  var headerFields: [String: String] {
    var merged: [String: String] = [:]
    var spelling: [String: String] = [:]
    for (name, value) in fields {
      let key = name.lowercased()
      if let first = spelling[key] {
        merged[first] = (merged[first] ?? "") + ", " + value
      } else {
        spelling[key] = name
        merged[name] = value
      }
    }
    return merged
  }

  /// The response for `url` with `statusCode`, or `nil` when no valid status arrived.
  func response(url: URL, statusCode: Int) -> HTTPURLResponse? {
    guard (100...999).contains(statusCode) else { return nil }
    return HTTPURLResponse(
      url: url, statusCode: statusCode, httpVersion: version ?? "HTTP/1.1",
      headerFields: headerFields)
  }
}
#endif
