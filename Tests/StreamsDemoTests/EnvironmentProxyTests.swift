#if os(Linux)
import FixtureServer
import Foundation
import StreamsDemoKit
import TestSupport
import Testing

/// Proxies from the environment, as libcurl honours them, through both transports (the
/// URLSession one on Linux is FoundationNetworking, itself on libcurl): the built
/// `streams-demo` runs as a child process with `http_proxy`, `all_proxy` and `no_proxy` in
/// its own environment only, and the fixture API plays the proxy, answering absolute-form
/// requests (`GET http://api.example.invalid/users/octocat HTTP/1.1`) from its routes.
@Suite(.checksResources)
struct EnvironmentProxyTests {
  /// A host that cannot resolve: a request for it arrives only through a proxy.
  private static let unresolvable = "api.example.invalid"
  private static let proxyCredentials = "agent:pr0xy-secret"
  private static let token = "origin-token-secret"

  private static let transports = ["curl", "urlsession"]

  /// What the header line calls each transport.
  private static func name(of transport: String) -> String {
    transport == "curl" ? "via CurlTransport" : "via URLSessionTransport"
  }

  @Test(arguments: transports, ["http_proxy", "all_proxy"])
  func theEnvironmentsProxyCarriesEveryRequest(transport: String, variable: String) throws {
    let proxy = FixtureAPI()
    try proxy.start()
    defer { proxy.stop() }
    let run = try DemoProcess(
      [
        "--base-url", "http://\(Self.unresolvable)", "--scene", "profile", "--transport",
        transport, "--verbose",
      ],
      environment: [
        variable: "http://\(Self.proxyCredentials)@127.0.0.1:\(proxy.server.port)",
        "GITHUB_TOKEN": Self.token,
      ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains(Self.name(of: transport)))
    let requests = proxy.server.log.requests
    #expect(requests.count == 3, "user, repositories and followers")
    let basic = "Basic " + Data(Self.proxyCredentials.utf8).base64EncodedString()
    for request in requests {
      #expect(request.target.hasPrefix("http://\(Self.unresolvable)/"), "absolute form")
      #expect(request.header("Host") == Self.unresolvable)
      #expect(request.header("Proxy-Authorization") == basic)
      #expect(request.header("Authorization") == "Bearer \(Self.token)")
    }
    // The cURL lines of --verbose and everything else the demo printed keep both secrets.
    #expect(run.output.contains("curl"))
    for text in [run.output, run.errors] {
      #expect(!text.contains("pr0xy-secret"))
      #expect(!text.contains(Self.token))
    }
  }

  @Test(arguments: transports)
  func noProxyNamesTheHostsReachedDirectly(transport: String) throws {
    let origin = FixtureAPI()
    try origin.start()
    defer { origin.stop() }
    let proxy = FixtureServer()
    try proxy.start()
    defer { proxy.stop() }
    let arguments = [
      "--base-url", origin.baseURL.absoluteString, "--scene", "profile", "--transport", transport,
    ]

    // Without no_proxy even a loopback server is reached through the proxy, which knows no
    // route: the run fails, and the origin hears nothing.
    let proxied = try DemoProcess(
      arguments, environment: ["http_proxy": proxy.baseURL.absoluteString])
    #expect(proxied.status == 1)
    #expect(proxy.log.requestCount > 0)
    #expect(origin.server.log.requestCount == 0)

    // A proxy of its own for the second run, so that a request of the first one that the
    // proxy logs late (the process has exited, the server still reads) cannot count here.
    let unused = FixtureServer()
    try unused.start()
    defer { unused.stop() }
    let direct = try DemoProcess(
      arguments,
      environment: [
        "http_proxy": unused.baseURL.absoluteString, "no_proxy": "localhost,127.0.0.1",
      ])
    #expect(direct.status == 0, "\(direct.errors)")
    #expect(unused.log.requestCount == 0)
    let requests = origin.server.log.requests
    #expect(requests.count == 3)
    #expect(requests.allSatisfy { $0.target.hasPrefix("/") }, "origin form: no proxy between")
  }
}
#endif
