/// The header fields addressed to a proxy: `Proxy-Authorization` and the other `Proxy-*`
/// fields, which a transport sends to a proxy only (libcurl) or not at all (URLSession).
enum ProxyHeaderField {
  /// Whether `name` is a `Proxy-*` header field, in any case.
  ///
  /// - Parameter name: a header field name.
  /// - Returns: whether it starts with `Proxy-`, compared without case.
  static func matches(_ name: String) -> Bool {
    var remaining = "proxy-".utf8.makeIterator()
    for byte in name.utf8 {
      guard let expected = remaining.next() else { return true }
      // ASCII letters compare without their case bit; "-" must match exactly.
      guard byte | 0x20 == expected, expected != UInt8(ascii: "-") || byte == expected else {
        return false
      }
    }
    return remaining.next() == nil
  }
}
