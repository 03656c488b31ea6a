#if os(Linux)
import Foundation
import FoundationNetworking

/// A session's `connectionProxyDictionary`, as the libcurl transport honours it.
extension CurlTransport.Configuration {
  /// The keys of a `connectionProxyDictionary` the transport reads: the values of
  /// `kCFNetworkProxiesHTTPEnable`, `kCFNetworkProxiesHTTPProxy` … on Apple platforms, which
  /// Linux's Foundation does not declare.
  enum ProxyKey {
    static let httpEnable = "HTTPEnable"
    static let httpProxy = "HTTPProxy"
    static let httpPort = "HTTPPort"
    static let httpsEnable = "HTTPSEnable"
    static let httpsProxy = "HTTPSProxy"
    static let httpsPort = "HTTPSPort"
    static let exceptionsList = "ExceptionsList"
  }

  /// Takes the proxies of a session's `connectionProxyDictionary` as URLSession on Apple
  /// platforms reads it (FoundationNetworking on Linux ignores it).
  ///
  /// - `nil` (a session's default) keeps the environment's proxies, as `nil` keeps the
  ///   system's there.
  /// - Any dictionary replaces them: `HTTPEnable` (non-zero), `HTTPProxy` (a host) and
  ///   `HTTPPort` make ``httpProxy``; `HTTPSEnable`, `HTTPSProxy` and `HTTPSPort` make
  ///   ``httpsProxy``; `ExceptionsList` (host names) makes ``proxyExceptions``; a scheme
  ///   without an enabled proxy goes directly (so `[:]` means no proxy at all). A proxy
  ///   without a valid port (1–65535) gets libcurl's default proxy port, 1080.
  /// - A host that is not a plain name or address is skipped, as is a value of the wrong
  ///   type; SOCKS and automatic configuration keys are not read.
  ///
  /// - Parameter dictionary: the session's `connectionProxyDictionary`.
  mutating func takeProxies(from dictionary: [AnyHashable: Any]?) {
    guard let dictionary else { return }
    var values: [String: Any] = [:]
    for (key, value) in dictionary { values[String(describing: key.base)] = value }
    usesEnvironmentProxies = false
    httpProxy = Self.proxy(
      values, enable: ProxyKey.httpEnable, host: ProxyKey.httpProxy, port: ProxyKey.httpPort)
    httpsProxy = Self.proxy(
      values, enable: ProxyKey.httpsEnable, host: ProxyKey.httpsProxy, port: ProxyKey.httpsPort)
    proxyExceptions = (values[ProxyKey.exceptionsList] as? [Any] ?? []).compactMap {
      ($0 as? String).map(Self.noProxyPattern)
    }
  }

  /// The `http://host:port` proxy of one scheme's keys, if it is enabled and valid.
  private static func proxy(_ values: [String: Any], enable: String, host: String, port: String)
    -> URL?
  {
    guard isOn(values[enable]), let name = values[host] as? String else { return nil }
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let allowed = trimmed.utf8.allSatisfy {
      (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
        || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
        || $0 == UInt8(ascii: ":")
    }
    guard !trimmed.isEmpty, allowed else { return nil }
    // An IPv6 address goes in brackets.
    let authority = trimmed.contains(":") ? "[\(trimmed)]" : trimmed
    let suffix = portNumber(values[port]).map { ":\($0)" } ?? ""
    return URL(string: "http://\(authority)\(suffix)")
  }

  /// Whether an `…Enable` value is on: `true`, or a non-zero number, or "1"/"true"/"yes".
  private static func isOn(_ value: Any?) -> Bool {
    switch value {
    case let flag as Bool: flag
    case let number as Int: number != 0
    case let number as Double: number != 0 && !number.isNaN
    case let text as String: ["1", "true", "yes"].contains(text.lowercased())
    default: false
    }
  }

  /// A port number in 1...65535 from an integer, a whole floating value or a decimal string.
  private static func portNumber(_ value: Any?) -> Int? {
    let number: Int?
    switch value {
    case let whole as Int: number = whole
    case let real as Double:
      number =
        real.isFinite && real >= 1 && real <= 65_535 && real.rounded() == real
        ? Int(real) : nil
    case let text as String: number = Int(text.trimmingCharacters(in: .whitespaces))
    default: number = nil
    }
    guard let number, (1...65_535).contains(number) else { return nil }
    return number
  }

  /// An exception as `no_proxy` writes it: `*.example.com` (Apple's spelling) becomes
  /// `.example.com`, which covers the same subdomains.
  private static func noProxyPattern(_ pattern: String) -> String {
    pattern.hasPrefix("*.") ? String(pattern.dropFirst()) : pattern
  }
}
#endif
