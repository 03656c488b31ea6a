import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as a JSON body with `JSONSerialization`, as Alamofire's `JSONEncoding`.
///
/// Keys are always sorted (`.sortedKeys` is added to the options), so the same parameters
/// give the same bytes. The body gets `Content-Type: application/json` unless the request
/// already names one. Parameters that are not a JSON object throw
/// ``ParameterEncodingError/invalidJSONObject`` instead of reaching `JSONSerialization`, which
/// traps on them on Apple platforms.
public struct JSONEncoding: ParameterEncoding, Sendable {
  /// Compact JSON.
  public static var `default`: JSONEncoding { JSONEncoding() }
  /// Indented JSON.
  public static var prettyPrinted: JSONEncoding { JSONEncoding(options: .prettyPrinted) }

  /// The writing options, always including `.sortedKeys`.
  public let options: JSONSerialization.WritingOptions

  /// Creates an encoding.
  ///
  /// - Parameter options: `JSONSerialization` writing options; `.sortedKeys` is added.
  public init(options: JSONSerialization.WritingOptions = []) {
    self.options = options.union(.sortedKeys)
  }

  /// Writes `parameters` as the JSON body of `urlRequest`.
  ///
  /// - Parameters:
  ///   - urlRequest: the request.
  ///   - parameters: the JSON object; `nil` leaves the request unchanged.
  /// - Returns: the encoded request.
  /// - Throws: ``ParameterEncodingError/invalidJSONObject`` or
  ///   ``ParameterEncodingError/jsonEncodingFailed(_:)``.
  public func encode(_ urlRequest: any URLRequestConvertible, with parameters: [String: Any]?)
    throws -> URLRequest
  {
    try encode(urlRequest, withJSONObject: parameters)
  }

  /// Writes any JSON value (an array, say) as the body of `urlRequest`.
  ///
  /// - Parameters:
  ///   - urlRequest: the request.
  ///   - jsonObject: an array or a dictionary of JSON values; `nil` leaves the request
  ///     unchanged.
  /// - Returns: the encoded request.
  /// - Throws: ``ParameterEncodingError/invalidJSONObject`` or
  ///   ``ParameterEncodingError/jsonEncodingFailed(_:)``.
  public func encode(_ urlRequest: any URLRequestConvertible, withJSONObject jsonObject: Any?)
    throws -> URLRequest
  {
    var request = try urlRequest.asURLRequest()
    guard let jsonObject else { return request }
    guard JSONSerialization.isValidJSONObject(jsonObject) else {
      throw ParameterEncodingError.invalidJSONObject
    }
    let data: Data
    do {
      data = try JSONSerialization.data(withJSONObject: jsonObject, options: options)
    } catch {
      throw ParameterEncodingError.jsonEncodingFailed(error)
    }
    if request.value(forHTTPHeaderField: "Content-Type") == nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    request.httpBody = data
    return request
  }
}
