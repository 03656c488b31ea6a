#if os(Linux)
import Foundation
import FoundationNetworking
import StreamsNetwork
import TestSupport
import Testing

/// Which proxy options each hop of the libcurl transport gets, and what it takes from a
/// session's `connectionProxyDictionary`.
@Suite(.checksResources)
struct CurlProxySettingsTests {
  private let plain = URL(string: "http://api.example.com/a")!
  private let secure = URL(string: "https://api.example.com/a")!
  private let proxy = URL(string: "http://proxy.lan:3128")!

  private func configuration(_ dictionary: [AnyHashable: Any]?) -> CurlTransport.Configuration {
    let session = URLSessionConfiguration.ephemeral
    session.connectionProxyDictionary = dictionary
    return CurlTransport.Configuration(session)
  }

  @Test func byDefaultLibcurlReadsTheEnvironment() {
    let settings = CurlProxySettings(CurlTransport.Configuration())
    #expect(settings.route(for: plain) == .environment)
    #expect(settings.route(for: secure) == .environment)
    #expect(CurlProxySettings.Route.environment == .init(proxy: nil, noProxy: nil))
  }

  @Test func aProxySetHereComesWithItsOwnExceptionsOnly() {
    var configuration = CurlTransport.Configuration(proxy: proxy)
    configuration.proxyExceptions = ["localhost", " .internal ", "", "a,b"]
    let settings = CurlProxySettings(configuration)
    let route = CurlProxySettings.Route(
      proxy: "http://proxy.lan:3128", noProxy: "localhost,.internal")
    #expect(settings.route(for: plain) == route)
    #expect(settings.route(for: secure) == route)
  }

  @Test func aSchemeWithoutAProxyFallsBackToTheEnvironmentOrGoesDirectly() {
    var configuration = CurlTransport.Configuration()
    configuration.httpsProxy = proxy
    #expect(CurlProxySettings(configuration).route(for: plain) == .environment)
    #expect(CurlProxySettings(configuration).route(for: secure).proxy == "http://proxy.lan:3128")
    configuration.usesEnvironmentProxies = false
    #expect(CurlProxySettings(configuration).route(for: plain) == .direct)
    #expect(CurlProxySettings.Route.direct.proxy == "", "an empty proxy: libcurl uses none")
  }

  @Test func noProxyDictionaryKeepsTheEnvironment() {
    let taken = configuration(nil)
    #expect(taken.usesEnvironmentProxies)
    #expect(taken.httpProxy == nil && taken.httpsProxy == nil)
  }

  @Test func anEmptyDictionaryMeansNoProxyAtAll() {
    let taken = configuration([:])
    #expect(!taken.usesEnvironmentProxies)
    #expect(taken.httpProxy == nil && taken.httpsProxy == nil)
    #expect(CurlProxySettings(taken).route(for: plain) == .direct)
  }

  @Test func theHTTPAndHTTPSKeysMakeTheTwoProxies() {
    let taken = configuration([
      "HTTPEnable": 1, "HTTPProxy": "proxy.lan", "HTTPPort": 3128,
      "HTTPSEnable": true, "HTTPSProxy": "secure.lan", "HTTPSPort": NSNumber(value: 8443),
      "ExceptionsList": ["*.local", "10.0.0.1", 7],
    ])
    #expect(taken.httpProxy == URL(string: "http://proxy.lan:3128"))
    #expect(taken.httpsProxy == URL(string: "http://secure.lan:8443"))
    #expect(taken.proxyExceptions == [".local", "10.0.0.1"])
    #expect(!taken.usesEnvironmentProxies)
  }

  @Test func aDisabledOrMalformedProxyIsSkipped() {
    #expect(configuration(["HTTPEnable": 0, "HTTPProxy": "proxy.lan"]).httpProxy == nil)
    #expect(configuration(["HTTPProxy": "proxy.lan", "HTTPPort": 80]).httpProxy == nil)
    for host in ["", "proxy lan", "user:pw@proxy.lan", "proxy.lan/x", "proxy\r\n.lan"] {
      #expect(configuration(["HTTPEnable": "1", "HTTPProxy": host]).httpProxy == nil, "\(host)")
    }
    #expect(configuration(["HTTPSEnable": "yes", "HTTPSProxy": 42]).httpsProxy == nil)
  }

  @Test func anInvalidPortLeavesLibcurlsDefault() {
    for port: Any in [0, 65_536, -1, 80.5, Double.infinity, Double.nan, "x", [80]] {
      let taken = configuration(["HTTPEnable": 1, "HTTPProxy": "proxy.lan", "HTTPPort": port])
      #expect(taken.httpProxy == URL(string: "http://proxy.lan"), "\(port)")
    }
    let whole = configuration(["HTTPEnable": 1, "HTTPProxy": "proxy.lan", "HTTPPort": 8080.0])
    #expect(whole.httpProxy == URL(string: "http://proxy.lan:8080"))
    let text = configuration(["HTTPEnable": 1, "HTTPProxy": "proxy.lan", "HTTPPort": " 81 "])
    #expect(text.httpProxy == URL(string: "http://proxy.lan:81"))
  }

  @Test func anIPv6ProxyGoesInBrackets() {
    let taken = configuration(["HTTPEnable": 1, "HTTPProxy": "::1", "HTTPPort": 8080])
    #expect(taken.httpProxy?.absoluteString == "http://[::1]:8080")
  }
}
#endif
