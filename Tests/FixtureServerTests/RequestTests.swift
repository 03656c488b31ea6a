import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct RequestTests {
  private func makeServer() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.get, "/hello") { _ in .text("hello") }
    server.route(.post, "/echo") { request in
      .data(request.body, contentType: request.header("content-type") ?? "application/octet-stream")
    }
    try server.start()
    return server
  }

  @Test func getThroughURLSession() async throws {
    let server = try makeServer()
    let (data, response) = try await URLSessionClient.fetch(server.url("/hello"))
    #expect(response.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "hello")
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
    let request = try #require(server.log.lastRequest)
    #expect(request.method == .get)
    #expect(request.path == "/hello")
    #expect(request.route == "/hello")
  }

  @Test func postWithContentLengthBody() async throws {
    let server = try makeServer()
    let body = Data(#"{"name":"ann"}"#.utf8)
    let (data, response) = try await URLSessionClient.fetch(
      server.url("/echo"), method: "POST", body: body, headers: ["Content-Type": "application/json"]
    )
    #expect(response.statusCode == 200)
    #expect(data == body)
    let request = try #require(server.log.lastRequest)
    #expect(request.body == body)
    #expect(request.header("Content-Length") == String(body.count))
    #expect(request.header("CONTENT-TYPE") == "application/json")
  }

  @Test func postOfOneMegabyteArrivesIntact() async throws {
    let server = try makeServer()
    let body = FixtureResponse.patternBody(byteCount: 1_048_576 + 17)
    let (data, response) = try await URLSessionClient.fetch(
      server.url("/echo"), method: "POST", body: body)
    #expect(response.statusCode == 200)
    #expect(data == body)
    #expect(server.log.lastRequest?.body == body)
  }

  @Test func chunkedRequestBodyIsDecoded() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send(
      "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\nX-Trailer: t\r\n\r\n")
    let response = try #require(client.readResponse())
    #expect(response.status == 200)
    #expect(response.text == "hello, world")
    #expect(server.log.lastRequest?.bodyText == "hello, world")
  }

  @Test func requestArrivingByteByByteIsParsed() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    for byte in "POST /echo HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc".utf8 {
      client.send(bytes: [byte])
    }
    #expect(client.readResponse()?.text == "abc")
  }

  @Test func headersKeepTheirCaseAndLookupIgnoresIt() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.get("/hello", headers: ["X-Custom-HEADER:  spaced value  ", "x-custom-header: second"])
    #expect(client.readResponse()?.status == 200)
    let request = try #require(server.log.lastRequest)
    #expect(request.headers.fields.map(\.name) == ["Host", "X-Custom-HEADER", "x-custom-header"])
    #expect(request.header("x-custom-header") == "spaced value")
    #expect(request.headers.values(for: "X-CUSTOM-header") == ["spaced value", "second"])
  }

  @Test func keepAliveServesTwoRequestsOnOneConnection() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.get("/hello")
    let first = try #require(client.readResponse())
    client.get("/hello")
    let second = try #require(client.readResponse())
    #expect(first.text == "hello")
    #expect(second.text == "hello")
    #expect(first.headers["Connection"] == nil)
    let ids = server.log.requests.map(\.connectionID)
    #expect(ids.count == 2)
    #expect(Set(ids).count == 1)
  }

  @Test func urlSessionReusesTheConnection() async throws {
    let server = try makeServer()
    let session = URLSessionClient.session()
    _ = try await URLSessionClient.fetch(server.url("/hello"), session: session)
    _ = try await URLSessionClient.fetch(server.url("/hello"), session: session)
    let requests = server.log.requests
    #expect(requests.count == 2)
    #expect(requests.first?.connectionID == requests.last?.connectionID)
    #expect(server.log.events(.opened).count == 1)
  }

  @Test func pipelinedRequestsAreAnsweredInOrder() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send(
      "POST /echo HTTP/1.1\r\nContent-Length: 1\r\n\r\nA"
        + "POST /echo HTTP/1.1\r\nContent-Length: 1\r\n\r\nB")
    #expect(client.readResponse()?.text == "A")
    #expect(client.readResponse()?.text == "B")
  }

  @Test func connectionCloseIsHonoured() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.get("/hello", headers: ["Connection: close"])
    let response = try #require(client.readResponse())
    #expect(response.headers["Connection"] == "close")
    #expect(client.readToEnd().end == .endOfStream)
    #expect(server.log.waitForClosedConnections(count: 1, timeout: .seconds(2)))
    #expect(server.log.events.last?.kind == .closedByServer)
  }

  @Test func http10ClosesUnlessKeepAliveIsAsked() throws {
    let server = try makeServer()
    let plain = try RawClient(port: server.port)
    plain.send("GET /hello HTTP/1.0\r\n\r\n")
    #expect(plain.readResponse()?.headers["Connection"] == "close")
    #expect(plain.readToEnd().end == .endOfStream)
    let keeping = try RawClient(port: server.port)
    keeping.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
    #expect(keeping.readResponse()?.headers["Connection"] == nil)
    keeping.send("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
    #expect(keeping.readResponse()?.text == "hello")
  }

  @Test func expectContinueGetsAnInterimResponse() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send("POST /echo HTTP/1.1\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n")
    let interim = try #require(client.readResponse())
    #expect(interim.status == 100)
    client.send("ok")
    #expect(client.readResponse()?.text == "ok")
  }

  @Test func headRequestUsesTheGetRouteWithoutABody() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send("HEAD /hello HTTP/1.1\r\n\r\n")
    let response = try #require(client.readResponse(isHead: true))
    #expect(response.status == 200)
    #expect(response.headers["Content-Length"] == "5")
    client.get("/hello")
    #expect(client.readResponse()?.text == "hello", "no stray body bytes after the HEAD")
  }
}
