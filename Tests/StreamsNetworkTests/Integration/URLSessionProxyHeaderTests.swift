import FixtureServer
import Foundation
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSessionTransport` never sends a `Proxy-*` request header to a server: over loopback,
/// through the real transport, the fixture server (reached directly, so an origin) must see
/// none of them, from the request or from the session's additional headers, while every other
/// header (`Authorization` included) still arrives.
@Suite(.checksResources)
struct URLSessionProxyHeaderTests {
  private static let proxyHeaders = [
    "Proxy-Authorization": "Basic YWdlbnQ6cHIweHktc2VjcmV0",
    "proxy-connection": "keep-alive",
    "PROXY-Custom": "x",
  ]

  /// The names of the `Proxy-*` fields `request` carries, any case.
  private func proxyFields(_ request: FixtureRequest?) -> [String] {
    (request?.headers.fields ?? []).map(\.name).filter { $0.lowercased().hasPrefix("proxy-") }
  }

  private func makeHarness(_ configuration: URLSessionConfiguration = .fixture) throws -> Harness {
    try Harness(.urlSession, configuration: configuration) { server in
      server.route(.get, "/item", response: .text("item"))
      server.route(.post, "/moved", response: .redirect(to: "/item", status: 307))
      server.route(.post, "/item", response: .text("posted"))
    }
  }

  @Test func aRequestsProxyHeadersNeverReachTheServer() throws {
    let harness = try makeHarness()
    var headers = Self.proxyHeaders
    headers["Authorization"] = "Bearer origin-token"
    headers["X-Proxy-Kept"] = "yes"
    headers["Proxyish"] = "kept"
    let run = harness.run(harness.provider().response(harness.call("/item", headers: headers)))
    #expect(run.isCompleted)
    let request = try #require(harness.server.log.lastRequest)
    #expect(proxyFields(request) == [])
    #expect(request.header("Authorization") == "Bearer origin-token")
    #expect(request.header("X-Proxy-Kept") == "yes")
    #expect(request.header("Proxyish") == "kept")
  }

  @Test func theSessionsProxyHeadersNeverReachTheServerNorItsReportedHeaders() throws {
    let configuration = URLSessionConfiguration.fixture
    configuration.httpAdditionalHeaders = ["Proxy-Authorization": "Basic eA==", "X-App": "s"]
    let harness = try makeHarness(configuration)
    #expect(harness.transport.sessionHeaders == ["X-App": "s"])
    let run = harness.run(harness.provider().response(harness.call("/item")))
    #expect(run.isCompleted)
    let request = try #require(harness.server.log.lastRequest)
    #expect(proxyFields(request) == [])
    #expect(request.header("X-App") == "s")
  }

  @Test func aRedirectTheTransportResendsCarriesNoProxyHeaders() throws {
    let harness = try makeHarness()
    let call = harness.call(
      "/moved", method: .post, task: .requestData(Data("body".utf8)), headers: Self.proxyHeaders)
    let run = harness.run(harness.provider().response(call))
    #expect(run.isCompleted)
    let requests = harness.server.log.requests
    #expect(requests.map(\.target) == ["/moved", "/item"])
    #expect(requests.map { proxyFields($0) } == [[], []])
    #expect(requests.last?.bodyText == "body")
  }
}
