import Foundation

extension Redaction {
  /// A body as text for humans may show it: the values of sensitive fields read
  /// ``placeholder``, everything else byte for byte as sent.
  ///
  /// A field is sensitive when its name is one of the redacted query keys or header names,
  /// compared as ``redactsQueryKey(_:)`` and ``redactsHeader(_:)`` compare them (ignoring case
  /// and `-`, `_`, `.`: `"Password"`, `"access-token"`, `"refreshToken"`). Two kinds of body
  /// are read:
  ///
  /// - **JSON** (a body that is an object or an array, whatever its `Content-Type`): the value
  ///   of every object member with a sensitive name, at any depth, inside arrays too, becomes
  ///   the string `"<redacted>"`, whatever it was (a string, a number, an object):
  ///   `{"user":"ann","password":"<redacted>"}`.
  /// - **Form** (`Content-Type: application/x-www-form-urlencoded`): the value of each
  ///   sensitive field becomes the placeholder: `user=ann&password=<redacted>`.
  ///
  /// Any other body, and JSON that does not parse, is returned unchanged. ``none`` hides
  /// nothing.
  ///
  /// - Parameters:
  ///   - body: the body's bytes.
  ///   - contentType: the body's `Content-Type` header, if it has one.
  /// - Returns: the body to show.
  public func body(_ body: Data, contentType: String?) -> Data {
    guard !queryKeys.isEmpty || !headerNames.isEmpty, !body.isEmpty else { return body }
    let bytes = [UInt8](body)
    let isSensitive = { (name: String) in self.redactsQueryKey(name) || self.redactsHeader(name) }
    let text = bytes.starts(with: JSONRedactor.byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
    if let first = text.first(where: { !JSONRedactor.isWhitespace($0) }),
      first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    {
      switch JSONRedactor(isSensitive: isSensitive).redact(bytes) {
      case .redacted(let redacted): return Data(redacted)
      case .unchanged: return body
      case .invalid: break
      }
    }
    guard let contentType, let media = MediaRange(contentType),
      media.type == "application", media.subtype == "x-www-form-urlencoded"
    else { return body }
    return FormRedactor.redact(bytes, isSensitive: isSensitive).map { Data($0) } ?? body
  }
}

/// Hides the values of sensitive fields in an `application/x-www-form-urlencoded` body.
enum FormRedactor {
  /// The body with the value of each sensitive field (its name percent-decoded, `+` read as a
  /// space) replaced; `nil` when no field is sensitive.
  static func redact(_ bytes: [UInt8], isSensitive: (String) -> Bool) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var changed = false
    for (index, field) in bytes.split(
      separator: UInt8(ascii: "&"), omittingEmptySubsequences: false
    )
    .enumerated() {
      if index > 0 { output.append(UInt8(ascii: "&")) }
      guard let equals = field.firstIndex(of: UInt8(ascii: "=")), equals < field.endIndex - 1,
        isSensitive(name(field[..<equals]))
      else {
        output += field
        continue
      }
      output += field[...equals]
      output += Redaction.placeholder.utf8
      changed = true
    }
    return changed ? output : nil
  }

  private static func name(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "+", with: " ")
    return text.removingPercentEncoding ?? text
  }
}
