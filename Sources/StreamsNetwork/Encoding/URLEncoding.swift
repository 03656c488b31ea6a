import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as `application/x-www-form-urlencoded` text, in the URL's query or the
/// body, as Alamofire's `URLEncoding`.
///
/// Keys are sorted at every level, so the same parameters always give the same bytes; nested
/// dictionaries become `a[b]=c` and arrays follow ``arrayEncoding``. Keys and values are
/// percent-encoded per RFC 3986, keeping only unreserved characters and `/` `?` (brackets the
/// encoder adds to keys are escaped too: `a%5Bb%5D=c`, exactly as Alamofire). A value that
/// conforms to ``PercentEncodedQueryValue`` (such as ``SearchQuery``) is written as it is.
/// `nil` optionals and `NSNull` values are left out.
public struct URLEncoding: ParameterEncoding, Sendable {
  /// Where the encoded parameters go.
  public enum Destination: Sendable {
    /// The query for `GET`, `HEAD` and `DELETE`; the body otherwise.
    case methodDependent
    /// The URL's query, whatever the method.
    case queryString
    /// The body, whatever the method.
    case httpBody

    /// Whether a request with `method` gets the parameters in its URL.
    ///
    /// - Parameter method: the request's method.
    /// - Returns: `true` for the query, `false` for the body.
    public func encodesParametersInURL(for method: HTTPMethod) -> Bool {
      switch self {
      case .methodDependent: [.get, .head, .delete].contains(method)
      case .queryString: true
      case .httpBody: false
      }
    }
  }

  /// How array elements are keyed.
  public enum ArrayEncoding: Sendable {
    /// `key[]=1&key[]=2`.
    case brackets
    /// `key=1&key=2`.
    case noBrackets
    /// `key[0]=1&key[1]=2`.
    case indexInBrackets

    /// The key for the element at `index` of the array under `key`.
    ///
    /// - Parameters:
    ///   - key: the array's key.
    ///   - index: the element's position.
    /// - Returns: the element's key, before percent-encoding.
    public func encode(key: String, atIndex index: Int) -> String {
      switch self {
      case .brackets: "\(key)[]"
      case .noBrackets: key
      case .indexInBrackets: "\(key)[\(index)]"
      }
    }
  }

  /// How booleans are written.
  public enum BoolEncoding: Sendable {
    /// `1` and `0`.
    case numeric
    /// `true` and `false`.
    case literal

    /// The text for `value`.
    ///
    /// - Parameter value: the boolean.
    /// - Returns: its text.
    public func encode(value: Bool) -> String {
      switch self {
      case .numeric: value ? "1" : "0"
      case .literal: value ? "true" : "false"
      }
    }
  }

  /// Query for `GET`, `HEAD`, `DELETE`, body otherwise.
  public static var `default`: URLEncoding { URLEncoding() }
  /// Always the query.
  public static var queryString: URLEncoding { URLEncoding(destination: .queryString) }
  /// Always the body.
  public static var httpBody: URLEncoding { URLEncoding(destination: .httpBody) }

  /// Where the parameters go.
  public let destination: Destination
  /// How arrays are keyed.
  public let arrayEncoding: ArrayEncoding
  /// How booleans are written.
  public let boolEncoding: BoolEncoding

  /// Creates an encoding.
  ///
  /// - Parameters:
  ///   - destination: where the parameters go; method-dependent by default.
  ///   - arrayEncoding: how arrays are keyed; `key[]` by default.
  ///   - boolEncoding: how booleans are written; `1`/`0` by default.
  public init(
    destination: Destination = .methodDependent, arrayEncoding: ArrayEncoding = .brackets,
    boolEncoding: BoolEncoding = .numeric
  ) {
    self.destination = destination
    self.arrayEncoding = arrayEncoding
    self.boolEncoding = boolEncoding
  }

