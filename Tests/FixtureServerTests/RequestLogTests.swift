import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct RequestLogTests {
  private func makeServer() throws -> FixtureServer {
    let server = FixtureServer()
    server.route(.post, "/items/{id}") { _ in .status(201) }
    server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(20)))
    server.route(
      .get, "/drip",
      response: .pattern(byteCount: 64).dripped(chunkSize: 1, interval: .milliseconds(200)))
    try server.start()
    return server
  }

  @Test func recordsEveryPartOfARequest() throws {
    let server = try makeServer()
    let before = Date()
    let client = try RawClient(port: server.port)
    client.send(
      "POST /items/9?tag=a+b HTTP/1.1\r\nHost: h\r\nX-Trace: 1\r\nContent-Length: 4\r\n\r\nbody")
    #expect(client.readResponse()?.status == 201)
    let request = try #require(server.log.lastRequest)
    #expect(request.method == .post)
    #expect(request.target == "/items/9?tag=a+b")
    #expect(request.path == "/items/9")
    #expect(request.query == ["tag": "a b"])
    #expect(request.headers.fields.map(\.name) == ["Host", "X-Trace", "Content-Length"])
    #expect(request.bodyText == "body")
    #expect(request.version == "HTTP/1.1")
    #expect(request.route == "/items/{id}")
    #expect(request.pathParameters == ["id": "9"])
    #expect(request.connectionID == server.log.events.first?.connectionID)
    #expect(request.sequenceNumber == 1)
    #expect(request.serverPort == server.port)
    #expect(request.receivedAt >= before)
    #expect(request.receivedAt <= Date())
  }

  @Test func connectionIDsAndSequenceNumbersCount() throws {
    let server = try makeServer()
    for _ in 0..<2 {
      let client = try RawClient(port: server.port)
      client.send("POST /items/1 HTTP/1.1\r\n\r\nPOST /items/2 HTTP/1.1\r\n\r\n")
      #expect(client.readResponse()?.status == 201)
      #expect(client.readResponse()?.status == 201)
    }
    let requests = server.log.requests
    #expect(requests.map(\.connectionID) == [1, 1, 2, 2])
    #expect(requests.map(\.sequenceNumber) == [1, 2, 3, 4])
    #expect(requests.map(\.receivedInstant) == requests.map(\.receivedInstant).sorted())
    #expect(server.log.count(.post, "/items/{id}") == 4)
  }

  @Test func waitForRequestsReturnsOnceTheyArrive() async throws {
    let server = try makeServer()
    let session = URLSessionClient.session()
    async let first = URLSessionClient.fetch(
      server.url("/items/1"), method: "POST", session: session)
    async let second = URLSessionClient.fetch(
      server.url("/items/2"), method: "POST", session: session)
    #expect(await server.log.waitForRequests(count: 2, timeout: .seconds(20)))
    _ = try await (first, second)
    #expect(server.log.requestCount == 2)
  }

  @Test func waitTimesOutWhenNothingHappens() throws {
    let server = try makeServer()
    let started = FixtureInstant.now
    #expect(!server.log.waitForRequests(count: 1, timeout: .milliseconds(100)))
    let waited = started.elapsed
    #expect(waited >= .milliseconds(100))
    #expect(waited < .seconds(2))
  }

  @Test func resetForgetsButKeepsCounting() throws {
    let server = try makeServer()
    let client = try RawClient(port: server.port)
    client.send("POST /items/1 HTTP/1.1\r\n\r\n")
    _ = client.readResponse()
    server.log.reset()
    #expect(server.log.requests.isEmpty && server.log.events.isEmpty)
    client.send("POST /items/1 HTTP/1.1\r\n\r\n")
    _ = client.readResponse()
    #expect(server.log.lastRequest?.sequenceNumber == 2)
  }

  @Test func clientClosingDuringADelayIsSeenAsADrop() throws {
    let server = try makeServer()
    do {
      let client = try RawClient(port: server.port)
      client.get("/slow")
      #expect(server.log.waitForRequests(count: 1, timeout: .seconds(3)))
    }  // the client closes here, with the response 20 s away
    #expect(server.log.waitForDisconnect(timeout: .seconds(3)))
    let drop = try #require(server.log.events(.droppedByClient).first)
    #expect(drop.path == "/slow")
    #expect(drop.connectionID == server.log.lastRequest?.connectionID)
  }

  @Test func clientClosingDuringADripIsSeenAsADrop() throws {
    let server = try makeServer()
    do {
      let client = try RawClient(port: server.port)
      client.get("/drip")
      #expect(client.socket.receive(timeout: .seconds(3)) != .timedOut)
    }
    #expect(server.log.waitForDisconnect(timeout: .seconds(3)))
  }

  @Test func cancellingAURLSessionTaskIsSeenAsADrop() async throws {
    let server = try makeServer()
    let session = URLSessionClient.session()
    let task = session.dataTask(with: server.url("/slow"))
    task.resume()
    #expect(await server.log.waitForRequests(count: 1, timeout: .seconds(3)))
    task.cancel()
    #expect(await server.log.waitForDisconnect(timeout: .seconds(3)))
    #expect(server.log.events(.droppedByClient).map(\.path) == ["/slow"])
  }

  @Test func countersWithoutStoringRequests() throws {
    let server = FixtureServer(configuration: .init(storesRequests: false))
    server.route(.get, "/x/{n}", response: .status(204))
    try server.start()
    let client = try RawClient(port: server.port)
    for n in 0..<3 {
      client.get("/x/\(n)")
      #expect(client.readResponse()?.status == 204)
    }
    client.get("/unknown")
    #expect(client.readResponse()?.status == 404)
    #expect(server.log.waitForRequests(count: 4, timeout: .seconds(1)))
    #expect(server.log.requests.isEmpty)
    #expect(server.log.requestCount == 4)
    #expect(server.log.count(.get, "/x/{n}") == 3)
    #expect(server.log.events(.opened).count == 1)
  }

  @Test func idleCloseByTheClientIsNotADrop() throws {
    let server = try makeServer()
    do {
      let client = try RawClient(port: server.port)
      client.send("POST /items/1 HTTP/1.1\r\n\r\n")
      #expect(client.readResponse()?.status == 201)
    }
    #expect(server.log.waitForClosedConnections(count: 1, timeout: .seconds(3)))
    #expect(server.log.events.map(\.kind) == [.opened, .closedByClient])
  }
}
