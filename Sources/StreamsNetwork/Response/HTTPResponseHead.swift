import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response's head as a transport received it: URL, status, HTTP version and header fields,
/// from which the `HTTPURLResponse` is made only when someone reads it.
///
/// On Linux, `HTTPURLResponse(url:statusCode:httpVersion:headerFields:)` capitalises every
/// field name and parses `Content-Type` and `Content-Disposition` character by character:
/// about a tenth of the whole cost of a small request on the libcurl transport. A ``Response``
/// made from a head builds it on the first read of
/// ``Response/response`` (or ``Response/headers``, ``Response/header(_:)``), once; a
/// subscriber that only maps the body never pays for it. Only StreamsNetwork makes and reads
/// heads.
public struct HTTPResponseHead: Sendable {
  /// The URL the response came from.
  package let url: URL
  /// The status code, 100 to 999.
  package let statusCode: Int
  /// The HTTP version of the status line, such as "HTTP/1.1".
  package let version: String
  /// The header fields in arrival order, names as spelled.
  package let fields: [(name: String, value: String)]

  /// A head; `nil` when `statusCode` is not a three-digit status.
  ///
  /// - Parameters:
  ///   - url: the URL the response came from.
  ///   - statusCode: the status code.
  ///   - version: the HTTP version of the status line.
  ///   - fields: the header fields, in arrival order.
  package init?(
    url: URL, statusCode: Int, version: String, fields: [(name: String, value: String)]
  ) {
    guard (100...999).contains(statusCode) else { return nil }
    self.url = url
    self.statusCode = statusCode
    self.version = version
    self.fields = fields
  }

  /// The fields as one dictionary: repeated names (whatever their case) are joined with
  /// ", ", under the spelling that arrived first.
  package var headerFields: [String: String] { Self.merged(fields) }

  /// `fields` as one dictionary, as ``headerFields`` merges them.
  ///
  /// - Parameter fields: header fields in arrival order.
  /// - Returns: one value per name, whatever its case.
  package static func merged(_ fields: [(name: String, value: String)]) -> [String: String] {
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

  /// The `HTTPURLResponse` this head describes.
  package func httpURLResponse() -> HTTPURLResponse? {
    HTTPURLResponse(
      url: url, statusCode: statusCode, httpVersion: version, headerFields: headerFields)
  }

  /// Whether two field names are equal, ignoring ASCII case (field names are ASCII tokens;
  /// anything else just compares unequal unless identical).
  package static func sameName(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in sameName(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
      }
    }
  }

  /// ``sameName(_:_:)`` on the names' UTF-8 bytes.
  package static func sameName(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer)
    -> Bool
  {
    guard left.count == right.count else { return false }
    for index in 0..<left.count where left[index] != right[index] {
      guard left[index] | 0x20 == right[index] | 0x20, isLetter(left[index]) else { return false }
    }
    return true
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
