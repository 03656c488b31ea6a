import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A value that can become a `URLRequest`, as Alamofire's `URLRequestConvertible`.
public protocol URLRequestConvertible {
  /// The request this value describes.
  ///
  /// - Returns: the request.
  /// - Throws: when the value cannot describe a valid request.
  func asURLRequest() throws -> URLRequest
}

extension URLRequestConvertible {
  /// The request, or `nil` when ``asURLRequest()`` throws.
  public var urlRequest: URLRequest? { try? asURLRequest() }
}

extension URLRequest: URLRequestConvertible {
  /// The request itself.
  ///
  /// - Returns: `self`.
  public func asURLRequest() -> URLRequest { self }
}

/// Writes parameters into a request (its URL query or its body), as Alamofire's
/// `ParameterEncoding`.
///
/// Conforming types: ``URLEncoding``, ``JSONEncoding``.
public protocol ParameterEncoding {
  /// Returns `urlRequest` with `parameters` written into it.
  ///
  /// - Parameters:
  ///   - urlRequest: the request to encode into.
  ///   - parameters: the parameters; `nil` leaves the request unchanged.
  /// - Returns: the encoded request.
  /// - Throws: ``ParameterEncodingError`` when the parameters cannot be encoded, or the error
  ///   `urlRequest.asURLRequest()` throws.
  func encode(_ urlRequest: any URLRequestConvertible, with parameters: [String: Any]?) throws
    -> URLRequest
}

/// Why a ``ParameterEncoding`` could not encode; ``Endpoint/urlRequest()`` wraps it in
/// ``NetworkError/parameterEncoding(_:)``.
public enum ParameterEncodingError: Error, CustomStringConvertible {
  /// The request has no URL to put query items in.
  case missingURL
  /// The URL with the encoded query is not a valid URL.
  case invalidURL(String)
  /// The parameters are not a JSON object (a value is not a string, number, bool, null,
  /// array or dictionary, or a number is NaN or infinite).
  case invalidJSONObject
  /// `JSONSerialization` failed with the error.
  case jsonEncodingFailed(any Error)
  /// A value claims to be percent-encoded but holds characters a query cannot hold.
  case invalidPercentEncoding(name: String, value: String)
  /// `requestCompositeParameters` was given a body encoding that does not write the body (a
  /// ``URLEncoding`` with a destination other than ``URLEncoding/Destination/httpBody``).
  case bodyEncodingNotHTTPBody

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .missingURL:
      "The request has no URL to add query parameters to."
    case .invalidURL(let url):
      "Adding the query parameters gave an invalid URL: \(url)."
    case .invalidJSONObject:
      "The parameters are not a valid JSON object: every value must be a string, a finite "
        + "number, a bool, NSNull, an array or a dictionary with string keys."
    case .jsonEncodingFailed(let error):
      "JSON serialization of the parameters failed: \(error.localizedDescription)"
    case .invalidPercentEncoding(let name, let value):
      "The pre-encoded value \"\(value)\" for \"\(name)\" holds characters a query cannot "
        + "hold; encode it with SearchQuery or pass it as a plain value."
    case .bodyEncodingNotHTTPBody:
      "requestCompositeParameters needs a body encoding: use URLEncoding.httpBody or "
        + "JSONEncoding, and put query parameters in urlParameters."
    }
  }
}

extension ParameterEncodingError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
