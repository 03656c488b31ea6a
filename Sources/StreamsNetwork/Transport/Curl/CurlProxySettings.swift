#if os(Linux)
import Foundation

/// The proxy settings of a ``CurlTransport``, made once, and the libcurl options they give
/// each hop of a request (a redirect picks its own, for its URL).
///
/// For a URL whose scheme has a proxy set (``CurlTransport/Configuration/httpProxy`` or
/// ``CurlTransport/Configuration/httpsProxy``), that proxy with the configuration's
/// exceptions, whatever the environment says. Otherwise libcurl's reading of the environment
/// (`http_proxy`, `https_proxy`, `all_proxy`, `no_proxy`) when
/// ``CurlTransport/Configuration/usesEnvironmentProxies``, else no proxy at all.
package struct CurlProxySettings: Equatable, Sendable {
  /// The proxy options of one hop.
  package struct Route: Equatable, Sendable {
    /// `CURLOPT_PROXY`: `nil` leaves it unset, so that libcurl reads the environment; `""`
    /// for no proxy, the environment's included; else the proxy's URL.
    package var proxy: String?
    /// `CURLOPT_NOPROXY`: `nil` leaves it unset (libcurl reads `no_proxy`); else the hosts
    /// reached directly, comma-separated.
    package var noProxy: String?

    /// Options with these values.
    ///
    /// - Parameters:
    ///   - proxy: `CURLOPT_PROXY`, or `nil` to leave it unset.
    ///   - noProxy: `CURLOPT_NOPROXY`, or `nil` to leave it unset.
    package init(proxy: String?, noProxy: String?) {
      self.proxy = proxy
      self.noProxy = noProxy
    }

    /// The environment's proxies, as curl reads them.
    package static let environment = Route(proxy: nil, noProxy: nil)
    /// No proxy.
    package static let direct = Route(proxy: "", noProxy: nil)
  }

  private let http: String?
  private let https: String?
  private let exceptions: String
  private let usesEnvironment: Bool

  /// The settings of `configuration`.
  ///
  /// - Parameter configuration: the transport's configuration.
  package init(_ configuration: CurlTransport.Configuration) {
    http = configuration.httpProxy?.absoluteString
    https = configuration.httpsProxy?.absoluteString
    exceptions = configuration.proxyExceptions
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.contains(",") }
      .joined(separator: ",")
    usesEnvironment = configuration.usesEnvironmentProxies
  }

  /// The options for a hop to `url`.
  ///
  /// - Parameter url: the hop's `http` or `https` URL.
  /// - Returns: the proxy, its exceptions, or the environment's choice.
  package func route(for url: URL) -> Route {
    // Without a proxy set here the scheme does not matter: no need to read it (every hop).
    guard http != nil || https != nil else { return usesEnvironment ? .environment : .direct }
    let isHTTPS = url.scheme?.lowercased() == "https"
    if let proxy = isHTTPS ? https : http {
      // The exceptions set here, never the environment's `no_proxy`: the proxy set here is
      // the whole story.
      return Route(proxy: proxy, noProxy: exceptions)
    }
    return usesEnvironment ? .environment : .direct
  }
}
#endif