  /// Writes `parameters` into the query or the body of `urlRequest`.
  ///
  /// A body gets `Content-Type: application/x-www-form-urlencoded; charset=utf-8` unless the
  /// request already names one. Empty parameters leave the URL unchanged.
  ///
  /// - Parameters:
  ///   - urlRequest: the request.
  ///   - parameters: the parameters; `nil` leaves the request unchanged.
  /// - Returns: the encoded request.
  /// - Throws: ``ParameterEncodingError/missingURL`` for a query without a URL,
  ///   ``ParameterEncodingError/invalidPercentEncoding(name:value:)`` for a pre-encoded value
  ///   that is not.
  public func encode(_ urlRequest: any URLRequestConvertible, with parameters: [String: Any]?)
    throws -> URLRequest
  {
    var request = try urlRequest.asURLRequest()
    guard let parameters else { return request }
    let method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
    if destination.encodesParametersInURL(for: method) {
      guard let url = request.url else { throw ParameterEncodingError.missingURL }
      guard !parameters.isEmpty else { return request }
      request.url = try URLEncoding.appending(query: try query(parameters), to: url)
    } else {
      if request.value(forHTTPHeaderField: "Content-Type") == nil {
        request.setValue(
          "application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
      }
      request.httpBody = Data(try query(parameters).utf8)
    }
    return request
  }

  /// Percent-encodes a query key or value as this encoding does.
  ///
  /// - Parameter string: the decoded text.
  /// - Returns: the text with every byte but unreserved characters, `/` and `?` as `%XX`.
  public func escape(_ string: String) -> String {
    PercentEncoding.escapeQuery(string)
  }

  /// The encoded `key=value` pairs joined by `&`, keys sorted.
  func query(_ parameters: [String: Any]) throws -> String {
    var components: [String] = []
    for key in parameters.keys.sorted() {
      if let value = parameters[key] { try append(key: key, value: value, to: &components) }
    }
    return components.joined(separator: "&")
  }

  private func append(key: String, value: Any, to components: inout [String]) throws {
    guard let value = URLEncoding.unwrapped(value) else { return }
    if let encoded = value as? any PercentEncodedQueryValue {
      let text = encoded.percentEncodedQueryValue
      guard PercentEncoding.isValidEncodedQuery(text) else {
        throw ParameterEncodingError.invalidPercentEncoding(name: key, value: text)
      }
      components.append("\(escape(key))=\(text)")
    } else if let dictionary = value as? [String: Any] {
      for nestedKey in dictionary.keys.sorted() {
        if let nested = dictionary[nestedKey] {
          try append(key: "\(key)[\(nestedKey)]", value: nested, to: &components)
        }
      }
    } else if let array = value as? [Any] {
      for (index, element) in array.enumerated() {
        try append(
          key: arrayEncoding.encode(key: key, atIndex: index), value: element, to: &components)
      }
    } else {
      components.append("\(escape(key))=\(escape(text(of: value)))")
    }
  }

  /// The text of a scalar: booleans per ``boolEncoding`` (a boolean `NSNumber`, as
  /// `JSONSerialization` makes, counts), anything else as it describes itself.
  private func text(of value: Any) -> String {
    if type(of: value) == Bool.self, let bool = value as? Bool {
      return boolEncoding.encode(value: bool)
    }
    if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
      if String(cString: number.objCType) == "c" {
        return boolEncoding.encode(value: number.boolValue)
      }
      return number.stringValue
    }
    return "\(value)"
  }

  /// `value` without `Optional` wrapping; `nil` for `nil` and `NSNull`.
  static func unwrapped(_ value: Any) -> Any? {
    if value is NSNull { return nil }
    if let optional = value as? any OptionalValue { return optional.wrappedAny.flatMap(unwrapped) }
    return value
  }

  /// `url` with `query` appended to its query (after `&` when it already has one).
  static func appending(query: String, to url: URL) throws -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw ParameterEncodingError.invalidURL(url.absoluteString)
    }
    let existing = components.percentEncodedQuery.map { $0.isEmpty ? "" : $0 + "&" } ?? ""
    components.percentEncodedQuery = existing + query
    guard let result = components.url else {
      throw ParameterEncodingError.invalidURL(url.absoluteString + "?" + query)
    }
    return result
  }
}

/// Lets ``URLEncoding`` see through an `Optional` stored as `Any`.
protocol OptionalValue {
  var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
  var wrappedAny: Any? { self.map { $0 as Any } }
}
