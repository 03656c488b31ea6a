import Foundation
import Streams

extension Provider {
  /// The endpoints of the identical requests in flight that share one call, each with the
  /// number of requests that have joined it, as Moya's `inflightRequests` lists them; empty
  /// unless the provider was made with `trackInflights: true`.
  ///
  /// An endpoint is listed from its first request's subscription until the call's response
  /// (or error) comes out, or until every request sharing it has been disposed. Moya keeps
  /// each joined request's completion closure; here the count of them stands in its place.
  public var inflightRequests: [Endpoint: Int] {
    guard trackInflights, let coalescer = interceptors.first as? RequestCoalescer else {
      return [:]
    }
    return coalescer.inflightEndpoints
  }

  /// `interceptors` with a coalescer of every method outermost, in place of any coalescer in
  /// them (keeping the first one's ignored headers): what `trackInflights: true` runs.
  static func trackingInflights(_ interceptors: [RequestInterceptor]) -> [RequestInterceptor] {
    let given = interceptors.lazy.compactMap { $0 as? RequestCoalescer }.first
    let tracker = RequestCoalescer(
      ignoringHeaders: given?.ignoredHeaders ?? RequestKey.ignoredHeaders, sharing: .everyMethod)
    return [tracker] + interceptors.filter { !($0 is RequestCoalescer) }
  }
}
