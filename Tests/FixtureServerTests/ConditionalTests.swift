import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct ConditionalTests {
  private func makeServer() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/doc") { request in
      .json(["v": 1], headers: ["Cache-Control": "max-age=0"])
        .withETag(#""v1""#, for: request)
    }
    try server.start()
    return server
  }

  @Test func firstRequestGetsTheBodyAndTheETag() async throws {
    let server = try makeServer()
    let (data, response) = try await URLSessionClient.fetch(server.url("/doc"))
    #expect(response.statusCode == 200)
    #expect(response.value(forHTTPHeaderField: "ETag") == #""v1""#)
    #expect(String(decoding: data, as: UTF8.self) == #"{"v":1}"#)
  }

  @Test(arguments: [#""v1""#, #"W/"v1""#, #""v0", "v1""#, "*"])
  func matchingIfNoneMatchGets304(header: String) async throws {
    let server = try makeServer()
    let (data, response) = try await URLSessionClient.fetch(
      server.url("/doc"), headers: ["If-None-Match": header])
    #expect(response.statusCode == 304)
    #expect(data.isEmpty)
    #expect(response.value(forHTTPHeaderField: "ETag") == #""v1""#)
    #expect(response.value(forHTTPHeaderField: "Cache-Control") == "max-age=0")
  }

  @Test func staleIfNoneMatchGetsTheFullResponse() async throws {
    let server = try makeServer()
    let (_, response) = try await URLSessionClient.fetch(
      server.url("/doc"), headers: ["If-None-Match": #""v0""#])
    #expect(response.statusCode == 200)
  }

  @Test func notModifiedHasNoBodyOnTheWire() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.get("/doc", headers: [#"If-None-Match: "v1""#])
    let response = try #require(client.readResponse())
    #expect(response.status == 304)
    #expect(response.headers["Content-Length"] == nil)
    client.get("/doc")
    #expect(client.readResponse()?.status == 200, "the connection is still in sync")
  }
}
