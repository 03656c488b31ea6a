import Foundation

/// Copies JSON text, replacing the value of every object member whose name is sensitive with
/// the string `"<redacted>"`; everything else, whitespace included, is copied byte for byte.
///
/// It parses as it copies (RFC 8259: any value at the top, strings checked for escapes and
/// control characters, numbers and literals checked), with an explicit stack rather than
/// recursion, so no nesting depth a server sends can exhaust the thread's stack. Text that is
/// not JSON is reported as such and copied by no one.
struct JSONRedactor {
  /// What copying found.
  enum Outcome: Equatable {
    /// The text is not JSON.
    case invalid
    /// The text is JSON with no sensitive member.
    case unchanged
    /// The text with the sensitive values replaced.
    case redacted([UInt8])
  }

  /// Whether a member name is sensitive.
  let isSensitive: (String) -> Bool

  private enum Expecting {
    case value, name, separatorOrEnd
  }

  private static let placeholder = Array("\"\(Redaction.placeholder)\"".utf8)

  /// The UTF-8 byte order mark, which may open JSON text; it is copied as it is.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// JSON's four white-space bytes.
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  func redact(_ bytes: [UInt8]) -> Outcome {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var containers: [UInt8] = []  // `{` or `[`, innermost last
    var hiddenAt: Int?  // the depth whose value is being replaced; nothing is copied meanwhile
    var changed = false
    var expecting = Expecting.value
    var index = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    output += bytes[..<index]

    func copy(_ range: Range<Int>) { if hiddenAt == nil { output += bytes[range] } }
    func valueEnded() {
      if hiddenAt == containers.count { hiddenAt = nil }
      expecting = .separatorOrEnd
    }

    while true {
      let start = index
      while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
      copy(start..<index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      switch expecting {
      case .value:
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          copy(index..<index + 1)
          containers.append(byte)
          index += 1
          expecting = byte == UInt8(ascii: "{") ? .name : .value
          if let close = closing(bytes, after: index, for: byte) {
            copy(index..<close + 1)
            containers.removeLast()
            index = close + 1
            valueEnded()
          }
        case UInt8(ascii: "\""):
          guard let end = Self.stringEnd(bytes, from: index) else { return .invalid }
          copy(index..<end)
          index = end
          valueEnded()
        default:
          guard let end = Self.scalarEnd(bytes, from: index) else { return .invalid }
          copy(index..<end)
          index = end
          valueEnded()
        }
      case .name:
        guard byte == UInt8(ascii: "\""), let end = Self.stringEnd(bytes, from: index),
          let name = Self.string(bytes[index..<end])
        else { return .invalid }
        copy(index..<end)
        index = end
        let afterName = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return .invalid }
        index += 1
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        copy(afterName..<index)
        if hiddenAt == nil, isSensitive(name) {
          output += Self.placeholder
          hiddenAt = containers.count
          changed = true
        }
        expecting = .value
      case .separatorOrEnd:
        guard let open = containers.last else { return .invalid }  // text after the value
        let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if byte == UInt8(ascii: ",") {
          copy(index..<index + 1)
          index += 1
          expecting = open == UInt8(ascii: "{") ? .name : .value
        } else if byte == close {
          copy(index..<index + 1)
          containers.removeLast()
          index += 1
          valueEnded()
        } else {
          return .invalid
        }
      }
    }
    guard expecting == .separatorOrEnd, containers.isEmpty else { return .invalid }
    return changed ? .redacted(output) : .unchanged
  }

  /// Where an empty container ends (`{}`, `[ ]`): the index of its closing byte, else `nil`.
  private func closing(_ bytes: [UInt8], after start: Int, for open: UInt8) -> Int? {
    var index = start
    while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    return index < bytes.count && bytes[index] == close ? index : nil
  }

  /// The index after the string that starts with the quote at `start`, or `nil` when it is
  /// not a valid JSON string.
  static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        return index + 1
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "u"):
          guard index + 6 <= bytes.count,
            bytes[index + 2..<index + 6].allSatisfy({ isHexDigit($0) })
          else { return nil }
          index += 6
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 2
        default:
          return nil
        }
      case 0x00..<0x20:
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  /// The text of a JSON string literal, quotes included in `literal`, escapes decoded.
  static func string(_ literal: ArraySlice<UInt8>) -> String? {
    let inner = literal.dropFirst().dropLast()
    guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
    return (try? JSONSerialization.jsonObject(with: Data(literal), options: .fragmentsAllowed))
      as? String
  }

  /// The index after the number or literal (`true`, `false`, `null`) at `start`, or `nil`.
  static func scalarEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    for literal in ["true", "false", "null"] where bytes[start...].starts(with: literal.utf8) {
      return start + literal.utf8.count
    }
    var index = start
    func digits() -> Int {
      let first = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      return index - first
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { return nil }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    return index
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }
}
