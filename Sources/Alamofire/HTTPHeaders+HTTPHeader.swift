import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPHeaders: ExpressibleByArrayLiteral, Sequence {
  /// The fields given, in order; a name given twice (in any case) keeps the last value.
  ///
  /// - Parameter headers: the fields.
  public init(_ headers: [HTTPHeader]) {
    self.init()
    for header in headers { update(header) }
  }

  /// The fields of an array literal, in order: `[.accept("application/json")]`.
  ///
  /// - Parameter elements: the fields.
  public init(arrayLiteral elements: HTTPHeader...) {
    self.init(elements)
  }

  /// Adds `header`, or replaces the value of a field with its name (ignoring case).
  ///
  /// - Parameter header: the field.
  public mutating func add(_ header: HTTPHeader) {
    update(header)
  }

  /// Sets the field named as `header` (ignoring case), adding it at the end when it is new.
  ///
  /// - Parameter header: the field.
  public mutating func update(_ header: HTTPHeader) {
    update(name: header.name, value: header.value)
  }

  /// The fields, in order.
  ///
  /// - Returns: an iterator over the fields.
  public func makeIterator() -> IndexingIterator<[HTTPHeader]> {
    let headers = orderedFields.map { HTTPHeader(name: $0.name, value: $0.value) }
    return headers.makeIterator()
  }
}

extension URLRequest {
  /// The request's header fields as Alamofire's `HTTPHeaders`; setting it replaces them all.
  public var headers: HTTPHeaders {
    get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
    set { allHTTPHeaderFields = newValue.dictionary }
  }
}
