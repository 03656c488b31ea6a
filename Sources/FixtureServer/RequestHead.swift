/// A request line and its headers.
package struct RequestHead: Equatable, Sendable {
  /// The method token.
  package var method: String
  /// The request target as sent, such as `/search?q=a+b`.
  package var target: String
  /// `"HTTP/1.1"` or `"HTTP/1.0"`.
  package var version: String
  /// The header fields in order.
  package var headers: HTTPHeaders

  /// Whether the connection stays open after this exchange (HTTP/1.1 default, HTTP/1.0 opt-in).
  package var keepAlive: Bool {
    if headers.hasToken("close", in: "Connection") { return false }
    return version == "HTTP/1.1" || headers.hasToken("keep-alive", in: "Connection")
  }
}

/// Parses the lines of a request head (line endings already removed).
enum HeadParser {
  /// Parses the request line and the header lines; lines are raw bytes.
  static func parse(lines: [ArraySlice<UInt8>]) -> Result<RequestHead, HTTPParseError> {
    guard let requestLine = lines.first else { return .failure(.malformedRequestLine) }
    let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3, let method = parts.first, let target = parts.dropFirst().first,
      let version = parts.last, !method.isEmpty, method.allSatisfy(isTokenByte),
      isValidTarget(target, method: method)
    else { return .failure(.malformedRequestLine) }
    guard let versionText = parseVersion(version) else { return .failure(.malformedRequestLine) }
    guard versionText == "HTTP/1.1" || versionText == "HTTP/1.0" else {
      return .failure(.unsupportedVersion)
    }
    var headers = HTTPHeaders()
    for line in lines.dropFirst() {
      guard let field = parseField(line) else { return .failure(.malformedHeader) }
      headers.add(field.name, field.value)
    }
    return .success(
      RequestHead(
        method: String(decoding: method, as: UTF8.self),
        target: String(decoding: target, as: UTF8.self), version: versionText, headers: headers))
  }

  /// `name: value`, with a token name and no control bytes; `nil` otherwise (including the
  /// obsolete line folding that starts with whitespace).
  private static func parseField(_ line: ArraySlice<UInt8>) -> HTTPHeaders.Field? {
    guard let colon = line.firstIndex(of: 0x3A) else { return nil }
    let name = line[line.startIndex..<colon]
    let value = line[(colon + 1)...]
    guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return nil }
    guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
    return HTTPHeaders.Field(
      name: String(decoding: name, as: UTF8.self),
      value: trimmed(String(decoding: value, as: UTF8.self)))
  }

  /// Origin form (`/path?query`), absolute form (`http://host/path`), or `*` for `OPTIONS`.
  private static func isValidTarget(_ target: ArraySlice<UInt8>, method: ArraySlice<UInt8>)
    -> Bool
  {
    guard let first = target.first, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      return false
    }
    if first == 0x2F { return true }
    if target.elementsEqual("*".utf8) { return method.elementsEqual("OPTIONS".utf8) }
    let lower = target.prefix(8).map(asciiLower)
    return lower.starts(with: "http://".utf8) || lower.starts(with: "https://".utf8)
  }

  /// `HTTP/d.d` as a string, or `nil` when the bytes are not of that shape.
  private static func parseVersion(_ bytes: ArraySlice<UInt8>) -> String? {
    let shape = Array(bytes)
    guard shape.count == 8, shape.starts(with: "HTTP/".utf8), (48...57).contains(shape[5]),
      shape[6] == 0x2E, (48...57).contains(shape[7])
    else { return nil }
    return String(decoding: shape, as: UTF8.self)
  }

  /// RFC 9110 `tchar`: the bytes allowed in methods and header names.
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 48...57, 65...90, 97...122: true
    case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: true
    default: false
    }
  }
}
