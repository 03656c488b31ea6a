/// RFC 3986 percent-encoding, byte by byte over UTF-8, with uppercase hex digits.
///
/// Query keys and values keep only the unreserved characters (`A-Z a-z 0-9 - . _ ~`) and the
/// two that RFC 3986 §3.4 lets a query hold without changing its meaning to form decoders:
/// `/` and `?`. Every other byte is escaped, including the sub-delimiters and `:` `@` that the
/// RFC allows in a query: form decoders give `&`, `=` and `+` a meaning, and servers disagree
/// about the rest, so Alamofire (and therefore Moya) escapes them all; Streams matches it byte
/// for byte. Paths keep RFC 3986's `pchar` set plus `/`.
enum PercentEncoding {
  /// Escapes a query key or value.
  ///
  /// - Parameter string: the decoded text.
  /// - Returns: the text with every byte outside the query-safe set as `%XX`.
  static func escapeQuery(_ string: String) -> String {
    escape(string, keeping: isQuerySafe)
  }

  /// Escapes a URL path, keeping its `/` separators.
  ///
  /// - Parameter string: the decoded path.
  /// - Returns: the path with every byte outside `pchar` and `/` as `%XX`.
  static func escapePath(_ string: String) -> String {
    escape(string, keeping: isPathSafe)
  }

  /// Whether `string` is a well-formed percent-encoded query component: only characters a
  /// query may hold (RFC 3986 `pchar`, `/`, `?`) and `%` followed by two hex digits.
  ///
  /// - Parameter string: the already-encoded text.
  /// - Returns: `true` when it may be put into a URL's query as it is.
  static func isValidEncodedQuery(_ string: String) -> Bool {
    var bytes = string.utf8.makeIterator()
    while let byte = bytes.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = bytes.next(), let low = bytes.next(), isHex(high), isHex(low) else {
          return false
        }
      } else if !(isPathSafe(byte) || byte == UInt8(ascii: "?")) {
        return false
      }
    }
    return true
  }

  /// Writes `bytes` into `out` with every byte outside the path-safe set as `%XX`.
  ///
  /// - Parameters:
  ///   - bytes: the decoded path, as UTF-8.
  ///   - out: room for three bytes per byte of `bytes`.
  /// - Returns: how many bytes were written.
  static func escapePath(
    _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    write(bytes, keeping: isPathSafe, into: out)
  }

  private static func escape(_ string: String, keeping isSafe: (UInt8) -> Bool) -> String {
    let utf8 = string.utf8
    if utf8.allSatisfy(isSafe) { return string }
    var text = string
    return text.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count * 3) { out in
        write(bytes, keeping: isSafe, into: out)
      }
    }
  }

  /// The one escaping loop: `bytes` into `out` (three bytes of room per byte), each byte
  /// `isSafe` rejects as `%` and two uppercase hex digits; returns how many bytes it wrote.
  private static func write(
    _ bytes: UnsafeBufferPointer<UInt8>, keeping isSafe: (UInt8) -> Bool,
    into out: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var count = 0
    for byte in bytes {
      if isSafe(byte) {
        out[count] = byte
        count += 1
      } else {
        out[count] = UInt8(ascii: "%")
        out[count + 1] = hexDigit(byte >> 4)
        out[count + 2] = hexDigit(byte & 0x0F)
        count += 3
      }
    }
    return count
  }

  /// The uppercase hex digit of `nibble` (0–15).
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func isQuerySafe(_ byte: UInt8) -> Bool {
    isUnreserved(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
  }

  /// RFC 3986 `pchar` (unreserved, sub-delims, `:`, `@`) plus `/`.
  private static func isPathSafe(_ byte: UInt8) -> Bool {
    if isUnreserved(byte) { return true }
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
      UInt8(ascii: "@"), UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"),
      UInt8(ascii: "a")...UInt8(ascii: "f"):
      true
    default:
      false
    }
  }
}
