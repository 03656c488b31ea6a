import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request once it has been built: what every stage of the provider's pipeline works on.
struct RequestContext<Target: TargetType> {
  /// The target being requested.
  let target: Target
  /// Its endpoint.
  let endpoint: Endpoint
  /// The request after every plugin's `prepare`; stages may adapt it (credentials, validators).
  var urlRequest: URLRequest
  /// Whether progress steps are wanted.
  let reportsProgress: Bool
  /// The subscription's whole-request deadline, which each attempt registers with; `nil`
  /// without a timeout.
  var deadline: RequestDeadline?
}
