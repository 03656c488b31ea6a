import FixtureServer
import Foundation
import Testing

@Suite struct LifecycleTests {
  @Test func startsAndStopsWellUnderASecond() throws {
    let server = FixtureServer()
    let startTime = try FixtureInstant.measure { try server.start() }
    #expect(server.isRunning)
    #expect(server.port > 0)
    let stopTime = FixtureInstant.measure { server.stop() }
    #expect(!server.isRunning)
    #expect(startTime < .milliseconds(500), "start took \(startTime)")
    #expect(stopTime < .milliseconds(500), "stop took \(stopTime)")
  }

  @Test func bindsOnlyTheLoopbackAddress() throws {
    let server = FixtureServer()
    try server.start()
    let endpoint = try #require(server.listenerEndpoint)
    #expect(endpoint.address == "127.0.0.1")
    #expect(endpoint.port == server.port)
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    #expect(
      server.url("/a?b=c", host: "localhost").absoluteString
        == "http://localhost:\(server.port)/a?b=c")
  }

  @Test func twoServersGetDifferentEphemeralPorts() throws {
    let first = FixtureServer()
    let second = FixtureServer()
    try first.start()
    try second.start()
    #expect(first.port != second.port)
  }

  @Test func bindingATakenPortThrows() throws {
    let first = FixtureServer()
    try first.start()
    let second = FixtureServer(configuration: .init(port: UInt16(first.port)))
    #expect(throws: FixtureServerError.socket(operation: "bind", code: EADDRINUSE)) {
      try second.start()
    }
    #expect(!second.isRunning)
  }

  @Test func stopIsIdempotentAndClosesTheListener() throws {
    let server = FixtureServer()
    try server.start()
    let port = server.port
    server.stop()
    server.stop()
    #expect(server.listenerEndpoint == nil)
    #expect(throws: (any Error).self) { try RawClient(port: port) }
  }

  @Test func startingAgainWhileRunningIsANoOpAndAfterStopThrows() throws {
    let server = FixtureServer()
    try server.start()
    let port = server.port
    try server.start()
    #expect(server.port == port)
    server.stop()
    #expect(throws: FixtureServerError.stopped) { try server.start() }
  }

  @Test func stopBeforeStartIsHarmless() {
    let server = FixtureServer()
    server.stop()
    #expect(!server.isRunning)
    #expect(throws: FixtureServerError.stopped) { try server.start() }
  }

  @Test func deinitStopsTheServer() throws {
    var port = 0
    do {
      let server = FixtureServer()
      try server.start()
      port = server.port
      let client = try RawClient(port: port)
      client.get("/")
      #expect(client.readResponse()?.status == 404)
    }
    #expect(throws: (any Error).self) { try RawClient(port: port) }
  }

  @Test func stopClosesConnectedClientsPromptly() throws {
    let server = FixtureServer()
    server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(30)))
    try server.start()
    let idle = try RawClient(port: server.port)
    let waiting = try RawClient(port: server.port)
    waiting.get("/slow")
    #expect(server.log.waitForRequests(count: 1, timeout: .seconds(3)))
    #expect(server.log.wait(timeout: .seconds(3)) { $0.events(.opened).count == 2 })
    let stopTime = FixtureInstant.measure { server.stop() }
    #expect(stopTime < .seconds(1), "stop took \(stopTime)")
    #expect(idle.readToEnd(timeout: .seconds(2)).end == .endOfStream)
    let pending = waiting.readToEnd(timeout: .seconds(2))
    #expect(pending.end == .endOfStream)
    #expect(pending.bytes.isEmpty)
    let closes = server.log.events.filter { $0.kind == .closedByServer }
    #expect(closes.count == 2)
    #expect(server.log.events.filter { $0.kind == .droppedByClient }.isEmpty)
  }
}
