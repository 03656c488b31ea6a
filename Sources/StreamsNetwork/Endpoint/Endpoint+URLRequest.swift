import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Endpoint {
  /// The request this endpoint describes: URL, method, headers, timeout, and the task's body
  /// and query.
  ///
  /// Upload and download tasks contribute only their URL parameters; the transport sends the
  /// file, multipart body (see ``MultipartFormDataEncoder``) or download. An `Encodable` body
  /// without a custom encoder is encoded with sorted keys, so equal values give equal requests.
  ///
  /// - Returns: the request.
  /// - Throws: ``NetworkError/requestMapping(_:)`` when ``url`` is not a valid URL,
  ///   ``NetworkError/encodableMapping(_:)`` when an `Encodable` body throws,
  ///   ``NetworkError/parameterEncoding(_:)`` when parameters cannot be encoded.
  public func urlRequest() throws(NetworkError) -> URLRequest {
    guard let requestURL = resolvedURL ?? URL(string: url) else {
      throw NetworkError.requestMapping(url)
    }
    var request = URLRequest(url: requestURL)
    // GET is URLRequest's default; its setter is costly on Linux, so skip it for GET.
    if method != .get { request.httpMethod = method.rawValue }
    // A new request has no header fields: nothing to set without any (a costly setter).
    if httpHeaderFields != nil { request.allHTTPHeaderFields = httpHeaderFields }
    // A timeout too long for a clock is none (FoundationNetworking traps on one).
    if let timeoutInterval, RequestDeadline.countable(timeoutInterval) != nil {
      request.timeoutInterval = timeoutInterval
    }
    #if canImport(Darwin)
    request.allowsConstrainedNetworkAccess = allowsConstrainedNetworkAccess
    #endif
    let query = URLEncoding(destination: .queryString)
    switch task {
    case .requestPlain, .uploadFile, .uploadMultipart, .downloadDestination:
      return request
    case .requestData(let data):
      request.httpBody = data
      return request
    case .requestJSONEncodable(let encodable):
      return try Endpoint.encode(encodable, into: request, using: Endpoint.sortedKeysEncoder())
    case .requestCustomJSONEncodable(let encodable, let encoder):
      return try Endpoint.encode(encodable, into: request, using: encoder)
    case .requestParameters(let parameters, let encoding):
      return try Endpoint.encode(parameters, into: request, using: encoding)
    case .requestCompositeData(let bodyData, let urlParameters):
      request.httpBody = bodyData
      return try Endpoint.encode(urlParameters, into: request, using: query)
    case .requestCompositeParameters(let bodyParameters, let bodyEncoding, let urlParameters):
      if let urlEncoding = bodyEncoding as? URLEncoding, urlEncoding.destination != .httpBody {
        throw NetworkError.parameterEncoding(ParameterEncodingError.bodyEncodingNotHTTPBody)
      }
      let withBody = try Endpoint.encode(bodyParameters, into: request, using: bodyEncoding)
      return try Endpoint.encode(urlParameters, into: withBody, using: query)
    case .uploadCompositeMultipart(_, let urlParameters):
      return try Endpoint.encode(urlParameters, into: request, using: query)
    case .downloadParameters(let parameters, let encoding, _):
      return try Endpoint.encode(parameters, into: request, using: encoding)
    }
  }

  private static func sortedKeysEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  private static func encode(
    _ encodable: any Encodable, into request: URLRequest, using encoder: JSONEncoder
  ) throws(NetworkError) -> URLRequest {
    var request = request
    do {
      request.httpBody = try encoder.encode(encodable)
    } catch {
      throw NetworkError.encodableMapping(error)
    }
    if request.value(forHTTPHeaderField: "Content-Type") == nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    return request
  }

  private static func encode(
    _ parameters: [String: Any], into request: URLRequest, using encoding: any ParameterEncoding
  ) throws(NetworkError) -> URLRequest {
    do {
      return try encoding.encode(request, with: parameters)
    } catch {
      throw NetworkError.parameterEncoding(error)
    }
  }
}
