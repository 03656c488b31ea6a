import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if os(Linux)
/// HTTP/2 on the libcurl transport, against a local HTTP/2 server over TLS (its certificate
/// made at test time, its CA passed by option): requests are carried over h2 when the server
/// offers it by ALPN, multiplexed on one connection, with bodies and header fields intact,
/// and over HTTP/1.1 when it does not.
///
/// The URLSession transport is not run here: FoundationNetworking leaves libcurl's default
/// (h2 over TLS, multiplexing on) but cannot be told to trust a private CA on Linux, so it
/// cannot reach this server (``TransportTLSTests`` shows it refused).
@Suite(.checksResources, .enabled(if: TLSServer.isHTTP2Available))
struct TransportHTTP2Tests {
  /// Each test's own server, and a libcurl transport trusting its certificate.
  private struct Setup {
    let server: TLSServer
    let provider: Provider<Call>

    init(offering protocols: [String] = ["h2", "http/1.1"]) throws {
      server = try TLSServer.http2(offering: protocols)
      let transport = try CurlTransport(
        configuration: CurlTransport.Configuration(caFile: server.certificate))
      provider = Provider<Call>(session: transport, interceptors: [])
    }

    /// A call to `path` on the server, with `query` as its query string.
    func call(
      _ path: String, query: [String: Any] = [:], method: StreamsNetwork.HTTPMethod = .get,
      body: Data? = nil, headers: [String: String]? = nil
    ) -> Call {
      var task = RequestTask.requestParameters(
        parameters: query, encoding: URLEncoding.queryString)
      if let body {
        task = .requestCompositeData(bodyData: body, urlParameters: query)
      }
      return Call(
        baseURL: server.url(""), path: path, method: method, task: task, headers: headers)
    }

    /// Starts `call` and hands back its recorder, to wait on later.
    func start(_ call: Call) -> (Recorder<Response>, any Disposable) {
      let recorder = Recorder<Response>()
      return (recorder, provider.response(call).subscribe(recorder))
    }

    /// Sends `call` and waits, bounded, for its response.
    func send(_ call: Call) throws -> Response {
      let (recorder, subscription) = start(call)
      defer { subscription.dispose() }
      #expect(recorder.waitForEnd(seconds: 10), "no answer in time")
      #expect(recorder.error == nil, "\(String(describing: recorder.error))")
      return try #require(recorder.elements.first)
    }
  }

  @Test func getIsCarriedOverHTTP2AndDecodes() throws {
    let setup = try Setup()
    let response = try setup.send(
      setup.call("/hello", headers: ["X-Custom-Header": "Some Value (with ~ and é)"]))
    #expect(response.statusCode == 200)
    let answer = try response.map(HTTP2Answer.self)
    #expect(answer.protocol == "h2")
    #expect(answer.method == "GET")
    #expect(answer.path == "/hello")
    // libcurl (nghttp2) Huffman-codes field values: the server decoded this one intact.
    #expect(answer.headers["x-custom-header"] == "Some Value (with ~ and é)")
    #expect(answer.bodyLength == 0)
  }

  @Test func concurrentRequestsAreMultiplexedOnOneConnection() throws {
    let setup = try Setup()
    // The server holds each answer until all eight wait on the same connection (at most
    // five seconds): only streams in flight together on one connection all see eight.
    let started = (0..<8).map { index in
      setup.start(setup.call("/gather", query: ["gather": 8, "index": index]))
    }
    defer { started.forEach { $0.1.dispose() } }
    var answers: [HTTP2Answer] = []
    for (recorder, _) in started {
      #expect(recorder.waitForEnd(seconds: 10), "no answer in time")
      #expect(recorder.error == nil, "\(String(describing: recorder.error))")
      if let response = recorder.elements.first {
        answers.append(try response.map(HTTP2Answer.self))
      }
    }
    #expect(answers.count == 8)
    #expect(answers.allSatisfy { $0.protocol == "h2" })
    #expect(answers.map(\.concurrent) == Array(repeating: 8, count: 8))
    #expect(Set(answers.map(\.connection)).count == 1, "\(answers.map(\.connection))")
    #expect(Set(answers.map(\.stream)).count == 8)
  }

  @Test func postBodyArrivesIntactOverHTTP2() throws {
    let setup = try Setup()
    // Larger than the default flow-control window (65,535 bytes): sent across many DATA
    // frames, as the server's WINDOW_UPDATEs allow.
    let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
    let response = try setup.send(
      setup.call(
        "/upload", method: .post, body: body, headers: ["Content-Type": "application/octet-stream"]
      ))
    let answer = try response.map(HTTP2Answer.self)
    #expect(answer.protocol == "h2")
    #expect(answer.method == "POST")
    #expect(answer.bodyLength == body.count)
    #expect(answer.bodySHA256 == SHA256.hex(body))
    #expect(answer.headers["content-type"] == "application/octet-stream")
  }

  @Test func largeResponseArrivesWhole() throws {
    let setup = try Setup()
    let response = try setup.send(setup.call("/large", query: ["size": 1_000_000]))
    let answer = try response.map(HTTP2Answer.self)
    #expect(answer.protocol == "h2")
    #expect(answer.padding.utf8.count == 1_000_000)
    #expect(response.header("Content-Length") == String(response.data.count))
  }

  @Test func responseHeadersAreReadFromAnHTTP2Head() throws {
    let setup = try Setup()
    // An HTTP/2 head has no reason phrase and only lower-case names, and this one has a
    // field twice.
    let response = try setup.send(setup.call("/created", query: ["status": 201]))
    #expect(response.statusCode == 201)
    #expect(response.response?.statusCode == 201)
    #expect(response.header("Content-Type") == "application/json")
    #expect(response.header("x-repeated") == "one, two")
    #expect(response.response?.value(forHTTPHeaderField: "X-REPEATED") == "one, two")
    #expect(try response.map(HTTP2Answer.self).protocol == "h2")
  }

  @Test func serverWithoutHTTP2IsAnsweredOverHTTP1() throws {
    let setup = try Setup(offering: ["http/1.1"])
    let response = try setup.send(setup.call("/fallback", query: ["status": 202]))
    #expect(response.statusCode == 202)
    #expect(try response.map(HTTP2Answer.self).protocol == "http/1.1")
    #expect(response.header("x-repeated") == "one, two")
  }
}
#endif
