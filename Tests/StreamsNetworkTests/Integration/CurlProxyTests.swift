#if os(Linux)
import FixtureServer
import Foundation
import FoundationNetworking
import Streams
import StreamsNetwork
import TestSupport
import Testing

/// The libcurl transport's own proxy settings, over loopback, the fixture server the proxy.
///
/// A request for a host that cannot resolve (`*.example.invalid`) arrives there only through
/// the proxy, in absolute form. The environment is left alone (`usesEnvironmentProxies`
/// off), so these tests hold whatever proxy variables the test process has.
@Suite(.checksResources)
struct CurlProxyTests {
  private static let origin = URL(string: "http://origin.example.invalid")!
  private static let proxyUser = "agent:pr0xy-secret"
  private static let basic = "Basic " + Data(proxyUser.utf8).base64EncodedString()

  /// A server that answers `/item`, redirects `/hop` to another unresolvable host, and
  /// answers `/landing`; the transport's settings come from `configuration`.
  private func makeHarness(
    _ configuration: @escaping (FixtureServer) -> CurlTransport.Configuration
  ) throws -> Harness {
    try Harness(curl: configuration) { server in
      server.route(.get, "/item") { request in .text("item for \(request.host)") }
      server.route(.get, "/hop", response: .redirect(to: "http://other.example.invalid/landing"))
      server.route(.get, "/landing") { request in .text("landed on \(request.host)") }
    }
  }

  /// The server as a proxy URL, with `user` (`name:password`) when given.
  private static func proxy(_ server: FixtureServer, user: String? = nil) -> URL {
    URL(string: "http://\(user.map { $0 + "@" } ?? "")127.0.0.1:\(server.port)")!
  }

  /// Only the proxy set here: never the environment's.
  private static func through(_ proxy: URL) -> CurlTransport.Configuration {
    CurlTransport.Configuration(proxy: proxy, usesEnvironmentProxies: false)
  }

  /// Requests `path` on the origin with the origin's bearer token, through the server as a
  /// proxy that takes ``proxyUser``'s credentials.
  ///
  /// - Returns: the harness, and what the subscription to the response received.
  private func runWithCredentials(_ path: String) throws
    -> (harness: Harness, run: Recorder<Response>)
  {
    let harness = try makeHarness { Self.through(Self.proxy($0, user: Self.proxyUser)) }
    let call = Call(
      baseURL: Self.origin, path: path, headers: ["Authorization": "Bearer origin-token"])
    return (harness, harness.run(harness.provider().response(call)))
  }

  private func text(_ response: Response?) -> String? {
    response.map { String(decoding: $0.data, as: UTF8.self) }
  }

  @Test func aConfiguredProxyCarriesRequestsForAnyHost() throws {
    let harness = try makeHarness { Self.through(Self.proxy($0)) }
    let call = Call(baseURL: Self.origin, path: "/item")
    let run = harness.run(harness.provider().response(call))
    #expect(text(run.elements.first) == "item for origin.example.invalid")
    let request = try #require(harness.server.log.lastRequest)
    #expect(request.target == "http://origin.example.invalid/item")
    #expect(request.header("Host") == "origin.example.invalid")
  }

  @Test func proxyCredentialsGoToTheProxyAndTheRequestsToTheOrigin() throws {
    let (harness, run) = try runWithCredentials("/item")
    #expect(run.isCompleted)
    let request = try #require(harness.server.log.lastRequest)
    #expect(request.header("Proxy-Authorization") == Self.basic)
    #expect(request.header("Authorization") == "Bearer origin-token")
  }

  @Test func aRequestsProxyAuthorizationGoesToAProxyOnly() throws {
    let credentials = ["Proxy-Authorization": "Basic eA==", "Authorization": "Bearer t"]
    let proxied = try makeHarness { Self.through(Self.proxy($0)) }
    _ = proxied.run(
      proxied.provider().response(Call(baseURL: Self.origin, path: "/item", headers: credentials)))
    #expect(proxied.server.log.lastRequest?.header("Proxy-Authorization") == "Basic eA==")

    // Reached directly, the server is no proxy: the field stays home, the rest goes.
    let direct = try makeHarness { _ in
      CurlTransport.Configuration(usesEnvironmentProxies: false)
    }
    _ = direct.run(direct.provider().response(direct.call("/item", headers: credentials)))
    let request = try #require(direct.server.log.lastRequest)
    #expect(request.target == "/item")
    #expect(request.header("Proxy-Authorization") == nil)
    #expect(request.header("Authorization") == "Bearer t")
  }

  @Test func aRedirectGoesThroughTheProxyWithoutTheOriginsCredentials() throws {
    let (harness, run) = try runWithCredentials("/hop")
    #expect(text(run.elements.first) == "landed on other.example.invalid")
    let requests = harness.server.log.requests
    try #require(requests.count == 2)
    #expect(
      requests.map(\.target) == [
        "http://origin.example.invalid/hop", "http://other.example.invalid/landing",
      ])
    #expect(requests[0].header("Authorization") == "Bearer origin-token")
    #expect(requests[1].header("Authorization") == nil, "another origin")
    // The proxy's own credentials are the proxy's: every hop carries them.
    #expect(requests.map { $0.header("Proxy-Authorization") } == [Self.basic, Self.basic])
  }

  @Test func proxyExceptionsAndUnproxiedSchemesGoDirectly() throws {
    // A proxy that refuses every connection: a request that used it would fail.
    let refusing = URL(string: "http://127.0.0.1:1")!
    let viaRefusing = try makeHarness { _ in Self.through(refusing) }
    let failed = viaRefusing.run(viaRefusing.provider().response(viaRefusing.call("/item")))
    #expect((failed.networkError?.underlyingError as? URLError)?.code == .cannotConnectToHost)
    #expect(viaRefusing.server.log.requestCount == 0)

    var excepted = Self.through(refusing)
    excepted.proxyExceptions = ["localhost", "127.0.0.1"]
    var httpsOnly = CurlTransport.Configuration(usesEnvironmentProxies: false)
    httpsOnly.httpsProxy = refusing
    for configuration in [excepted, httpsOnly] {
      let harness = try makeHarness { _ in configuration }
      let run = harness.run(harness.provider().response(harness.call("/item")))
      #expect(text(run.elements.first) == "item for 127.0.0.1")
      #expect(harness.server.log.lastRequest?.target == "/item", "origin form: no proxy")
    }
  }

  @Test func aProxysPasswordStaysOutOfTheFailure() throws {
    // libcurl quotes a proxy it cannot use, credentials and all.
    let unusable = URL(string: "ftp://agent:pr0xy-secret@127.0.0.1:1")!
    let harness = try makeHarness { _ in Self.through(unusable) }
    let run = harness.run(harness.provider().response(harness.call("/item")))
    let error = try #require(run.networkError)
    let failure = try #require(error.underlyingError as? URLError)
    let cause = try #require(failure.userInfo[NSUnderlyingErrorKey] as? CurlError)
    #expect(cause.detail.contains("agent:<redacted>@127.0.0.1"), "\(cause.detail)")
    for text in [
      cause.detail, "\(error)", String(reflecting: error), error.localizedDescription,
    ] {
      #expect(!text.contains("pr0xy-secret"))
    }
    #expect(harness.server.log.requestCount == 0)
  }
}
#endif
