import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target at any base URL.
private struct Anywhere: TargetType {
  var baseURL: URL
  var path: String { "file" }
  var method: StreamsNetwork.HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// Only `http` and `https` are sent; anything else fails at once, before plugins or the
/// transport hear of it.
@Suite(.checksResources)
struct UnsupportedSchemeTests {
  @Test(arguments: [
    "ftp://127.0.0.1:2121", "file:///tmp", "ws://example.com", "mailto:a@b.c",
    "httpx://example.com", "http+unix://example.com", "httpsx://example.com", "htt://example.com",
  ])
  func anUnsupportedSchemeFailsAtOnceAndNothingIsSent(base: String) throws {
    let transport = ScriptedTransport()
    let plugin = OutcomeRecordingPlugin()
    let provider = Provider<Anywhere>(session: transport, plugins: [plugin])
    let url = try #require(URL(string: base))
    let outcome = Outcome()
    _ = outcome.record(provider.response(Anywhere(baseURL: url)))
    // Synchronously, during subscribe: nothing to wait for.
    let error = try #require(outcome.networkError)
    let expected = UnsupportedURLSchemeError(scheme: url.scheme?.lowercased())
    #expect(error.underlyingError as? UnsupportedURLSchemeError == expected)
    #expect(error.response == nil)
    #expect(transport.tasks.isEmpty)
    #expect(plugin.outcomes.isEmpty)
  }

  @Test(arguments: [
    "HTTPS://api.example.com", "Http://api.example.com", "https://api.example.com",
    "http://api.example.com", "hTTp://api.example.com",
  ])
  func httpAndHTTPSInAnyCaseAreSent(base: String) throws {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<Anywhere>(session: transport)
    let outcome = Outcome()
    _ = outcome.record(provider.response(Anywhere(baseURL: try #require(URL(string: base)))))
    #expect(transport.tasks.count == 1)
    #expect(
      transport.tasks.first?.request.urlRequest.url?.absoluteString
        == base.lowercased() + "/file")
    #expect(outcome.statuses == [200] && outcome.completed)
  }

  @Test func aStubbedTargetIsAnsweredWhateverItsScheme() throws {
    let provider = Provider<Anywhere>(stubClosure: { _ in .immediate })
    let outcome = Outcome()
    _ = outcome.record(
      provider.response(Anywhere(baseURL: try #require(URL(string: "ftp://example.com")))))
    #expect(outcome.statuses == [200] && outcome.completed)
  }

  @Test func theErrorNamesTheSchemeButNotTheURL() {
    let error = UnsupportedURLSchemeError(scheme: "ftp")
    #expect(error.description.contains("\"ftp\""))
    #expect(!UnsupportedURLSchemeError(scheme: nil).description.isEmpty)
  }
}

/// The scheme check over real loopback HTTP and the real transport; every wait is bounded.
@Suite(.checksResources)
struct UnsupportedSchemeIntegrationTests {
  /// Requests `/hello` from a server answering 204, at its address under `scheme`.
  ///
  /// - Returns: what the subscriber received, and the server.
  private func call(scheme: String, _ kind: TransportKind) throws -> (
    EventCollector<Response>, FixtureServer
  ) {
    let rig = try LoopbackRig(kind) { server in
      server.route(.get, "/hello") { _ in FixtureResponse.status(204) }
    }
    var components = URLComponents(url: rig.server.baseURL, resolvingAgainstBaseURL: false)
    components?.scheme = scheme
    let target = TimedTarget(baseURL: try #require(components?.url), path: "/hello")
    let collector = EventCollector<Response>()
    let subscription = rig.provider(TimedTarget.self).response(target).subscribe(collector)
    #expect(collector.waitForEnd(seconds: 10))
    subscription.dispose()
    rig.settle()
    return (collector, rig.server)
  }

  @Test(arguments: TransportKind.available)
  func anFTPURLFailsAtOnceAndNothingReachesTheServer(_ kind: TransportKind) throws {
    let (collector, server) = try call(scheme: "ftp", kind)
    let error = collector.error as? NetworkError
    #expect(error?.underlyingError as? UnsupportedURLSchemeError == .init(scheme: "ftp"))
    #expect(error?.response == nil)
    #expect(server.log.snapshot.events.isEmpty)
  }

  @Test(arguments: TransportKind.available)
  func anUpperCaseHTTPSchemeIsSent(_ kind: TransportKind) throws {
    let (collector, server) = try call(scheme: "HTTP", kind)
    #expect(collector.elements.map(\.statusCode) == [204], "\(collector.events)")
    #expect(server.log.requests.map(\.path) == ["/hello"])
  }
}
