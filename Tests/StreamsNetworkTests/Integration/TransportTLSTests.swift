import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTPS against a local server whose certificate is made at test time: trusted when its CA
/// is passed by option, refused with a typed TLS error when it is not, or when the name does
/// not match.
@Suite(.checksResources, .enabled(if: TLSServer.isAvailable))
struct TransportTLSTests {
  /// The `URLError` codes that say "the secure connection could not be trusted or made".
  static let tlsCodes: Set<URLError.Code> = [
    .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasUnknownRoot,
    .serverCertificateHasBadDate, .serverCertificateNotYetValid,
  ]

  private struct Secure: TargetType {
    var baseURL: URL
    var path: String { "secure" }
    var method: StreamsNetwork.HTTPMethod { .get }
    var task: RequestTask { .requestPlain }
    var headers: [String: String]? { nil }
  }

  /// Sends one request through `transport` and returns what the subscriber saw.
  private func send(_ url: URL, through transport: any Transport) -> Recorder<Response> {
    let provider = Provider<Secure>(session: transport, interceptors: [])
    let recorder = Recorder<Response>()
    let subscription = provider.response(Secure(baseURL: url)).subscribe(recorder)
    _ = recorder.waitForEnd(seconds: 10)
    subscription.dispose()
    return recorder
  }

  private func code(_ recorder: Recorder<Response>) -> URLError.Code? {
    (recorder.networkError?.underlyingError as? URLError)?.code
  }

  #if os(Linux)
  @Test func trustsTheServerWhenItsCAIsPassedByOption() throws {
    let server = try TLSServer()
    let transport = try CurlTransport(
      configuration: CurlTransport.Configuration(caFile: server.certificate))
    let recorder = send(server.url("/"), through: transport)
    #expect(recorder.error == nil)
    #expect(recorder.elements.map(\.statusCode) == [200])
    #expect(
      recorder.elements.first.map { String(decoding: $0.data, as: UTF8.self) }
        == #"{"secure":true}"#)
  }

  @Test func refusesACertificateForAnotherName() throws {
    let server = try TLSServer()
    let transport = try CurlTransport(
      configuration: CurlTransport.Configuration(caFile: server.certificate))
    let recorder = send(server.url("/", host: "127.0.0.1"), through: transport)
    #expect(recorder.elements.isEmpty)
    #expect(code(recorder) == .serverCertificateUntrusted)
    let underlying = try #require(recorder.networkError?.underlyingError) as NSError
    let cause = underlying.userInfo[NSUnderlyingErrorKey] as? CurlError
    #expect(cause?.detail.contains("127.0.0.1") == true, "\(String(describing: cause))")
  }
  #endif

  @Test(arguments: TransportKind.available)
  func refusesASelfSignedCertificateWithoutTheOption(_ kind: TransportKind) throws {
    let server = try TLSServer()
    let transport = try kind.make(.fixture, completions: TaskCompletions())
    let recorder = send(server.url("/"), through: transport)
    #expect(recorder.elements.isEmpty)
    let failure = try #require(code(recorder))
    switch kind {
    case .curl: #expect(Self.tlsCodes.contains(failure), "got \(failure)")
    // FoundationNetworking maps libcurl's TLS failures to `unknown`: refused, but untyped.
    case .urlSession: #expect(failure == .unknown)
    }
  }
}
