import Dispatch
import FixtureServer
import Foundation
import Testing

/// Streams that never end by themselves: stopping the server or losing the client ends them
/// at once, leaves no connection thread behind and releases what the route held.
@Suite struct StreamLifecycleTests {
  /// Signals when released, so a test can wait (bounded) for the last reference to go.
  private final class Probe: Sendable {
    let released: DispatchSemaphore
    init(_ released: DispatchSemaphore) { self.released = released }
    deinit { released.signal() }
  }

  /// A long `stopTimeout`, so a `stop()` that returns quickly proves every connection thread
  /// has finished rather than been given up on.
  private static let configuration = FixtureServer.Configuration(stopTimeout: .seconds(10))

  @Test func stopEndsAHeldStreamPromptlyAndReleasesTheRoute() throws {
    let released = DispatchSemaphore(value: 0)
    do {
      let server = FixtureServer(configuration: Self.configuration)
      let probe = Probe(released)
      let script = StreamScript(count: 2) { index in
        withExtendedLifetime(probe) { index == 0 ? .write("first") : .hold }
      }
      server.route(.get, "/held", response: .stream(script))
      try server.start()
      let client = try RawClient(port: server.port)
      client.get("/held")
      #expect(client.readHead()?.status == 200)
      #expect(client.nextChunk() == .chunk(Array("first".utf8)))
      let stopTime = FixtureInstant.measure { server.stop() }
      #expect(stopTime < .seconds(2), "stop took \(stopTime)")
      #expect(client.readToEnd(timeout: .seconds(2)).end == .endOfStream)
      #expect(server.log.events(.closedByServer).count == 1)
      #expect(server.log.events(.droppedByClient).isEmpty)
    }
    // The route's script (and its probe) goes once no connection thread holds the server.
    #expect(released.wait(timeout: .now() + 5) == .success)
  }

  @Test func stopEndsAStreamBlockedOnAClientThatDoesNotRead() throws {
    let server = FixtureServer(configuration: Self.configuration)
    server.route(.get, "/volume", response: .eventVolume(count: 1 << 40))
    try server.start()
    let client = try RawClient(port: server.port)
    client.get("/volume")
    #expect(client.readHead()?.status == 200)
    guard case .chunk = client.nextChunk() else {
      Issue.record("no first chunk")
      return
    }
    // The client reads no more: the server's sends fill the socket buffers and block.
    #expect(!server.log.wait(timeout: .milliseconds(200)) { $0.events.count > 1 })
    let stopTime = FixtureInstant.measure { server.stop() }
    #expect(stopTime < .seconds(2), "stop took \(stopTime)")
    #expect(server.log.events(.closedByServer).count == 1)
  }

  @Test func aClientLeavingMidStreamEndsTheServersWrites() throws {
    let server = FixtureServer(configuration: Self.configuration)
    server.route(.get, "/volume", response: .jsonLinesVolume(lineCount: 1 << 40))
    try server.start()
    do {
      let client = try RawClient(port: server.port)
      client.get("/volume")
      #expect(client.readHead()?.status == 200)
      for _ in 0..<3 {
        guard case .chunk = client.nextChunk() else {
          Issue.record("the stream stopped early")
          return
        }
      }
    }
    // The client's socket is closed now: the server's next send fails.
    #expect(server.log.waitForDisconnect(timeout: .seconds(5)))
    #expect(server.log.events(.droppedByClient).first?.path == "/volume")
  }
}
