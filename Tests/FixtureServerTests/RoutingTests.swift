import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct RoutingTests {
  private func makeServer() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/users/{login}/repos") { request in
      .json(["login": request.pathParameters["login"] ?? "?"])
    }
    server.route(.get, "/search") { request in .json(request.query) }
    server.route(.delete, "/items/{id}", response: .status(204))
    try server.start()
    return server
  }

  @Test func pathParametersAreMatchedAndDecoded() async throws {
    let server = try makeServer()
    let (data, response) = try await URLSessionClient.fetch(
      server.url("/users/ann%20lee%2Fx/repos"))
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == #"{"login":"ann lee\/x"}"#)
    let request = try #require(server.log.lastRequest)
    #expect(request.route == "/users/{login}/repos")
    #expect(request.pathParameters == ["login": "ann lee/x"])
    #expect(request.path == "/users/ann%20lee%2Fx/repos")
    #expect(request.decodedPath == "/users/ann lee/x/repos")
  }

  @Test func queryIsPercentDecodedWithPlusAsSpace() async throws {
    let server = try makeServer()
    let (data, _) = try await URLSessionClient.fetch(
      server.url("/search?q=swift+rx%2Bmoya&page=2&q=second&flag&e=%E2%9C%93"))
    let decoded = try JSONDecoder().decode([String: String].self, from: data)
    #expect(decoded == ["q": "swift rx+moya", "page": "2", "flag": "", "e": "✓"])
    let request = try #require(server.log.lastRequest)
    #expect(request.rawQuery == "q=swift+rx%2Bmoya&page=2&q=second&flag&e=%E2%9C%93")
    #expect(request.queryItems.map(\.name) == ["q", "page", "q", "flag", "e"])
    #expect(request.queryItems[2].value == "second")
    #expect(request.queryItems[3].value == nil)
  }

  @Test func invalidEscapesStayLiteral() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.get("/search?bad=%zz&end=%4&x%41=%41%")
    let response = try #require(client.readResponse())
    let decoded = try JSONDecoder().decode([String: String].self, from: Data(response.body))
    #expect(decoded == ["bad": "%zz", "end": "%4", "xA": "A%"])
  }

  @Test func unknownRouteGetsTheDefaultJSON404() async throws {
    let server = try makeServer()
    let (data, response) = try await URLSessionClient.fetch(server.url("/nowhere?x=1"))
    #expect(response.statusCode == 404)
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"error":"no route","method":"GET","path":"\/nowhere"}"#)
    #expect(server.log.lastRequest?.route == nil)
  }

  @Test func wrongMethodGets405WithAllow() async throws {
    let server = try makeServer()
    let (_, response) = try await URLSessionClient.fetch(server.url("/items/7"), method: "PUT")
    #expect(response.statusCode == 405)
    #expect(response.value(forHTTPHeaderField: "Allow") == "DELETE")
  }

  @Test func segmentCountMustMatch() async throws {
    let server = try makeServer()
    let (_, short) = try await URLSessionClient.fetch(server.url("/users/ann"))
    let (_, long) = try await URLSessionClient.fetch(server.url("/users/ann/repos/x"))
    #expect(short.statusCode == 404)
    #expect(long.statusCode == 404)
  }

  @Test func registeringTheSameRouteAgainReplacesIt() async throws {
    let server = try makeServer()
    server.route(.get, "/search", response: .text("replaced"))
    let (data, _) = try await URLSessionClient.fetch(server.url("/search?q=1"))
    #expect(String(decoding: data, as: UTF8.self) == "replaced")
    server.removeAllRoutes()
    let (_, response) = try await URLSessionClient.fetch(server.url("/search"))
    #expect(response.statusCode == 404)
  }

  @Test func absoluteFormTargetsAreRoutedByTheirPath() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send("GET http://example.com/search?q=a HTTP/1.1\r\nHost: example.com\r\n\r\n")
    #expect(client.readResponse()?.text == #"{"q":"a"}"#)
  }

  @Test func perRouteCountsSeparateRoutesAndMethods() async throws {
    let server = try makeServer()
    _ = try await URLSessionClient.fetch(server.url("/users/a/repos"))
    _ = try await URLSessionClient.fetch(server.url("/users/b/repos"))
    _ = try await URLSessionClient.fetch(server.url("/items/1"), method: "DELETE")
    _ = try await URLSessionClient.fetch(server.url("/items/1"), method: "PUT")
    #expect(server.log.count(.get, "/users/{login}/repos") == 2)
    #expect(server.log.count(.delete, "/items/{id}") == 1)
    #expect(server.log.count(.put, "/items/{id}") == 0)
    #expect(
      server.log.requests(.get, "/users/{login}/repos").map(\.pathParameters["login"])
        == ["a", "b"])
  }
}
