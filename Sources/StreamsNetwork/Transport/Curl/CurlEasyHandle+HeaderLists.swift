#if os(Linux)
import CStreamsCurl
import Foundation

/// The request's header fields as libcurl's lists.
extension CurlEasyHandle {
  /// The request's header fields as libcurl's lists, one for the server, one for a proxy.
  ///
  /// The proxy's has the `Proxy-*` fields. Each line is "Name: value", or "Name;" for an
  /// empty value (libcurl would drop "Name:"). With a body, the server's list has an empty
  /// `Expect` unless the request sets one, so that libcurl does not wait for a `100 Continue`
  /// the server may never send, and, but for a `POST`, no `Content-Type` the request did not
  /// give.
  static func headerLists(for spec: CurlRequestSpec, sendsBody: Bool)
    -> (server: UnsafeMutableRawPointer?, proxy: UnsafeMutableRawPointer?)
  {
    var list: UnsafeMutableRawPointer?
    var proxyList: UnsafeMutableRawPointer?
    for (name, value) in spec.headers {
      let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
      if ProxyHeaderField.matches(name) {
        proxyList = line.withCString { scurl_slist_append(proxyList, $0) } ?? proxyList
      } else {
        list = line.withCString { scurl_slist_append(list, $0) } ?? list
      }
    }
    if sendsBody, spec.header("Expect") == nil {
      list = scurl_slist_append(list, "Expect:") ?? list
    }
    // libcurl labels any body it sends as a form; URLSession does so for a POST only.
    if sendsBody, spec.method != "POST", spec.header("Content-Type") == nil {
      list = scurl_slist_append(list, "Content-Type:") ?? list
    }
    return (list, proxyList)
  }
}
#endif
