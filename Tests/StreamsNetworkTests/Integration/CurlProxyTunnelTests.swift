#if os(Linux)
import Foundation
import FoundationNetworking
import Streams
import StreamsNetwork
import TestSupport
import Testing

/// `https` through a proxy: the libcurl transport opens a `CONNECT` tunnel to a local HTTPS
/// server, and each credential goes to its own party — the proxy's in the `CONNECT`, the
/// server's through the tunnel.
@Suite(.checksResources, .enabled(if: TLSServer.isAvailable))
struct CurlProxyTunnelTests {
  /// Sends `GET /headers` with `headers` to `server` through `proxy` and returns the header
  /// fields the server received.
  private func fieldsReceived(
    by server: TLSServer, through proxy: URL, headers: [String: String]
  ) throws -> [String: String] {
    var configuration = CurlTransport.Configuration(
      caFile: server.certificate, usesEnvironmentProxies: false)
    configuration.httpsProxy = proxy
    let transport = try CurlTransport(configuration: configuration)
    let provider = Provider<Call>(session: transport, interceptors: [])
    let recorder = Recorder<Response>()
    let call = Call(baseURL: server.url(""), path: "/headers", headers: headers)
    let subscription = provider.response(call).subscribe(recorder)
    _ = recorder.waitForEnd(seconds: 10)
    subscription.dispose()
    let response = try #require(recorder.elements.first, "\(String(describing: recorder.error))")
    return try JSONDecoder().decode([String: String].self, from: response.data)
  }

  @Test func theProxysCredentialsGoInTheConnectAndTheServersThroughTheTunnel() throws {
    let server = try TLSServer()
    let proxy = try ConnectProxy()
    let fields = try fieldsReceived(
      by: server, through: proxy.url(user: "agent:pr0xy-secret"),
      headers: ["Authorization": "Bearer origin-token"])
    #expect(fields["authorization"] == "Bearer origin-token")
    #expect(fields["proxy-authorization"] == nil)
    let head = try #require(proxy.heads.first)
    #expect(head.first == "CONNECT localhost:\(server.port) HTTP/1.1")
    let basic = "Basic " + Data("agent:pr0xy-secret".utf8).base64EncodedString()
    #expect(head.contains("Proxy-Authorization: \(basic)"))
    #expect(!head.contains { $0.lowercased().hasPrefix("authorization:") }, "\(head)")
  }

  @Test func aRequestsProxyAuthorizationGoesInTheConnectOnly() throws {
    let server = try TLSServer()
    let proxy = try ConnectProxy()
    let fields = try fieldsReceived(
      by: server, through: proxy.url(),
      headers: ["Proxy-Authorization": "Basic eA==", "X-Trace": "kept"])
    #expect(fields["proxy-authorization"] == nil, "never through the tunnel")
    #expect(fields["x-trace"] == "kept")
    let head = try #require(proxy.heads.first)
    #expect(head.contains("Proxy-Authorization: Basic eA=="))
    #expect(!head.contains { $0.lowercased().hasPrefix("x-trace:") }, "\(head)")
  }
}
#endif
