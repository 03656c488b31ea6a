import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One `name=value` pair of a query, for targets that need their query in a fixed order or a
/// value encoded by hand (a ``SearchQuery``).
///
///     QueryItem("query", SearchQuery("swift", .qualifier("user", "marty-suzuki")))
///     QueryItem("page", "2")
///     // query=swift+user:marty-suzuki&page=2
public struct QueryItem: Hashable, Sendable {
  /// The decoded name.
  public let name: String
  /// The value, percent-encoded; `nil` writes the name alone.
  public let percentEncodedValue: String?

  /// An item whose value is percent-encoded as ``URLEncoding`` does.
  ///
  /// - Parameters:
  ///   - name: the decoded name.
  ///   - value: the decoded value, or `nil` to write the name alone.
  public init(_ name: String, _ value: String?) {
    self.name = name
    self.percentEncodedValue = value.map(PercentEncoding.escapeQuery)
  }

  /// An item whose value is already encoded (a ``SearchQuery``, say).
  ///
  /// - Parameters:
  ///   - name: the decoded name.
  ///   - value: the encoded value, written as it is.
  public init(_ name: String, _ value: some PercentEncodedQueryValue) {
    self.name = name
    self.percentEncodedValue = value.percentEncodedQueryValue
  }

  /// The item as `name=value`, name percent-encoded.
  public var percentEncoded: String {
    let encodedName = PercentEncoding.escapeQuery(name)
    return percentEncodedValue.map { "\(encodedName)=\($0)" } ?? encodedName
  }

  /// The items joined by `&`, in the order given.
  ///
  /// - Parameter items: the items.
  /// - Returns: the percent-encoded query, without `?`.
  /// - Throws: ``ParameterEncodingError/invalidPercentEncoding(name:value:)`` when a
  ///   pre-encoded value holds characters a query cannot.
  public static func percentEncodedQuery(_ items: [QueryItem]) throws -> String {
    for item in items {
      if let value = item.percentEncodedValue, !PercentEncoding.isValidEncodedQuery(value) {
        throw ParameterEncodingError.invalidPercentEncoding(name: item.name, value: value)
      }
    }
    return items.map(\.percentEncoded).joined(separator: "&")
  }
}

/// Writes ordered ``QueryItem``s into the URL's query, then any parameters as
/// ``URLEncoding/queryString`` does (after them, keys sorted).
///
///     .requestParameters(parameters: [:], encoding: QueryItemEncoding([
///       QueryItem("query", SearchQuery("swift")), QueryItem("page", "2"),
///     ]))
public struct QueryItemEncoding: ParameterEncoding, Sendable {
  /// The items, written first and in order.
  public let items: [QueryItem]
  /// How the parameters after the items are encoded.
  public let urlEncoding: URLEncoding

  /// Creates an encoding.
  ///
  /// - Parameters:
  ///   - items: the items, in order.
  ///   - urlEncoding: how parameters are written after them; its destination is ignored (the
  ///     query is always used).
  public init(_ items: [QueryItem], urlEncoding: URLEncoding = .queryString) {
    self.items = items
    self.urlEncoding = URLEncoding(
      destination: .queryString, arrayEncoding: urlEncoding.arrayEncoding,
      boolEncoding: urlEncoding.boolEncoding)
  }

  /// Appends the items and the parameters to the URL's query.
  ///
  /// - Parameters:
  ///   - urlRequest: the request.
  ///   - parameters: more parameters, written after the items.
  /// - Returns: the encoded request.
  /// - Throws: ``ParameterEncodingError``.
  public func encode(_ urlRequest: any URLRequestConvertible, with parameters: [String: Any]?)
    throws -> URLRequest
  {
    var request = try urlRequest.asURLRequest()
    guard let url = request.url else { throw ParameterEncodingError.missingURL }
    var parts = [try QueryItem.percentEncodedQuery(items)]
    if let parameters, !parameters.isEmpty { parts.append(try urlEncoding.query(parameters)) }
    let query = parts.filter { !$0.isEmpty }.joined(separator: "&")
    guard !query.isEmpty else { return request }
    request.url = try URLEncoding.appending(query: query, to: url)
    return request
  }
}
