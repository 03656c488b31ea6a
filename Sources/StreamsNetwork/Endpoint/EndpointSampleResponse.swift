import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a stubbed request answers, as Moya's `EndpointSampleResponse`.
public enum EndpointSampleResponse {
  /// A response with this status and body.
  case networkResponse(Int, Data)
  /// This exact `HTTPURLResponse` (headers included) and body.
  case response(HTTPURLResponse, Data)
  /// A transport failure.
  case networkError(NSError)
}
