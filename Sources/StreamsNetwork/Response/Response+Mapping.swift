import Foundation

/// Body mapping, as Moya's: JSON, strings and `Decodable` values, optionally at a key path.
///
/// Key paths are dot-separated dictionary keys (`"data.user"`), walked through the JSON
/// object; unlike Cocoa's key-value coding (which Moya uses on Apple platforms) they do not
/// map over arrays or take `@` operators.
extension Response {
  /// The body parsed with `JSONSerialization` (fragments allowed).
  ///
  /// - Parameter failsOnEmptyData: whether an empty body is an error; when `false` it maps to
  ///   `NSNull()`.
  /// - Returns: the JSON value (`[String: Any]`, `[Any]`, a string, a number or `NSNull`).
  /// - Throws: ``NetworkError/jsonMapping(_:)`` when the body is not JSON.
  public func mapJSON(failsOnEmptyData: Bool = true) throws(NetworkError) -> Any {
    if data.isEmpty && !failsOnEmptyData { return NSNull() }
    do {
      return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      throw NetworkError.jsonMapping(self)
    }
  }

  /// The body as UTF-8 text, or the string at a key path of its JSON.
  ///
  /// - Parameter keyPath: a dot-separated path to a string in the JSON body, or `nil` for the
  ///   whole body.
  /// - Returns: the string.
  /// - Throws: ``NetworkError/stringMapping(_:)`` when the body is not UTF-8 or the key path
  ///   holds no string; ``NetworkError/jsonMapping(_:)`` when a key path is given and the body
  ///   is not JSON.
  public func mapString(atKeyPath keyPath: String? = nil) throws(NetworkError) -> String {
    guard let keyPath else {
      guard let string = String(data: data, encoding: .utf8) else {
        throw NetworkError.stringMapping(self)
      }
      return string
    }
    guard let string = Response.value(atKeyPath: keyPath, in: try mapJSON()) as? String else {
      throw NetworkError.stringMapping(self)
    }
    return string
  }

  /// The body (or the value at a key path of it) decoded as `D`.
  ///
  /// A key path may lead to any JSON value, containers and scalars alike (`"count"` can be
  /// decoded as `Int`). With `failsOnEmptyData: false`, an empty body decodes as Moya does:
  /// from `{}`, else from `[{}]`, else (Streams adds this) from `null`, so a type with only
  /// optional properties, or an `Optional`, comes back instead of an error.
  ///
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - keyPath: a dot-separated path into the JSON body, or `nil` for the whole body.
  ///   - decoder: the decoder to use.
  ///   - failsOnEmptyData: whether an empty body is an error.
  /// - Returns: the decoded value.
  /// - Throws: ``NetworkError/jsonMapping(_:)`` when the body is not JSON or the key path
  ///   leads nowhere; ``NetworkError/objectMapping(_:_:)`` with the `DecodingError` when the
  ///   JSON does not fit `D`.
  public func map<D: Decodable>(
    _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(),
    failsOnEmptyData: Bool = true
  ) throws(NetworkError) -> D {
    var jsonData = data
    if let keyPath, !(data.isEmpty && !failsOnEmptyData) {
      guard let value = Response.value(atKeyPath: keyPath, in: try mapJSON()) else {
        throw NetworkError.jsonMapping(self)
      }
      do {
        jsonData = try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
      } catch {
        throw NetworkError.jsonMapping(self)
      }
    }
    if jsonData.isEmpty && !failsOnEmptyData {
      for empty in ["{}", "[{}]", "null"] {
        if let value = try? decoder.decode(D.self, from: Data(empty.utf8)) { return value }
      }
    }
    do {
      return try decoder.decode(D.self, from: jsonData)
    } catch {
      throw NetworkError.objectMapping(error, self)
    }
  }

  /// The value at a dot-separated key path of a JSON object, `nil` when a step is missing or
  /// not a dictionary.
  static func value(atKeyPath keyPath: String, in object: Any) -> Any? {
    var current = object
    for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
      guard let dictionary = current as? [String: Any], let next = dictionary[String(key)] else {
        return nil
      }
      current = next
    }
    return current
  }
}

/// Status filters: each returns the response when its status is accepted and throws
/// ``NetworkError/statusCode(_:)`` otherwise, as Moya's.
extension Response {
  /// This response if its status is in `statusCodes`.
  ///
  /// - Parameter statusCodes: the accepted statuses, e.g. `200...299`.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` for any other status.
  public func filter(statusCodes: ClosedRange<Int>) throws(NetworkError) -> Response {
    guard statusCodes.contains(statusCode) else { throw NetworkError.statusCode(self) }
    return self
  }

  /// This response if its status is in `statusCodes`.
  ///
  /// - Parameter statusCodes: the accepted statuses, e.g. `200..<300` or `500...`.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` for any other status.
  public func filter<R: RangeExpression>(statusCodes: R) throws(NetworkError) -> Response
  where R.Bound == Int {
    guard statusCodes.contains(statusCode) else { throw NetworkError.statusCode(self) }
    return self
  }

  /// This response if its status is `statusCode`.
  ///
  /// - Parameter statusCode: the accepted status.
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` for any other status.
  public func filter(statusCode: Int) throws(NetworkError) -> Response {
    try filter(statusCodes: statusCode...statusCode)
  }

  /// This response if its status is 2xx.
  ///
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` otherwise.
  public func filterSuccessfulStatusCodes() throws(NetworkError) -> Response {
    try filter(statusCodes: 200...299)
  }

  /// This response if its status is 2xx or 3xx.
  ///
  /// - Returns: `self`.
  /// - Throws: ``NetworkError/statusCode(_:)`` otherwise.
  public func filterSuccessfulStatusAndRedirectCodes() throws(NetworkError) -> Response {
    try filter(statusCodes: 200...399)
  }
}
