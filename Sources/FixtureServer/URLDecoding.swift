import Foundation

/// Percent-decoding of paths and queries, lenient the way servers are: a `%` not followed by
/// two hex digits stays as it is, and invalid UTF-8 becomes U+FFFD instead of failing.
enum URLDecoding {
  /// Decodes `%XX` escapes; with `plusAsSpace`, `+` becomes a space (form encoding in queries).
  static func decode<S: StringProtocol>(_ text: S, plusAsSpace: Bool) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x25, index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
        continue
      }
      output.append(plusAsSpace && byte == 0x2B ? 0x20 : byte)
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Splits `a=1&b=x+y&flag` into decoded items, in order; an item without `=` has a `nil` value.
  static func queryItems(_ query: String) -> [URLQueryItem] {
    query.split(separator: "&").map { pair in
      guard let equals = pair.firstIndex(of: "=") else {
        return URLQueryItem(name: decode(pair, plusAsSpace: true), value: nil)
      }
      return URLQueryItem(
        name: decode(pair[..<equals], plusAsSpace: true),
        value: decode(pair[pair.index(after: equals)...], plusAsSpace: true))
    }
  }

  /// Splits a raw path into its segments, undecoded: `/a/b/` gives `["a", "b", ""]`.
  static func segments(_ path: String) -> [Substring] {
    let trimmed = path.hasPrefix("/") ? path.dropFirst() : Substring(path)
    return trimmed.split(separator: "/", omittingEmptySubsequences: false)
  }
}
