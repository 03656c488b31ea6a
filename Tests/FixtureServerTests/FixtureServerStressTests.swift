import Dispatch
import FixtureServer
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Many clients at once; `make tsan` runs this suite under ThreadSanitizer.
@Suite struct FixtureServerStressTests {
  private func session(connections: Int) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    configuration.httpMaximumConnectionsPerHost = connections
    return URLSession(configuration: configuration)
  }

  @Test func fiftyURLSessionClientsInParallel() async throws {
    let server = FixtureServer()
    server.route(.get, "/n/{n}") { request in
      .json(["n": request.pathParameters["n"] ?? ""]).delayed(by: .milliseconds(400))
    }
    try server.start()
    let session = session(connections: 50)
    let started = FixtureInstant.now
    let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for n in 0..<50 {
        group.addTask {
          let (data, _) = try await URLSessionClient.fetch(server.url("/n/\(n)"), session: session)
          return (n, String(decoding: data, as: UTF8.self))
        }
      }
      return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
    }
    let elapsed = started.elapsed
    // Fifty 400 ms delays served one after another would take 20 s; served side by side they
    // take well under half that even on a machine busy with other suites.
    #expect(elapsed < .seconds(10), "took \(elapsed)")
    #expect(bodies.count == 50)
    #expect(bodies.allSatisfy { $0.value == #"{"n":"\#($0.key)"}"# })
    #expect(server.log.requestCount == 50)
    #expect(server.log.count(.get, "/n/{n}") == 50)
    #expect(Set(server.log.requests.map(\.sequenceNumber)) == Set(1...50))
  }

  @Test func fiftyRawClientsOnTheirOwnThreadsWithKeepAlive() throws {
    let server = FixtureServer()
    server.route(.post, "/echo") { request in .data(request.body) }
    try server.start()
    let port = server.port
    let failures = FailureCount(0)
    let group = DispatchGroup()
    for client in 0..<50 {
      group.enter()
      Thread {
        defer { group.leave() }
        guard let raw = try? RawClient(port: port) else { return failures.add(1) }
        for request in 0..<5 {
          let body = "client \(client) request \(request)"
          raw.send("POST /echo HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
          if raw.readResponse()?.text != body { failures.add(1) }
        }
      }.start()
    }
    #expect(group.wait(timeout: .now() + 20) == .success)
    #expect(failures.value == 0)
    #expect(server.log.requestCount == 250)
    #expect(Set(server.log.requests.map(\.connectionID)).count == 50)
  }

  @Test func stopWhileManyRequestsArePending() async throws {
    let server = FixtureServer()
    server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(10)))
    try server.start()
    let session = session(connections: 20)
    let outcomes = Task {
      await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<20 {
          group.addTask {
            (try? await URLSessionClient.fetch(server.url("/slow"), session: session)) == nil
          }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
    }
    #expect(await server.log.waitForRequests(count: 20, timeout: .seconds(20)))
    let stopTime = FixtureInstant.measure { server.stop() }
    let failed = await outcomes.value
    #expect(stopTime < .seconds(2), "stop took \(stopTime)")
    #expect(failed == Array(repeating: true, count: 20))
    #expect(server.log.events(.closedByServer).count == 20)
  }

  @Test func readingTheLogWhileItGrows() throws {
    let server = FixtureServer()
    server.route(.get, "/x", response: .status(204))
    try server.start()
    let port = server.port
    let group = DispatchGroup()
    for _ in 0..<8 {
      group.enter()
      Thread {
        defer { group.leave() }
        guard let raw = try? RawClient(port: port) else { return }
        for _ in 0..<20 {
          raw.get("/x")
          _ = raw.readResponse()
        }
      }.start()
    }
    var seen = 0
    while seen < 160, server.log.wait(timeout: .seconds(5), until: { $0.requests.count > seen }) {
      let snapshot = server.log.snapshot
      #expect(snapshot.requests.count >= seen)
      seen = snapshot.requests.count
    }
    #expect(group.wait(timeout: .now() + 10) == .success)
    #expect(server.log.requestCount == 160)
  }
}

extension FixtureServerStressTests {
  /// Twenty clients on their own threads resume one event stream (every odd-numbered
  /// connection drops) and read a volume stream, all at once.
  @Test func twentyStreamingClientsAtOnce() throws {
    let server = FixtureServer()
    let events = FixtureEvent.numbered((1...50).map(String.init))
    let stream = FixtureEventStream(events, options: .init(interval: .milliseconds(1))) {
      $0 % 2 == 1 ? .events(.drop(after: 10)) : .events()
    }
    server.route(.get, "/events", events: stream)
    server.route(.get, "/volume", response: .eventVolume(count: 20_000))
    try server.start()
    let port = server.port
    let failures = FailureCount(0)
    let group = DispatchGroup()
    for _ in 0..<20 {
      group.enter()
      Thread {
        defer { group.leave() }
        if Self.resumeToTheEnd(port: port) != (1...50).map(String.init) { failures.add(1) }
        guard let raw = try? RawClient(port: port) else { return failures.add(1) }
        raw.get("/volume")
        let body = raw.readResponse(timeout: .seconds(20))?.body.count
        if body != FixtureResponse.eventVolumeByteCount(count: 20_000) { failures.add(1) }
      }.start()
    }
    #expect(group.wait(timeout: .now() + 60) == .success)
    #expect(failures.value == 0)
    #expect(stream.connectionCount >= 20)
    #expect(stream.connectionCount == server.log.count(.get, "/events"))
  }

  /// The ids one client collects from `/events`, reconnecting with its last id after each cut
  /// (at most 20 connections).
  private static func resumeToTheEnd(port: Int) -> [String] {
    var ids: [String] = []
    for _ in 0..<20 {
      guard let raw = try? RawClient(port: port) else { return ids }
      raw.get("/events", headers: ids.last.map { ["Last-Event-ID: \($0)"] } ?? [])
      guard raw.readHead(timeout: .seconds(10))?.status == 200 else { return ids }
      let (chunks, last) = raw.readChunkTexts(timeout: .seconds(10))
      for chunk in chunks where chunk.hasPrefix("id: ") {
        ids.append(String(chunk.dropFirst(4).prefix { $0 != "\n" }))
      }
      guard last != .end else { return ids }
    }
    return ids
  }
}

/// A counter for the client threads' failures.
private final class FailureCount: @unchecked Sendable {
  // Safe to share: `count` is touched only while `lock` is held.
  private let lock = NSLock()
  private var count: Int

  init(_ initial: Int) { count = initial }

  func add(_ amount: Int) {
    lock.lock()
    count += amount
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
