#if os(Linux)
import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

import FoundationNetworking

/// What only the libcurl transport does, over loopback: every method, bodies from files and
/// streams, keep-alive, refused headers, and the events of a request that cannot start.
@Suite(.checksResources)
struct CurlTransportTests {
  private func makeHarness() throws -> Harness {
    try Harness(.curl) { server in
      let echo: @Sendable (FixtureRequest) -> FixtureResponse = { request in
        // Only the first bytes of the body: building a large text is slow in a debug build.
        .text(
          "\(request.method.rawValue) \(request.body.count) "
            + String(decoding: request.body.prefix(16), as: UTF8.self))
      }
      server.route(.get, "/echo", echo)
      server.route(.post, "/echo", echo)
      server.route(.put, "/echo", echo)
      server.route(.patch, "/echo", echo)
      server.route(.delete, "/echo", echo)
      server.route(.options, "/echo", echo)
      server.route(.head, "/echo", echo)
      server.route(.post, "/moved", response: .redirect(to: "/echo", status: 307))
    }
  }

  /// Sends `request` straight through the transport and waits for its terminal event.
  private func send(_ request: TransportRequest, _ harness: Harness) throws -> TransportEvent {
    try terminalEvent(harness) { harness.transport.start(request, handler: $0) }
  }

  /// Starts a request with `start` and waits, bounded, for its terminal event.
  private func terminalEvent(
    _ harness: Harness,
    _ start: (@escaping @Sendable (TransportEvent) -> Void) -> TransportTask
  ) throws -> TransportEvent {
    let outcome = Locked<TransportEvent?>(nil)
    let ended = DispatchSemaphore(value: 0)
    let task = start { event in
      switch event {
      case .completed, .failed:
        outcome.withLock { $0 = event }
        ended.signal()
      case .uploadProgress, .downloadProgress: break
      }
    }
    _ = ended.wait(timeout: .now() + 5)
    task.cancel()
    harness.settle()
    return try #require(outcome.withLock { $0 })
  }

  private func request(_ harness: Harness, _ path: String, method: String) -> URLRequest {
    var request = URLRequest(url: harness.server.url(path))
    request.httpMethod = method
    return request
  }

  private func text(_ event: TransportEvent) -> String? {
    guard case .completed(_, let data) = event else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  @Test func everyMethodArrivesAsSentWithItsBody() throws {
    let harness = try makeHarness()
    for method in ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] {
      var withBody = request(harness, "/echo", method: method)
      withBody.httpBody = Data("abc".utf8)
      #expect(text(try send(TransportRequest(urlRequest: withBody), harness)) == "\(method) 3 abc")
    }
    // A body is labelled a form only on a POST, as URLSession does; libcurl alone would
    // label every body so.
    let types = harness.server.log.requests.map { $0.header("Content-Type") }
    #expect(types == ["application/x-www-form-urlencoded", nil, nil, nil, nil])
    for method in ["GET", "DELETE", "POST"] {
      let bare = request(harness, "/echo", method: method)
      #expect(text(try send(TransportRequest(urlRequest: bare), harness)) == "\(method) 0 ")
    }
    let head = try send(
      TransportRequest(urlRequest: request(harness, "/echo", method: "HEAD")), harness)
    guard case .completed(let response, let body) = head else {
      Issue.record("HEAD failed: \(head)")
      return
    }
    #expect(response.statusCode == 200 && body.isEmpty)
  }

  @Test func fileUploadArrivesWholeAndIsRepeatedOnA307() throws {
    let harness = try makeHarness()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-curl-upload-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    let payload = FixtureResponse.patternBody(byteCount: 300_000)
    try payload.write(to: file)
    let sent = try send(
      TransportRequest(urlRequest: request(harness, "/moved", method: "POST"), upload: .file(file)),
      harness)
    #expect(text(sent)?.hasPrefix("POST 300000 ") == true)
    #expect(harness.server.log.requests.map(\.body.count) == [300_000, 300_000])
  }

  @Test func missingUploadFileFailsWithATypedError() throws {
    let harness = try makeHarness()
    let missing = URL(fileURLWithPath: "/nonexistent/streams-\(UUID().uuidString)")
    let event = try send(
      TransportRequest(
        urlRequest: request(harness, "/echo", method: "POST"), upload: .file(missing)),
      harness)
    guard case .failed(let error, _) = event else {
      Issue.record("expected a failure, got \(event)")
      return
    }
    #expect((error as? URLError)?.code == .fileDoesNotExist)
    #expect(harness.server.log.requestCount == 0)
  }

