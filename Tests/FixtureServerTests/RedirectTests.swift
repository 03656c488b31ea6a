import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct RedirectTests {
  private func makeServer() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/target") { request in .text("arrived at \(request.host)") }
    server.route(.get, "/redirect/{status}") { request in
      .redirect(to: "/target", status: Int(request.pathParameters["status"] ?? "") ?? 302)
    }
    server.route(.get, "/cross") { request in
      .redirect(to: request.absoluteURL("/target", host: "localhost"))
    }
    server.route(.post, "/form", response: .redirect(to: "/target", status: 303))
    try server.start()
    return server
  }

  @Test(arguments: [301, 302, 303, 307, 308])
  func sameHostRedirectIsSentAndFollowed(status: Int) async throws {
    let server = try makeServer()
    let blocked = URLSessionClient.session(followRedirects: false)
    let (_, redirect) = try await URLSessionClient.fetch(
      server.url("/redirect/\(status)"), session: blocked)
    #expect(redirect.statusCode == status)
    #expect(redirect.value(forHTTPHeaderField: "Location") == "/target")
    let (data, response) = try await URLSessionClient.fetch(server.url("/redirect/\(status)"))
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "arrived at 127.0.0.1")
    #expect(response.url?.path == "/target")
  }

  @Test func crossHostRedirectGoesToLocalhostOnTheSamePort() async throws {
    let server = try makeServer()
    let (data, response) = try await URLSessionClient.fetch(server.url("/cross"))
    #expect(String(decoding: data, as: UTF8.self) == "arrived at localhost")
    #expect(response.url?.host == "localhost")
    let hosts = server.log.requests.map { $0.header("Host") }
    #expect(hosts == ["127.0.0.1:\(server.port)", "localhost:\(server.port)"])
  }

  @Test func seeOtherTurnsAPostIntoAGet() async throws {
    let server = try makeServer()
    let (_, response) = try await URLSessionClient.fetch(
      server.url("/form"), method: "POST", body: Data("x=1".utf8))
    #expect(response.statusCode == 200)
    #expect(server.log.requests.map(\.method) == [.post, .get])
  }
}
