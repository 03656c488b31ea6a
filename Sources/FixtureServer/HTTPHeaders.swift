/// An ordered list of HTTP header fields with case-insensitive lookup.
///
/// Names keep the spelling they arrived (or were set) with, so a request log shows exactly what
/// a client sent; lookups ignore ASCII case, as HTTP requires.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
  /// One header field as it appears on the wire.
  public struct Field: Sendable, Equatable {
    /// The field name, in its original case.
    public var name: String
    /// The field value, without surrounding whitespace.
    public var value: String

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The field name; its case is preserved.
    ///   - value: The field value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The fields in order.
  public private(set) var fields: [Field]

  /// Creates headers from fields, in order.
  ///
  /// - Parameter fields: The fields; repeated names are kept as separate fields.
  public init(_ fields: [Field] = []) { self.fields = fields }

  /// Creates headers from a dictionary literal such as `["Retry-After": "2"]`.
  ///
  /// - Parameter elements: Name and value pairs, in the literal's order.
  public init(dictionaryLiteral elements: (String, String)...) {
    fields = elements.map { Field(name: $0.0, value: $0.1) }
  }

  /// The number of fields.
  public var count: Int { fields.count }

  /// The first value for `name` (case-insensitive); setting replaces every field of that name,
  /// and setting `nil` removes them.
  ///
  /// - Parameter name: The field name, in any case.
  public subscript(name: String) -> String? {
    get { fields.first { Self.same($0.name, name) }?.value }
    set {
      // Nothing before the first match is removed, so its index stays valid.
      let index = fields.firstIndex { Self.same($0.name, name) }
      fields.removeAll { Self.same($0.name, name) }
      guard let newValue else { return }
      fields.insert(Field(name: name, value: newValue), at: index ?? fields.count)
    }
  }

  /// Every value for `name` (case-insensitive), in order.
  ///
  /// - Parameter name: The field name, in any case.
  /// - Returns: The values, empty when the field is absent.
  public func values(for name: String) -> [String] {
    fields.filter { Self.same($0.name, name) }.map(\.value)
  }

  /// Whether a field called `name` (case-insensitive) is present.
  ///
  /// - Parameter name: The field name, in any case.
  /// - Returns: `true` when at least one field has that name.
  public func contains(_ name: String) -> Bool { fields.contains { Self.same($0.name, name) } }

  /// Appends a field, keeping any existing fields of the same name.
  ///
  /// - Parameters:
  ///   - name: The field name; its case is preserved.
  ///   - value: The field value.
  public mutating func add(_ name: String, _ value: String) {
    fields.append(Field(name: name, value: value))
  }

  /// Removes every field called `name` (case-insensitive).
  ///
  /// - Parameter name: The field name, in any case.
  public mutating func remove(_ name: String) { fields.removeAll { Self.same($0.name, name) } }

  /// Whether a comma-separated field lists `token` (case-insensitive).
  ///
  /// For `Connection: keep-alive, close`, both tokens are listed.
  ///
  /// - Parameters:
  ///   - token: The token to look for.
  ///   - name: The field name, in any case.
  /// - Returns: `true` when any value of the field lists the token.
  public func hasToken(_ token: String, in name: String) -> Bool {
    values(for: name).contains { value in
      value.split(separator: ",").contains { Self.same(trimmed($0), token) }
    }
  }

  /// Iterates over the fields in order.
  ///
  /// - Returns: An iterator over the fields.
  public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

  /// Compares two header names the way HTTP does: ASCII case-insensitively.
  static func same<A: StringProtocol, B: StringProtocol>(_ lhs: A, _ rhs: B) -> Bool {
    lhs.utf8.count == rhs.utf8.count
      && zip(lhs.utf8, rhs.utf8).allSatisfy { asciiLower($0) == asciiLower($1) }
  }
}

/// Folds an ASCII upper-case letter to lower case and leaves every other byte alone.
func asciiLower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

/// Drops spaces and tabs from both ends.
func trimmed<S: StringProtocol>(_ text: S) -> String {
  let bytes = Array(text.utf8)
  let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
  guard let first = bytes.firstIndex(where: { !isSpace($0) }),
    let last = bytes.lastIndex(where: { !isSpace($0) })
  else { return "" }
  return String(decoding: bytes[first...last], as: UTF8.self)
}
