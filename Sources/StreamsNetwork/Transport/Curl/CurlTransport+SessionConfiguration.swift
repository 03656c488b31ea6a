#if os(Linux)
import Foundation
import FoundationNetworking

/// A `URLSessionConfiguration`, as the libcurl transport honours it.
extension CurlTransport.Configuration {
  /// The settings a `URLSession` made from `session` would apply that the libcurl transport
  /// can: its additional headers, its two timeouts and its proxies.
  ///
  /// - `httpAdditionalHeaders` are added to every request that does not set them itself
  ///   (string names and values; others are skipped), as a session adds them.
  /// - `timeoutIntervalForRequest` is the deadline of every request that keeps `URLRequest`'s
  ///   default `timeoutInterval` (60 seconds, which the provider leaves alone unless the
  ///   target sets ``TargetType/timeoutInterval``), as FoundationNetworking uses it for a
  ///   request that sets none. The libcurl transport counts it for the whole request,
  ///   redirects included, as it counts every `timeoutInterval`.
  /// - `timeoutIntervalForResource` bounds every request, whatever its own timeout.
  /// - `connectionProxyDictionary`: `nil` (the default) keeps the environment's proxies;
  ///   a dictionary sets ``httpProxy``, ``httpsProxy`` and ``proxyExceptions`` from its
  ///   `HTTPEnable`/`HTTPProxy`/`HTTPPort`, `HTTPSEnable`/`HTTPSProxy`/`HTTPSPort` and
  ///   `ExceptionsList` keys, and nothing else goes through a proxy (as on Apple platforms;
  ///   FoundationNetworking ignores the dictionary).
  ///
  /// The rest (cookies, caching, connection limits, TLS settings) is not taken: ``caFile``
  /// and ``maximumConnectionsPerHost`` are set here directly.
  ///
  /// - Parameter session: the session configuration to read.
  public init(_ session: URLSessionConfiguration) {
    self.init(additionalHeaders: session.stringHeaders)
    timeoutIntervalForRequest = session.timeoutIntervalForRequest
    timeoutIntervalForResource = session.timeoutIntervalForResource
    takeProxies(from: session.connectionProxyDictionary)
  }

  /// `URLRequest`'s own `timeoutInterval`, which a request has until someone sets another.
  static let defaultRequestTimeout = URLRequest(url: URL(fileURLWithPath: "/")).timeoutInterval

  /// `request` with the configuration's timeouts applied.
  ///
  /// ``timeoutIntervalForRequest`` replaces the default timeout, then
  /// ``timeoutIntervalForResource`` bounds the result. The request is untouched (and not
  /// copied) when neither applies.
  ///
  /// - Parameter request: the request as the caller gave it.
  /// - Returns: the request to send.
  package func applyingTimeouts(to request: consuming TransportRequest) -> TransportRequest {
    guard timeoutIntervalForRequest != nil || timeoutIntervalForResource != nil else {
      return request
    }
    let current = request.urlRequest.timeoutInterval
    var timeout = current
    if let perRequest = timeoutIntervalForRequest, current == Self.defaultRequestTimeout {
      timeout = perRequest
    }
    if let resource = timeoutIntervalForResource, resource > 0,
      !(timeout > 0 && timeout <= resource)
    {
      timeout = resource
    }
    guard timeout != current else { return request }
    var adjusted = request
    adjusted.urlRequest.timeoutInterval = timeout
    return adjusted
  }
}
#endif
