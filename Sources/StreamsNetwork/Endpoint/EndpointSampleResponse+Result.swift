import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension EndpointSampleResponse {
  /// The outcome a stubbed attempt produces, before validation: a response carrying the
  /// request it answers, or the sample's error as ``NetworkError/underlying(_:_:)``.
  ///
  /// One job of an attempt (stubs), apart so it can be tested alone.
  ///
  /// - Parameter request: the request being answered, as the response's `request`.
  /// - Returns: the stubbed outcome.
  package func result(for request: URLRequest) -> Result<Response, NetworkError> {
    switch self {
    case .networkResponse(let status, let data):
      return .success(Response(statusCode: status, data: data, request: request, response: nil))
    case .response(let http, let data):
      return .success(
        Response(statusCode: http.statusCode, data: data, request: request, response: http))
    case .networkError(let error):
      return .failure(.underlying(error, nil))
    }
  }
}
