import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Redirects through the transport: followed, credentials kept only on the original origin,
/// 307/308 repeated with their method and body.
@Suite(.checksResources)
struct TransportRedirectTests {
  private let credentials = [
    "Authorization": "Bearer secret", "Cookie": "session=abc", "Proxy-Authorization": "Basic eA==",
    "X-Trace": "kept",
  ]

  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.get, "/start", response: .redirect(to: "/target"))
      server.route(.get, "/target") { request in .text("arrived at \(request.host)") }
      server.route(.post, "/target") { request in
        .text("\(request.method.rawValue) \(request.bodyText)")
      }
      server.route(.get, "/cross") { request in
        .redirect(to: request.absoluteURL("/target", host: "localhost"))
      }
      server.route(.get, "/same") { request in .redirect(to: request.absoluteURL("/target")) }
      server.route(.post, "/keep/{status}") { request in
        .redirect(to: "/target", status: Int(request.pathParameters["status"] ?? "") ?? 307)
      }
      server.route(.post, "/cross-keep") { request in
        .redirect(to: request.absoluteURL("/target", host: "localhost"), status: 307)
      }
      server.route(.post, "/see-other", response: .redirect(to: "/target", status: 303))
      server.route(.post, "/loop", response: .redirect(to: "/loop", status: 307))
      server.route(.get, "/to-ftp", response: .redirect(to: "ftp://127.0.0.1:1/file"))
    }
  }

  @Test(arguments: TransportKind.available)
  func redirectIsFollowedToItsTarget(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let responses = harness.run(harness.provider().response(harness.call("/start")))
    let response = try #require(responses.elements.first)
    #expect(response.statusCode == 200)
    #expect(String(decoding: response.data, as: UTF8.self) == "arrived at 127.0.0.1")
    #expect(response.url?.path == "/target")
    #expect(harness.server.log.requests.map(\.path) == ["/start", "/target"])
  }

  @Test(arguments: TransportKind.available)
  func redirectToAnotherOriginDropsCredentials(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let responses = harness.run(
      harness.provider().response(harness.call("/cross", headers: credentials)))
    #expect(
      responses.elements.first.map { String(decoding: $0.data, as: UTF8.self) }
        == "arrived at localhost")
    let requests = harness.server.log.requests
    try #require(requests.count == 2)
    #expect(requests[0].header("Authorization") == "Bearer secret")
    #expect(requests[0].header("Cookie") == "session=abc")
    #expect(requests[1].host == "localhost")
    #expect(requests[1].header("Authorization") == nil)
    #expect(requests[1].header("Cookie") == nil)
    #expect(requests[1].header("Proxy-Authorization") == nil)
    #expect(requests[1].header("X-Trace") == "kept")
  }

  @Test(arguments: TransportKind.available)
  func credentialsAreDroppedWhateverTheCaseOfTheirNames(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let lowercase = ["authorization": "Bearer secret", "COOKIE": "session=abc"]
    _ = harness.run(harness.provider().response(harness.call("/cross", headers: lowercase)))
    let requests = harness.server.log.requests
    try #require(requests.count == 2)
    #expect(requests[0].header("Authorization") == "Bearer secret")
    #expect(requests[1].header("Authorization") == nil)
    #expect(requests[1].header("Cookie") == nil)
  }

  @Test(arguments: TransportKind.available)
  func redirectWithinTheOriginKeepsCredentials(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    _ = harness.run(harness.provider().response(harness.call("/same", headers: credentials)))
    let requests = harness.server.log.requests
    try #require(requests.count == 2)
    #expect(requests[1].path == "/target")
    #expect(requests[1].header("Authorization") == "Bearer secret")
    #expect(requests[1].header("Cookie") == "session=abc")
  }

  @Test(arguments: TransportKind.available, [307, 308])
  func methodPreservingRedirectRepeatsMethodAndBody(_ kind: TransportKind, status: Int) throws {
    let harness = try makeHarness(kind)
    let call = harness.call(
      "/keep/\(status)", method: .post, task: .requestData(Data("hello=world".utf8)),
      headers: ["Content-Type": "application/x-www-form-urlencoded"])
    let responses = harness.run(harness.provider().response(call))
    #expect(
      responses.elements.map { String(decoding: $0.data, as: UTF8.self) } == ["POST hello=world"])
    let requests = harness.server.log.requests
    #expect(requests.map(\.method) == [.post, .post])
    #expect(requests.map(\.bodyText) == ["hello=world", "hello=world"])
    #expect(requests.last?.header("Content-Type") == "application/x-www-form-urlencoded")
  }

  @Test(arguments: TransportKind.available)
  func uploadIsRepeatedOnAPermanentRedirect(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let parts = [MultipartFormData(provider: .data(Data("x".utf8)), name: "f")]
    let call = harness.call("/keep/308", method: .post, task: .uploadMultipart(parts))
    let responses = harness.run(harness.provider().response(call))
    #expect(responses.elements.map(\.statusCode) == [200])
    let requests = harness.server.log.requests
    try #require(requests.count == 2)
    #expect(!requests[0].body.isEmpty)
    #expect(requests[1].body == requests[0].body)
    #expect(requests[1].path == "/target")
  }

  @Test(arguments: TransportKind.available)
  func repeatedRedirectToAnotherOriginKeepsTheBodyButNotTheCredentials(_ kind: TransportKind) throws
  {
    let harness = try makeHarness(kind)
    let call = harness.call(
      "/cross-keep", method: .post, task: .requestData(Data("payload".utf8)),
      headers: ["Authorization": "Bearer secret"])
    let responses = harness.run(harness.provider().response(call))
    #expect(responses.elements.map { String(decoding: $0.data, as: UTF8.self) } == ["POST payload"])
    let requests = harness.server.log.requests
    try #require(requests.count == 2)
    #expect(requests[1].host == "localhost")
    #expect(requests[1].bodyText == "payload")
    #expect(requests[1].header("Authorization") == nil)
  }

  @Test(arguments: TransportKind.available)
  func seeOtherTurnsAPostIntoAGet(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let call = harness.call("/see-other", method: .post, task: .requestData(Data("x=1".utf8)))
    let responses = harness.run(harness.provider().response(call))
    #expect(responses.elements.map(\.statusCode) == [200])
    #expect(harness.server.log.requests.map(\.method) == [.post, .get])
    #expect(harness.server.log.requests.last?.body.isEmpty == true)
  }

  @Test(arguments: TransportKind.available)
  func endlessRepeatedRedirectsEndWithTooManyRedirects(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let call = harness.call("/loop", method: .post, task: .requestData(Data("x".utf8)))
    let recorder = harness.run(harness.provider().response(call))
    let failure = try #require(recorder.networkError)
    #expect((failure.underlyingError as? URLError)?.code == .httpTooManyRedirects)
    #expect(harness.server.log.requestCount == 21)
  }

  @Test(arguments: TransportKind.available)
  func redirectToAnotherSchemeFailsWithUnsupportedURLScheme(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = harness.run(harness.provider().response(harness.call("/to-ftp")))
    let failure = try #require(recorder.networkError)
    #expect(failure.underlyingError as? UnsupportedURLSchemeError == .init(scheme: "ftp"))
    #expect(failure.response?.statusCode == 302, "the redirect that named it comes along")
  }
}
