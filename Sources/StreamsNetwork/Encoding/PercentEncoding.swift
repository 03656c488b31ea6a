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

  private static func escape(_ string: String, keeping isSafe: (UInt8) -> Bool) -> String {
    let utf8 = string.utf8
    if utf8.allSatisfy(isSafe) { return string }
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count * 3)
    for byte in utf8 {
      if isSafe(byte) {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
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
