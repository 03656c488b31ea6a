import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's `HTTPHeaders`, as far as Moya apps use it: header fields by name, names
/// compared ignoring case, in the order they were added.
///
/// Its main use is configuring a ``Session``: `configuration.headers = .default`. A target's
/// headers stay a `[String: String]`, as in Moya.
public struct HTTPHeaders: Hashable, Sendable, ExpressibleByDictionaryLiteral,
  CustomStringConvertible
{
  private var fields: [(name: String, value: String)] = []

  /// No header fields.
  public init() {}

  /// The fields of a dictionary.
  ///
  /// - Parameter dictionary: names and values; a name given twice in different case keeps one.
  public init(_ dictionary: [String: String]) {
    for (name, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      update(name: name, value: value)
    }
  }

  /// The fields of a dictionary literal, in order.
  ///
  /// - Parameter elements: names and values.
  public init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { update(name: name, value: value) }
  }

  /// The headers Alamofire adds by default, as far as they are not the transport's own:
  /// `Accept-Language` from the user's preferred languages (up to six, in order, with falling
  /// `q` values).
  ///
  /// `Accept-Encoding` and `User-Agent` are left to the transport, which sends its own (and
  /// decodes what it asked for); Alamofire sets both.
  public static var `default`: HTTPHeaders {
    let languages = Locale.preferredLanguages.prefix(6).enumerated().map { index, language in
      index == 0 ? language : "\(language);q=\(String(format: "%.1f", 1 - Double(index) / 10))"
    }
    guard !languages.isEmpty else { return HTTPHeaders() }
    return ["Accept-Language": languages.joined(separator: ", ")]
  }

  /// The value of the field named `name`, ignoring case; setting `nil` removes it.
  ///
  /// - Parameter name: the field name.
  public subscript(_ name: String) -> String? {
    get { value(for: name) }
    set {
      if let newValue { update(name: name, value: newValue) } else { remove(name: name) }
    }
  }

  /// The value of the field named `name`, ignoring case.
  ///
  /// - Parameter name: the field name.
  /// - Returns: the value, or `nil` when there is no such field.
  public func value(for name: String) -> String? {
    fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// Sets the field named `name` (ignoring case), adding it at the end when it is new.
  ///
  /// - Parameters:
  ///   - name: the field name.
  ///   - value: its value.
  public mutating func update(name: String, value: String) {
    if let index = fields.firstIndex(where: {
      $0.name.caseInsensitiveCompare(name) == .orderedSame
    }) {
      fields[index].value = value
    } else {
      fields.append((name, value))
    }
  }

  /// Alamofire's spelling of ``update(name:value:)``.
  ///
  /// - Parameters:
  ///   - name: the field name.
  ///   - value: its value.
  public mutating func add(name: String, value: String) { update(name: name, value: value) }

  /// Removes the field named `name`, ignoring case.
  ///
  /// - Parameter name: the field name.
  public mutating func remove(name: String) {
    fields.removeAll { $0.name.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// The fields in order, as name and value.
  var orderedFields: [(name: String, value: String)] { fields }

  /// The fields as a dictionary, as `URLRequest` and `URLSessionConfiguration` take them.
  public var dictionary: [String: String] {
    Dictionary(fields.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
  }

  /// One `Name: value` line per field, in order.
  public var description: String {
    fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
  }

  /// Whether both hold the same fields in the same order.
  ///
  /// - Parameters:
  ///   - lhs: some headers.
  ///   - rhs: other headers.
  /// - Returns: `true` when they are equal.
  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes the fields in order.
  ///
  /// - Parameter hasher: the hasher.
  public func hash(into hasher: inout Hasher) {
    for field in fields {
      hasher.combine(field.name)
      hasher.combine(field.value)
    }
  }
}
