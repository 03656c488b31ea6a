import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Adds one header field in `prepare`, as a plugin that signs requests would.
///
/// Through `allHTTPHeaderFields`: FoundationNetworking's `setValue(_:forHTTPHeaderField:)`
/// silently drops a value with a line break, but the dictionary takes it as it is (and Apple's
/// Foundation may take either).
private struct HeaderPlugin: PluginType {
  let name: String
  let value: String

  func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
    var request = request
    request.allHTTPHeaderFields = (request.allHTTPHeaderFields ?? [:]).merging([name: value]) {
      $1
    }
    return request
  }
}

/// Adds one header field before the attempt, as an authentication interceptor would (through
/// `allHTTPHeaderFields`, as ``HeaderPlugin`` does).
private struct HeaderInterceptor: RequestInterceptor {
  let name: String
  let value: String

  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    var adapted = request
    adapted.urlRequest.allHTTPHeaderFields =
      (request.urlRequest.allHTTPHeaderFields ?? [:]).merging([name: value]) { $1 }
    return next(adapted)
  }
}

/// Item 8 of issue 10: a header field that would break the request's framing (a CR, LF or NUL
/// in its value, a name that is not an HTTP token) fails the request with a typed error before
/// anything is sent, whichever stage added it, whichever the transport.
@Suite(.checksResources)
struct HeaderInjectionTests {
  /// Names and values that cannot be sent, with the error each must give.
  static let invalid: [(name: String, value: String, error: HeaderFieldError)] = [
    ("X-Note", "a\r\nX-Injected: 1", .invalidValue(name: "X-Note")),
    ("X-Note", "a\rX-Injected: 1", .invalidValue(name: "X-Note")),
    ("X-Note", "a\nX-Injected: 1", .invalidValue(name: "X-Note")),
    ("X-Note", "a\u{0}b", .invalidValue(name: "X-Note")),
    ("X-Note\r\nX-Injected", "1", .invalidName("X-Note\r\nX-Injected")),
    ("X-Note\rX", "1", .invalidName("X-Note\rX")),
    ("X-Note\nX", "1", .invalidName("X-Note\nX")),
    ("X-Note\u{0}", "1", .invalidName("X-Note\u{0}")),
    ("X Note", "1", .invalidName("X Note")),
    ("X-Note:", "1", .invalidName("X-Note:")),
    ("X-Nöte", "1", .invalidName("X-Nöte")),
  ]

  private func makeHarness(
    _ kind: TransportKind, configuration: URLSessionConfiguration = .fixture
  ) throws -> Harness {
    try Harness(kind, configuration: configuration) { server in
      server.route(.get, "/echo", response: .text("ok"))
    }
  }

  /// Checks that `recorder` failed with `expected` and that nothing reached the network.
  private func expectRefused(
    _ recorder: Recorder<Response>, _ expected: HeaderFieldError, _ harness: Harness,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard case .underlying(let cause, let response)? = recorder.networkError else {
      Issue.record(
        "expected underlying, got \(String(describing: recorder.error))",
        sourceLocation: sourceLocation)
      return
    }
    #expect(cause as? HeaderFieldError == expected, sourceLocation: sourceLocation)
    #expect(response == nil, sourceLocation: sourceLocation)
    #expect(harness.server.log.requestCount == 0, sourceLocation: sourceLocation)
    #expect(harness.server.log.events.isEmpty, "no connection", sourceLocation: sourceLocation)
    #expect(harness.completions.codes.isEmpty, "no task", sourceLocation: sourceLocation)
  }

  @Test(arguments: TransportKind.available, invalid.indices)
  func targetHeaderThatBreaksFramingFailsBeforeAnythingIsSent(_ kind: TransportKind, index: Int)
    throws
  {
    let (name, value, error) = Self.invalid[index]
    let harness = try makeHarness(kind)
    let call = harness.call("/echo", headers: [name: value])
    expectRefused(harness.run(harness.provider().response(call)), error, harness)
  }

  @Test(arguments: TransportKind.available)
  func headerFromAPluginIsChecked(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = Provider<Call>(
      session: harness.transport, plugins: [HeaderPlugin(name: "X-Sig", value: "s\r\nX-I: 1")],
      scheduler: SerialDispatchQueueScheduler(serialQueue: harness.clockQueue), interceptors: [])
    let recorder = harness.run(provider.response(harness.call("/echo")))
    expectRefused(recorder, .invalidValue(name: "X-Sig"), harness)
  }

  @Test(arguments: TransportKind.available)
  func headerFromAnInterceptorIsChecked(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = Provider<Call>(
      session: harness.transport,
      scheduler: SerialDispatchQueueScheduler(serialQueue: harness.clockQueue),
      interceptors: [HeaderInterceptor(name: "Authorization", value: "Bearer t\nX-I: 1")])
    let recorder = harness.run(provider.response(harness.call("/echo")))
    expectRefused(recorder, .invalidValue(name: "Authorization"), harness)
  }

  @Test(arguments: TransportKind.available)
  func sessionHeaderIsChecked(_ kind: TransportKind) throws {
    let configuration = URLSessionConfiguration.fixture
    configuration.httpAdditionalHeaders = ["X-Client": "app\r\nX-Injected: 1"]
    let harness = try makeHarness(kind, configuration: configuration)
    let recorder = harness.run(harness.provider().response(harness.call("/echo")))
    expectRefused(recorder, .invalidValue(name: "X-Client"), harness)
  }

  @Test(arguments: TransportKind.available)
  func ordinaryHeadersStillGoOut(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let headers = [
      "Authorization": "Bearer abc.def", "X-Tab": "a\tb", "X-Symbols": "!#$%&'*+-.^_`|~",
    ]
    let recorder = harness.run(harness.provider().response(harness.call("/echo", headers: headers)))
    #expect(recorder.elements.map(\.statusCode) == [200])
    let received = harness.server.log.lastRequest
    #expect(received?.header("Authorization") == "Bearer abc.def")
    #expect(received?.header("X-Tab") == "a\tb")
    #expect(received?.header("X-Injected") == nil)
  }

  @Test func theErrorNeverShowsTheValue() {
    let error = NetworkError.underlying(HeaderFieldError.invalidValue(name: "Authorization"), nil)
    #expect(error.localizedDescription.contains("Authorization"))
    let named = HeaderFieldError.invalidName("X\r\nY").localizedDescription
    #expect(!named.contains("\r") && !named.contains("\n"), "control characters are escaped")
  }
}
