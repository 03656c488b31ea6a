import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Checked: TargetType {
  var validationType: ValidationType = .successCodes
  var acceptableContentTypes: [String]? = ["application/json"]
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "checked" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// Logs each hook as `name:hook`, and `process` appends its name to the body.
private struct Hooked: PluginType {
  let name: String
  let log: Locked<[String]>

  func willSend(_ request: RequestType, target: TargetType) {
    log.withLock { $0.append("\(name):willSend \(request.request?.httpBody?.count ?? 0)") }
  }

  func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    let outcome: String
    switch result {
    case .success(let response): outcome = "\(response.statusCode)"
    case .failure(let error):
      outcome = "\((error.underlyingError as? URLError)?.code.rawValue ?? 0)"
    }
    log.withLock { $0.append("\(name):didReceive \(outcome)") }
  }

  func process(_ result: Result<Response, NetworkError>, target: TargetType)
    -> Result<Response, NetworkError>
  {
    log.withLock { $0.append("\(name):process") }
    return result.map { Response(statusCode: $0.statusCode, data: $0.data + Data(name.utf8)) }
  }
}

/// The parts an attempt is made of (issue 11 item 3), each on its own, without a provider.
@Suite(.checksResources)
struct AttemptPartsTests {
  private let url = URL(string: "https://api.example.com/checked")!

  private func response(_ status: Int, type: String? = "application/json") -> Response {
    let http = HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1",
      headerFields: type.map { ["Content-Type": $0] } ?? [:])
    return Response(statusCode: status, data: Data("{}".utf8), response: http)
  }

  // MARK: Validation

  @Test func validationRejectsAStatusBeforeTheContentType() {
    let rejected = Checked().validate(.success(response(500, type: "text/html")))
    guard case .failure(.statusCode(let response)) = rejected else {
      Issue.record("expected .statusCode, got \(rejected)")
      return
    }
    #expect(response.statusCode == 500)
  }

  @Test func validationRejectsAnUnacceptableContentType() {
    let rejected = Checked().validate(.success(response(200, type: "text/html")))
    guard case .failure(let error) = rejected else {
      Issue.record("expected a failure, got \(rejected)")
      return
    }
    #expect(error.contentTypeError != nil)
    #expect(error.response?.statusCode == 200)
  }

  @Test func validationPassesAcceptedResponsesAndFailuresUnchanged() {
    #expect((try? Checked().validate(.success(response(204))).get())?.statusCode == 204)
    let lenient = Checked(validationType: .none, acceptableContentTypes: nil)
    #expect((try? lenient.validate(.success(response(503, type: nil))).get())?.statusCode == 503)
    let failure = NetworkError.underlying(URLError(.timedOut), nil)
    guard case .failure(.underlying(let error, nil)) = Checked().validate(.failure(failure))
    else {
      Issue.record("the failure changed")
      return
    }
    #expect((error as? URLError)?.code == .timedOut)
  }

  // MARK: Stubs and the transport's answer

  @Test func aStubbedSampleBecomesAResponseToTheRequest() {
    let request = URLRequest(url: url)
    let plain = EndpointSampleResponse.networkResponse(201, Data("ok".utf8))
    let answered = try? plain.result(for: request).get()
    #expect(answered?.statusCode == 201)
    #expect(answered?.data == Data("ok".utf8))
    #expect(answered?.request?.url == url)
    #expect(answered?.response == nil)
    let failed = EndpointSampleResponse.networkError(NSError(domain: "stub", code: 7))
    guard case .failure(.underlying(let error, nil)) = failed.result(for: request) else {
      Issue.record("expected .underlying without a response")
      return
    }
    #expect((error as NSError).code == 7)
  }

  @Test func transportEventsBecomeOutcomesOrProgress() {
    let request = URLRequest(url: url)
    let head = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!
    #expect(TransportEvent.downloadProgress(completed: 5, total: 10).result(for: request) == nil)
    #expect(TransportEvent.uploadProgress(completed: 3, total: -1).progress?.totalUnitCount == 0)
    #expect(
      TransportEvent.downloadProgress(completed: 5, total: 10).progress?.completedUnitCount == 5)
    let completed = TransportEvent.completed(head, Data("x".utf8))
    #expect((try? completed.result(for: request)?.get())?.data == Data("x".utf8))
    #expect(completed.progress == nil)
    let failed = TransportEvent.failed(URLError(.networkConnectionLost), head)
    guard case .failure(.underlying(_, let partial))? = failed.result(for: request) else {
      Issue.record("expected .underlying")
      return
    }
    #expect(partial?.statusCode == 200)
    #expect(partial?.data.isEmpty == true)
  }

  // MARK: Plugins

  @Test func pluginsHearTheOutcomeThenProcessItInOrder() {
    let log = Locked<[String]>([])
    let plugins: [PluginType] = [Hooked(name: "a", log: log), Hooked(name: "b", log: log)]
    var request = URLRequest(url: url)
    request.httpBody = Data("body".utf8)
    plugins.willSend(request, sessionHeaders: [:], target: Checked())
    let processed = plugins.finish(.success(response(200)), target: Checked())
    #expect(
      log.withLock { $0 } == [
        "a:willSend 4", "b:willSend 4", "a:didReceive 200", "b:didReceive 200", "a:process",
        "b:process",
      ])
    #expect((try? processed.get())?.data == Data("{}ab".utf8))
  }

  @Test func anAbandonedAttemptIsACancellationOrATimeout() {
    let log = Locked<[String]>([])
    let plugins: [PluginType] = [Hooked(name: "a", log: log)]
    plugins.abandoned(timedOut: false, target: Checked())
    plugins.abandoned(timedOut: true, target: Checked())
    #expect(
      log.withLock { $0 } == [
        "a:didReceive \(URLError.Code.cancelled.rawValue)",
        "a:didReceive \(URLError.Code.timedOut.rawValue)",
      ])
  }
}
