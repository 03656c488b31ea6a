import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A provider over a transport made from a `URLSessionConfiguration` honours its additional
/// headers and its request timeout, over loopback, through each real transport and through
/// `DefaultTransport.make(configuration:)`.
@Suite(.checksResources)
struct SessionConfigurationTests {
  /// A transport of `kind` made from `configuration` as a user makes it.
  private func transport(_ kind: TransportKind, _ configuration: URLSessionConfiguration) throws
    -> any Transport
  {
    switch kind {
    case .urlSession:
      return URLSessionTransport(configuration: configuration)
    case .curl:
      #if os(Linux)
      return try CurlTransport(configuration: CurlTransport.Configuration(configuration))
      #else
      throw CurlUnavailableHere()
      #endif
    }
  }

  private func server() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/echo", response: .text("ok"))
    server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(4)))
    try server.start()
    return server
  }

  /// The configuration under test.
  ///
  /// `timeout` is one second where a test waits for it to fire (the slow route answers after
  /// four), and ten where a request must succeed on a loaded machine.
  private func configuration(timeout: TimeInterval = 1) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpAdditionalHeaders = ["X-Session": "configured", "Accept-Language": "eo"]
    configuration.timeoutIntervalForRequest = timeout
    configuration.urlCache = nil
    return configuration
  }

  /// Sends `path` through a provider over `transport` and returns the outcome, waiting for
  /// the socket at most ten seconds.
  private func send(
    _ path: String, to server: FixtureServer, over transport: any Transport,
    headers: [String: String]? = nil
  ) async -> Result<Response, NetworkError> {
    let provider = Provider<Call>(session: transport, interceptors: [])
    let call = Call(baseURL: server.url(""), path: path, headers: headers)
    do throws(NetworkError) {
      return .success(try await provider.request(call))
    } catch {
      return .failure(error)
    }
  }

  @Test(arguments: TransportKind.available)
  func theAdditionalHeadersReachTheServer(_ kind: TransportKind) async throws {
    let server = try server()
    defer { server.stop() }
    let transport = try transport(kind, configuration(timeout: 10))
    let plain = await send("/echo", to: server, over: transport)
    #expect((try? plain.get())?.statusCode == 200)
    #expect(server.log.lastRequest?.header("X-Session") == "configured")
    #expect(server.log.lastRequest?.header("Accept-Language") == "eo")
    _ = await send("/echo", to: server, over: transport, headers: ["Accept-Language": "fr"])
    #expect(server.log.lastRequest?.header("Accept-Language") == "fr", "the request's own wins")
  }

  @Test(arguments: TransportKind.available)
  func theRequestTimeoutEndsASlowRequest(_ kind: TransportKind) async throws {
    let server = try server()
    defer { server.stop() }
    let outcome = await send("/slow", to: server, over: try transport(kind, configuration()))
    guard case .failure(let error) = outcome else {
      Issue.record("a 4 s answer arrived within a 1 s request timeout")
      return
    }
    #expect(error.isTimeout)
  }

  @Test func theDefaultKindHonoursTheConfiguration() async throws {
    let server = try server()
    defer { server.stop() }
    let transport = DefaultTransport.make(configuration: configuration())
    #expect(transport.sessionHeaders == ["X-Session": "configured", "Accept-Language": "eo"])
    _ = await send("/echo", to: server, over: transport)
    #expect(server.log.lastRequest?.header("X-Session") == "configured")
    let slow = await send("/slow", to: server, over: transport)
    #expect((try? slow.get()) == nil)
    if case .failure(let error) = slow { #expect(error.isTimeout) }
  }
}
