import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A server's answer: status, body, and the request and `HTTPURLResponse` behind it, as Moya's
/// `Response`.
///
/// Immutable, so it is `Sendable` and can travel inside ``NetworkError`` across threads: every
/// stored property is a `let` of a `Sendable` type (`HTTPURLResponse` is itself immutable once
/// made; one a transport left to be made from its head is made once, under a lock, on first
/// read). Mapping methods (`filter…`, `map…`) live in extensions and throw ``NetworkError``.
public final class Response: Sendable {
  /// The HTTP status code.
  public let statusCode: Int
  /// The body.
  public let data: Data
  /// The request that was sent, when known.
  public let request: URLRequest?
  /// The HTTP response, when there was one (stubbed responses may have none).
  ///
  /// A response the libcurl transport delivered makes it from the head on the first read,
  /// once: every read returns the same object.
  public var response: HTTPURLResponse? { http.response }
  private let http: HTTPResponseSource

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - statusCode: the HTTP status code.
  ///   - data: the body.
  ///   - request: the request that was sent, if known.
  ///   - response: the HTTP response, if any.
  public init(
    statusCode: Int, data: Data, request: URLRequest? = nil, response: HTTPURLResponse? = nil
  ) {
    self.statusCode = statusCode
    self.data = data
    self.request = request
    http = .made(response)
  }

  /// A response whose `HTTPURLResponse` is made from `head` when first read.
  ///
  /// - Parameters:
  ///   - data: the body.
  ///   - request: the request that was sent.
  ///   - head: the response's head, as the transport received it.
  package init(data: Data, request: URLRequest?, head: HTTPResponseHead) {
    statusCode = head.statusCode
    self.data = data
    self.request = request
    http = .deferring(head)
  }

  /// The header fields, names as the response spelled them.
  ///
  /// Empty without an `HTTPURLResponse`. Look names up with ``header(_:)``, which ignores
  /// case.
  public var headers: [String: String] {
    guard let fields = response?.allHeaderFields else { return [:] }
    var headers: [String: String] = [:]
    for (name, value) in fields {
      headers["\(name.base)"] = "\(value)"
    }
    return headers
  }

  /// The value of the header `name`, whatever its case.
  ///
  /// - Parameter name: the header name, e.g. `content-type`.
  /// - Returns: the value, or `nil` when the response has no such header.
  public func header(_ name: String) -> String? {
    guard let fields = response?.allHeaderFields else { return nil }
    let wanted = name.lowercased()
    for (key, value) in fields where "\(key.base)".lowercased() == wanted {
      return "\(value)"
    }
    return nil
  }

  /// The URL the response came from: the `HTTPURLResponse`'s, else the request's.
  public var url: URL? { response?.url ?? request?.url }
}

extension Response: CustomStringConvertible, CustomDebugStringConvertible {
  /// `Status Code: 200, Data Length: 42`, as Moya prints it.
  public var description: String { "Status Code: \(statusCode), Data Length: \(data.count)" }

  /// The same as ``description``.
  public var debugDescription: String { description }
}

extension Response: Equatable {
  /// Whether two responses have the same status, body and `HTTPURLResponse`, as Moya compares
  /// them (the request is not compared).
  ///
  /// - Parameters:
  ///   - lhs: a response.
  ///   - rhs: another response.
  /// - Returns: `true` when status, data and response are equal.
  public static func == (lhs: Response, rhs: Response) -> Bool {
    lhs.statusCode == rhs.statusCode && lhs.data == rhs.data && lhs.response == rhs.response
  }
}
