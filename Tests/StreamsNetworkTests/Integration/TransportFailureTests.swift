import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Error statuses, broken responses, refused connections and deadlines end every request
/// with a typed ``NetworkError``, quickly.
@Suite(.checksResources)
struct TransportFailureTests {
  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.get, "/missing", response: .json(["error": "no"], status: 404))
      server.route(.get, "/throttled", response: .tooManyRequests(retryAfter: .seconds(2)))
      server.route(.get, "/broken", response: .serverError(500))
      server.route(.get, "/down", response: .serviceUnavailable(retryAfter: .seconds(30)))
      server.route(
        .get, "/private",
        response: .text("who are you", status: 401).header("WWW-Authenticate", #"Basic realm="x""#))
      server.route(.get, "/garbage", response: .garbage())
      server.route(
        .get, "/truncated", response: .pattern(byteCount: 10_000).truncated(afterBodyBytes: 100))
      server.route(
        .get, "/reset",
        response: .pattern(byteCount: 100_000).resettingConnection(afterBodyBytes: 1_000))
      server.route(.get, "/empty-reply", response: .dropConnection())
      server.route(
        .get, "/drip",
        response: .pattern(byteCount: 200).dripped(chunkSize: 1, interval: .milliseconds(50)))
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(10)))
      server.route(.get, "/late", response: .text("late").delayed(by: .milliseconds(300)))
    }
  }

  private func failure(_ harness: Harness, _ call: Call, seconds: Double = 5) -> NetworkError? {
    harness.run(harness.provider().response(call), seconds: seconds).networkError
  }

  @Test(arguments: TransportKind.available)
  func errorStatusesFailValidationWithTheirClassification(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let expected: [(String, NetworkError.Status)] = [
      ("/missing", .notFound), ("/throttled", .tooManyRequests(retryAfter: 2)),
      ("/broken", .server(500)), ("/down", .serviceUnavailable(retryAfter: 30)),
    ]
    for (path, status) in expected {
      let error = failure(harness, harness.call(path, validation: .successCodes))
      guard case .statusCode(let response) = error else {
        Issue.record("\(path): expected statusCode, got \(String(describing: error))")
        continue
      }
      #expect(error?.status == status, "\(path)")
      #expect(!response.data.isEmpty, "\(path) keeps its body")
    }
  }

  @Test(arguments: TransportKind.available)
  func unanswerableBasicChallengeArrivesAsAnUnauthorizedResponse(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let started = FixtureInstant.now
    let error = failure(harness, harness.call("/private", validation: .successCodes), seconds: 3)
    #expect(FixtureInstant.now - started < .seconds(2))
    #expect(error?.status == .unauthorized)
    #expect(error?.response?.header("www-authenticate") == #"Basic realm="x""#)
    let plain = harness.run(harness.provider().response(harness.call("/private")), seconds: 3)
    #expect(plain.isCompleted)
    #expect(plain.elements.map(\.statusCode) == [401])
  }

  @Test(arguments: TransportKind.available, ["/garbage", "/truncated", "/reset", "/empty-reply"])
  func brokenResponseIsAnUnderlyingError(_ kind: TransportKind, path: String) throws {
    let harness = try makeHarness(kind)
    let error = failure(harness, harness.call(path))
    guard case .underlying(let cause, _) = error else {
      Issue.record("expected underlying, got \(String(describing: error))")
      return
    }
    #expect((cause as NSError).domain == NSURLErrorDomain)
    #expect(error?.isCancelled == false)
  }

  @Test(arguments: TransportKind.available)
  func unreachablePortFailsQuicklyWithATypedError(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    var call = harness.call("/nothing")
    call.baseURL = try #require(URL(string: "http://127.0.0.1:1"))
    let started = FixtureInstant.now
    let error = failure(harness, call, seconds: 3)
    #expect(FixtureInstant.now - started < .seconds(2))
    #expect((error?.underlyingError as? URLError)?.code == .cannotConnectToHost)
    #expect(error?.transportFailure == .unreachable)
  }

  @Test(arguments: TransportKind.available)
  func getWithABodyFailsWithATypedError(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let error = failure(harness, harness.call("/missing", task: .requestData(Data("x".utf8))))
    #expect((error?.underlyingError as? URLError)?.code == .dataLengthExceedsMaximum)
    #expect(harness.server.log.requestCount == 0)
  }

  @Test func cancellationByTheSystemArrivesAsCancelled() throws {
    let harness = try makeHarness(.urlSession)
    let recorder = Recorder<Response>()
    let subscription = harness.provider().response(harness.call("/slow")).subscribe(recorder)
    #expect(harness.server.log.waitForRequests(count: 1, timeout: .seconds(5)))
    let session = try #require(harness.urlSessionTransport?.session)
    session.getAllTasks { tasks in tasks.forEach { $0.cancel() } }
    #expect(recorder.waitForEnd(seconds: 5))
    subscription.dispose()
    harness.settle()
    #expect(recorder.networkError?.isCancelled == true)
    #expect((recorder.networkError?.underlyingError as? URLError)?.code == .cancelled)
  }

  @Test(arguments: TransportKind.available)
  func wholeRequestDeadlineEndsADrippingResponse(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let started = FixtureInstant.now
    let error = failure(harness, harness.call("/drip", timeout: 0.5), seconds: 3)
    let elapsed = FixtureInstant.now - started
    #expect(error?.isTimeout == true)
    #expect(elapsed >= .milliseconds(450) && elapsed < .seconds(3))
    // The deadline cancels the transfer: the server sees the client go.
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
  }

  @Test(arguments: TransportKind.available)
  func subSecondTimeoutDoesNotExpireAtOnce(_ kind: TransportKind) throws {
    // FoundationNetworking truncates timeouts to whole seconds: 0.8 would time out at once.
    let harness = try makeHarness(kind)
    let responses = harness.run(harness.provider().response(harness.call("/late", timeout: 0.8)))
    #expect(responses.elements.map(\.statusCode) == [200])
  }

  @Test func subSecondSessionTimeoutDoesNotExpireAtOnce() throws {
    let configuration = URLSessionConfiguration.fixture
    configuration.timeoutIntervalForRequest = 0.5
    let harness = try Harness(configuration: configuration) { server in
      server.route(.get, "/late", response: .text("late").delayed(by: .milliseconds(200)))
    }
    let responses = harness.run(harness.provider().response(harness.call("/late")))
    #expect(responses.elements.map(\.statusCode) == [200])
    #expect(configuration.timeoutIntervalForRequest == 0.5)
  }
}
