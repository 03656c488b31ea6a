import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a ``URLSessionTransport`` hands its session: requests and a configuration without any
/// `Proxy-*` header field, and with their timeouts as FoundationNetworking counts them.
///
/// `Proxy-Authorization` (and every `Proxy-*` field) is for a proxy, never for a server. A
/// session cannot be told to send a field to its proxy only: FoundationNetworking on Linux
/// passes a request's fields to libcurl as the server's, so a request that goes directly, or
/// through an `https` proxy's `CONNECT` tunnel, would carry the proxy's credentials to the
/// server; Apple's URLSession documents `Proxy-Authorization` as a field it manages itself,
/// which it may drop or overwrite. The transport drops these fields on every platform, from
/// the request and from the configuration's `httpAdditionalHeaders`; proxy credentials go in
/// the proxy's own settings instead (the proxy URL of `http_proxy` / `https_proxy` on Linux, the
/// system's proxy settings on Apple platforms).
extension URLSessionTransport {
  /// `request` as the session sends it: no `Proxy-*` field, a fractional timeout rounded up;
  /// untouched (and not copied) when it needs neither.
  static func adjusted(_ request: URLRequest) -> URLRequest {
    withoutProxyFields(roundingTimeout(request))
  }

  /// `configuration` as the session is made with it: no `Proxy-*` additional header, a
  /// fractional request timeout rounded up; a copy when it needs either, never changed itself.
  static func adjusted(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
    withoutProxyFields(roundingTimeout(configuration))
  }

  /// `request` without its `Proxy-*` fields; untouched (and not copied) when it has none.
  static func withoutProxyFields(_ request: URLRequest) -> URLRequest {
    guard let fields = request.allHTTPHeaderFields,
      fields.keys.contains(where: ProxyHeaderField.matches)
    else { return request }
    var copy = request
    for name in fields.keys where ProxyHeaderField.matches(name) {
      copy.setValue(nil, forHTTPHeaderField: name)
    }
    return copy
  }

  /// `configuration`, or a copy of it whose additional headers have no `Proxy-*` field.
  static func withoutProxyFields(_ configuration: URLSessionConfiguration)
    -> URLSessionConfiguration
  {
    guard let headers = configuration.httpAdditionalHeaders,
      headers.keys.contains(where: { ($0 as? String).map(ProxyHeaderField.matches) ?? false }),
      let copy = configuration.copy() as? URLSessionConfiguration
    else { return configuration }
    copy.httpAdditionalHeaders = headers.filter { key, _ in
      !((key as? String).map(ProxyHeaderField.matches) ?? false)
    }
    return copy
  }
}
