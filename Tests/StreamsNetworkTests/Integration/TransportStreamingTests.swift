import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streamed requests (``Transport/startStreaming(_:handler:)``) over loopback on both real
/// transports: the head first, then the body's bytes as they arrive, then one end; failures
/// after the bytes before them; cancellation that closes the connection and silences the
/// handler.
@Suite(.checksResources)
struct TransportStreamingTests {
  /// A body of `count` bytes cut into pieces of uneven sizes, each its own chunk on the wire.
  private static func unevenPieces(_ count: Int) -> [Data] {
    let body = FixtureResponse.patternBody(byteCount: count)
    var pieces: [Data] = []
    var start = 0
    var size = 1
    while start < body.count {
      let end = min(body.count, start + size)
      pieces.append(body.subdata(in: start..<end))
      start = end
      size = size * 7 % 40_009 + 1
    }
    return pieces
  }

  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(
        .get, "/ticks",
        response: .stream(
          [.write("tick 1\n"), .pause(.milliseconds(20)), .write("tick 2\n"), .write("tick 3\n")],
          contentType: "text/plain"))
      server.route(.get, "/uneven", response: .stream([.chunks(Self.unevenPieces(300_000))]))
      server.route(
        .get, "/drip",
        response: .pattern(byteCount: 64).dripped(chunkSize: 8, interval: .milliseconds(5)))
      server.route(.get, "/held", response: .stream([.write("first\n"), .hold]))
      server.route(
        .get, "/dropped",
        response: .stream([
          .write("alpha\n"), .flush, .partialChunk("bravo bravo", sending: 5), .drop,
        ]))
      server.route(
        .get, "/reset", response: .stream([.write("alpha\n"), .pause(.milliseconds(20)), .reset]))
      server.route(
        .get, "/until-close",
        response: .stream(
          [.write("one "), .pause(.milliseconds(20)), .write("two")], framing: .untilClose))
      server.route(.get, "/no-content", response: .status(204))
      server.route(.get, "/unavailable", response: .text("come back later", status: 503))
      server.route(.get, "/volume", response: .jsonLinesVolume(lineCount: 200_000))
      server.route(.get, "/start", response: .redirect(to: "/ticks"))
      server.route(.get, "/cross") { request in
        .redirect(to: request.absoluteURL("/ticks", host: "localhost"))
      }
    }
  }

  /// Streams `path` into a new recorder and waits, bounded, for its end.
  private func stream(
    _ harness: Harness, _ path: String, headers: [String: String] = [:], seconds: Double = 10
  ) -> StreamRecorder {
    let recorder = StreamRecorder()
    var request = URLRequest(url: harness.server.url(path))
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    _ = harness.transport.startStreaming(
      TransportRequest(urlRequest: request), handler: recorder.handler)
    #expect(recorder.waitForEnd(seconds: seconds), "\(path) ended")
    harness.settle()
    return recorder
  }

  @Test(arguments: TransportKind.available)
  func headComesFirstThenTheChunksThenTheEnd(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = stream(harness, "/ticks")
    #expect(recorder.isWellFormed, "\(recorder.parts)")
    #expect(recorder.parts.first == .head(200))
    #expect(recorder.head?.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    #expect(String(decoding: recorder.body, as: UTF8.self) == "tick 1\ntick 2\ntick 3\n")
    #expect(recorder.end == .completed)
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test(arguments: TransportKind.available)
  func bytesArriveExactlyAndInOrderWhereverTheyAreCut(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let uneven = stream(harness, "/uneven")
    #expect(uneven.isWellFormed)
    #expect(uneven.body == FixtureResponse.patternBody(byteCount: 300_000))
    #expect(uneven.end == .completed)
    let drip = stream(harness, "/drip")
    #expect(drip.isWellFormed)
    #expect(drip.body == FixtureResponse.patternBody(byteCount: 64))
    #expect(drip.end == .completed)
  }

  @Test(arguments: TransportKind.available)
  func firstChunkArrivesWhileTheServerHoldsTheRest(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = StreamRecorder()
    let task = harness.transport.startStreaming(
      TransportRequest(urlRequest: URLRequest(url: harness.server.url("/held"))),
      handler: recorder.handler)
    // The server sends nothing after the first line until the client goes: the line can only
    // have arrived as a chunk of a response still going on.
    #expect(recorder.waitForParts(2))
    #expect(recorder.parts == [.head(200), .chunk(Data("first\n".utf8))])
    task.cancel()
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    harness.settle()
    #expect(recorder.parts.count == 2, "nothing after the cancel: \(recorder.parts)")
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test(arguments: TransportKind.available)
  func dropMidBodyFailsAfterTheChunksBeforeIt(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    // Both transports call either drop a lost connection (URLSession on Linux says "unknown";
    // its stream reports what libcurl reports).
    for path in ["/dropped", "/reset"] {
      let recorder = stream(harness, path)
      #expect(recorder.isWellFormed, "\(path): \(recorder.parts)")
      #expect(recorder.parts.first == .head(200))
      #expect(recorder.body.starts(with: Data("alpha\n".utf8)), "\(path)")
      #expect(recorder.end == .failed(.networkConnectionLost), "\(path): \(recorder.parts)")
    }
  }

  @Test(arguments: TransportKind.available)
  func closeDelimitedBodyEndsNormally(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = stream(harness, "/until-close")
    #expect(recorder.isWellFormed)
    #expect(String(decoding: recorder.body, as: UTF8.self) == "one two")
    #expect(recorder.end == .completed)
  }

  @Test(arguments: TransportKind.available)
  func noContentAndErrorStatusesArriveAsHeads(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    #expect(stream(harness, "/no-content").parts == [.head(204), .completed])
    let unavailable = stream(harness, "/unavailable")
    #expect(unavailable.parts.first == .head(503))
    #expect(String(decoding: unavailable.body, as: UTF8.self) == "come back later")
    #expect(unavailable.end == .completed)
  }

  @Test(arguments: TransportKind.available)
  func cancellingMidStreamClosesTheConnectionAndNothingFollows(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = StreamRecorder()
    let box = TaskBox()
    // Cancelled from inside the handler, on the transport's thread, at the first chunk: no
    // other event may follow, not even one on its way.
    recorder.onEvent = { event, _ in
      if case .chunk = event { box.waitForTask()?.cancel() }
    }
    box.set(
      harness.transport.startStreaming(
        TransportRequest(urlRequest: URLRequest(url: harness.server.url("/volume"))),
        handler: recorder.handler))
    #expect(recorder.waitForParts(2))
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    harness.settle()
    #expect(recorder.parts.count == 2, "head and one chunk: \(recorder.parts)")
    #expect(recorder.end == nil)
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test(arguments: TransportKind.available)
  func redirectIsFollowedAndCredentialsStayWithTheirOrigin(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let followed = stream(harness, "/start")
    #expect(followed.parts.first == .head(200))
    #expect(followed.head?.url?.path == "/ticks")
    #expect(String(decoding: followed.body, as: UTF8.self) == "tick 1\ntick 2\ntick 3\n")
    harness.server.log.reset()
    let crossed = stream(harness, "/cross", headers: ["Authorization": "Bearer secret"])
    #expect(crossed.end == .completed)
    let requests = harness.server.log.requests
    #expect(requests.map(\.path) == ["/cross", "/ticks"])
    #expect(requests.first?.headers["Authorization"] == "Bearer secret")
    #expect(requests.last?.headers["Authorization"] == nil)
  }

  @Test(arguments: TransportKind.available)
  func requestIsCheckedAsWhenCollected(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    var request = URLRequest(url: harness.server.url("/ticks"))
    request.setValue("1", forHTTPHeaderField: "X Note")
    let collected = Locked<TransportEvent?>(nil)
    let done = DispatchSemaphore(value: 0)
    _ = harness.transport.start(TransportRequest(urlRequest: request)) { event in
      switch event {
      case .completed, .failed:
        collected.withLock { $0 = event }
        done.signal()
      case .uploadProgress, .downloadProgress: break
      }
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    let streamed = StreamRecorder()
    _ = harness.transport.startStreaming(
      TransportRequest(urlRequest: request), handler: streamed.handler)
    #expect(streamed.waitForEnd())
    harness.settle()
    // The same code checks both: the same refusal, or (a transport that leaves the checks to
    // the provider) the same answer.
    switch collected.withLock({ $0 }) {
    case .failed(let error, _)?:
      #expect(streamed.parts.count == 1)
      #expect("\(type(of: error))" == streamed.error.map { "\(type(of: $0))" })
    case .completed(let http, _)?:
      #expect(streamed.parts.first == .head(http.statusCode))
    default:
      Issue.record("the collected request did not end")
    }
    if kind == .curl {
      #expect(streamed.error as? HeaderFieldError == .invalidName("X Note"))
      #expect(harness.server.log.requestCount == 0)
    }
  }

  #if os(Linux)
  @Test func bothTransportsGiveTheSameParts() throws {
    let paths = ["/ticks", "/uneven", "/until-close", "/no-content", "/unavailable", "/start"]
    var seen: [TransportKind: [String: [StreamRecorder.Part]]] = [:]
    for kind in TransportKind.available {
      let harness = try makeHarness(kind)
      for path in paths {
        let recorder = stream(harness, path)
        // Where the chunks are cut is the connection's business: compare the joined bytes.
        var parts = recorder.parts.filter { if case .chunk = $0 { false } else { true } }
        if !recorder.body.isEmpty { parts.insert(.chunk(recorder.body), at: 1) }
        seen[kind, default: [:]][path] = parts
      }
    }
    #expect(seen[.curl] == seen[.urlSession])
    #expect(seen[.curl]?.count == paths.count)
  }
  #endif
}

/// Hands the task a streamed request returned to its own handler, which may run before the
/// test thread has it.
private final class TaskBox: @unchecked Sendable {
  // Safe to share: the task lives in the `Locked` box; the semaphore is thread-safe.
  private let task = Locked<(any TransportTask)?>(nil)
  private let stored = DispatchSemaphore(value: 0)

  func set(_ task: any TransportTask) {
    self.task.withLock { $0 = task }
    stored.signal()
  }

  /// The task, waiting (bounded) for the test thread to store it.
  func waitForTask() -> (any TransportTask)? {
    if let task = task.withLock({ $0 }) { return task }
    _ = stored.wait(timeout: .now() + 5)
    stored.signal()
    return task.withLock { $0 }
  }
}