  @Test func streamBodyGoesOutChunkedAndCannotBeRepeated() throws {
    let harness = try makeHarness()
    var streamed = request(harness, "/echo", method: "PUT")
    streamed.httpBodyStream = InputStream(data: Data("streamed".utf8))
    let sent = try send(TransportRequest(urlRequest: streamed), harness)
    #expect(text(sent) == "PUT 8 streamed")
    #expect(harness.server.log.lastRequest?.header("Transfer-Encoding") == "chunked")

    var moved = request(harness, "/moved", method: "POST")
    moved.httpBodyStream = InputStream(data: Data("once".utf8))
    let refused = try send(TransportRequest(urlRequest: moved), harness)
    guard case .failed(let error, let response) = refused else {
      Issue.record("expected a failure, got \(refused)")
      return
    }
    #expect((error as? URLError)?.code == .requestBodyStreamExhausted)
    #expect(response?.statusCode == 307)
  }

  @Test func headerWithALineBreakIsRefusedBeforeAnythingIsSent() throws {
    let harness = try makeHarness()
    var injected = request(harness, "/echo", method: "GET")
    injected.allHTTPHeaderFields = ["X-Note": "a\r\nX-Injected: yes"]
    let event = try send(TransportRequest(urlRequest: injected), harness)
    guard case .failed(let error, nil) = event else {
      Issue.record(
        "expected a failure, got \(event) \(String(describing: injected.allHTTPHeaderFields))")
      return
    }
    #expect(error as? HeaderFieldError == .invalidValue(name: "X-Note"), "main's rule and error")
    #expect(harness.server.log.requestCount == 0)
  }

  @Test func sequentialRequestsShareOneKeepAliveConnection() throws {
    let harness = try makeHarness()
    for _ in 0..<20 {
      #expect(
        text(
          try send(TransportRequest(urlRequest: request(harness, "/echo", method: "GET")), harness))
          == "GET 0 ")
    }
    #expect(Set(harness.server.log.requests.map(\.connectionID)).count == 1)
  }

  /// The multi handle, and with it the kept-alive connection, goes when the transport does:
  /// the server sees the client close the connection once nothing holds the transport.
  @Test func releasedTransportClosesItsKeptAliveConnection() throws {
    let harness = try makeHarness()
    do {
      let transport = try CurlTransport()
      let request = TransportRequest(urlRequest: request(harness, "/echo", method: "GET"))
      let event = try terminalEvent(harness) { transport.start(request, handler: $0) }
      #expect(text(event) == "GET 0 ")
      #expect(harness.server.log.events(.closedByClient).isEmpty, "kept alive while it lives")
    }
    #expect(
      harness.server.log.wait(timeout: .seconds(5)) { log in
        log.events.contains { $0.kind == .closedByClient }
      })
  }

  /// The transport reuses one easy handle and sets only the options that changed: nothing
  /// one request set may reach the next.
  @Test func eachRequestOnAReusedHandleArrivesWithItsOwnMethodBodyAndHeadersOnly() throws {
    let harness = try makeHarness()
    func send(_ method: String, _ body: String? = nil, headers: [String: String] = [:])
      throws -> String?
    {
      var urlRequest = request(harness, "/echo", method: method)
      urlRequest.httpBody = body.map { Data($0.utf8) }
      urlRequest.allHTTPHeaderFields = headers
      var sent = TransportRequest(urlRequest: urlRequest)
      sent.reportsProgress = body != nil
      return text(try self.send(sent, harness))
    }
    #expect(try send("POST", "abc", headers: ["X-Trace": "1"]) == "POST 3 abc")
    #expect(try send("GET") == "GET 0 ")
    #expect(try send("HEAD") == "")
    #expect(try send("GET", headers: ["X-Other": "2"]) == "GET 0 ")
    #expect(try send("DELETE") == "DELETE 0 ")
    #expect(try send("GET") == "GET 0 ")
    #expect(try send("PUT", "xyz") == "PUT 3 xyz")
    #expect(try send("GET") == "GET 0 ")

    let requests = harness.server.log.requests
    let methods = ["POST", "GET", "HEAD", "GET", "DELETE", "GET", "PUT", "GET"]
    #expect(requests.map(\.method.rawValue) == methods)
    #expect(requests.map { $0.header("X-Trace") } == ["1", nil, nil, nil, nil, nil, nil, nil])
    #expect(requests.map { $0.header("X-Other") } == [nil, nil, nil, "2", nil, nil, nil, nil])
    // A body's length and label go with that request only.
    #expect(
      requests.map { $0.header("Content-Length") } == ["3", nil, nil, nil, nil, nil, "3", nil])
    #expect(requests.first?.header("Content-Type") == "application/x-www-form-urlencoded")
    #expect(requests.dropFirst().allSatisfy { $0.header("Content-Type") == nil })
    // One keep-alive connection throughout: the handle and its connection were reused.
    #expect(Set(requests.map(\.connectionID)).count == 1)
  }

  @Test func nonHTTPURLFailsWithUnsupportedURLScheme() throws {
    let harness = try makeHarness()
    let ftp = URLRequest(url: try #require(URL(string: "ftp://127.0.0.1/file")))
    let event = try send(TransportRequest(urlRequest: ftp), harness)
    guard case .failed(let error, _) = event else {
      Issue.record("expected a failure, got \(event)")
      return
    }
    #expect(error as? UnsupportedURLSchemeError == .init(scheme: "ftp"))
  }
}
#endif
