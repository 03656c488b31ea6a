import Foundation

extension Redaction {
  /// The URL as text for humans: the values of redacted query keys (in the query or the
  /// fragment) and the password of its user information read ``placeholder``.
  ///
  /// - Parameter url: the URL.
  /// - Returns: `https://api.example.com/items?token=<redacted>&page=2`.
  public func url(_ url: URL) -> String {
    TextScanner(redaction: self, ends: TextScanner.urlEnds).redact(url.absoluteString)
  }

  /// `text` with every URL or query string in it redacted as ``url(_:)`` does: a value ends
  /// at `&`, `#`, white space, a quote, a bracket, `,` or `;`.
  ///
  /// It suits messages that quote a URL, like an error's description, or a string that was
  /// meant to be a URL and is not one.
  ///
  /// - Parameter text: the text.
  /// - Returns: the text, redacted.
  public func text(_ text: String) -> String {
    TextScanner(redaction: self, ends: TextScanner.textEnds).redact(text)
  }
}

/// Finds `?name=value`, `&name=value`, `#name=value` and `scheme://user:password@` in text
/// and replaces the values a redaction hides.
///
/// Works on UTF-8 bytes and cuts only at ASCII delimiters, so the result is valid UTF-8. A
/// value that is not redacted is not skipped: a URL nested in it (`?next=https://…?token=x`)
/// is scanned as well.
private struct TextScanner {
  let redaction: Redaction
  /// Bytes that end a name, a value or an authority, besides the query delimiters.
  let ends: Set<UInt8>

  static let urlEnds: Set<UInt8> = []
  static let textEnds = Set(" \t\r\n\"'`<>()[]{},;".utf8)
  private static let delimiters = Set("?&#".utf8)
  private static let placeholder = Array(Redaction.placeholder.utf8)

  func redact(_ text: String) -> String {
    let bytes = Array(text.utf8)
    // Most text holds nothing to redact: return it as it is, without copying.
    guard bytes.contains(where: { Self.delimiters.contains($0) || $0 == UInt8(ascii: "@") })
    else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if Self.delimiters.contains(byte) {
        output.append(byte)
        index = pair(in: bytes, from: index + 1, into: &output)
      } else if byte == UInt8(ascii: ":"), bytes[index...].starts(with: "://".utf8) {
        output += "://".utf8
        index = authority(in: bytes, from: index + 3, into: &output)
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Copies `name=` starting at `start`; a redacted name's value becomes the placeholder.
  ///
  /// - Returns: where scanning goes on: after the placeholder, or at the value, which may
  ///   hold more to redact.
  private func pair(in bytes: [UInt8], from start: Int, into output: inout [UInt8]) -> Int {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "="), !endsName(bytes[index]) {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return start }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    output += bytes[start...index]
    let valueStart = index + 1
    guard redaction.redactsQueryKey(name) else { return valueStart }
    var end = valueStart
    while end < bytes.count, !endsName(bytes[end]) { end += 1 }
    if end > valueStart { output += Self.placeholder }
    return end
  }

  /// Copies the authority starting at `start`, the password of its user information hidden.
  ///
  /// - Returns: where the authority ends.
  private func authority(in bytes: [UInt8], from start: Int, into output: inout [UInt8]) -> Int {
    var end = start
    while end < bytes.count, !endsAuthority(bytes[end]) { end += 1 }
    let part = bytes[start..<end]
    guard let at = part.lastIndex(of: UInt8(ascii: "@")),
      let colon = part[..<at].firstIndex(of: UInt8(ascii: ":"))
    else { return start }
    output += bytes[start...colon]
    output += Self.placeholder
    output += bytes[at..<end]
    return end
  }

  private func endsName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "#") || ends.contains(byte)
  }

  private func endsAuthority(_ byte: UInt8) -> Bool {
    Self.delimiters.contains(byte) || byte == UInt8(ascii: "/") || ends.contains(byte)
  }
}
