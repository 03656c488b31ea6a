import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A call whose target sets its own limit, spelled the natural way: a plain `Int`.
private struct Capped: TargetType {
  var baseURL: URL
  var path: String
  var method: StreamsNetwork.HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var maximumResponseSize: Int { 1_000 }
}

/// Item 14 of issue 10: a response larger than the request's limit fails with
/// `ResponseTooLargeError` over real loopback, and the transport stops reading it; each test
/// runs against every transport.
@Suite(.checksResources)
struct ResponseSizeLimitTests {
  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.get, "/small", response: .pattern(byteCount: 500))
      server.route(.get, "/exact", response: .pattern(byteCount: 1_000))
      server.route(.get, "/big", response: .pattern(byteCount: 5_000))
      server.route(
        .get, "/big-chunked", response: .pattern(byteCount: 5_000).chunked(chunkSize: 512))
      // Announces 5,000 bytes but sends 100 and closes: only the announced length can find it
      // too large; the bytes alone would be a broken connection.
      server.route(
        .get, "/announced", response: .pattern(byteCount: 5_000).truncated(afterBodyBytes: 100))
      server.route(
        .get, "/endless",
        response: .pattern(byteCount: 1_000_000).chunked(chunkSize: 4_096)
          .dripped(chunkSize: 4_096, interval: .milliseconds(20)))
      server.route(.head, "/big", response: .pattern(byteCount: 5_000))
    }
  }

  private func provider<Target: TargetType>(
    _ harness: Harness, _ target: Target.Type = Call.self, limit: Int
  ) -> Provider<Target> {
    Provider<Target>(
      session: harness.transport,
      scheduler: SerialDispatchQueueScheduler(serialQueue: harness.clockQueue), interceptors: [],
      maximumResponseSize: limit)
  }

  /// The `ResponseTooLargeError` the recorded request failed with, and its response.
  private func tooLarge<Element>(_ recorder: Recorder<Element>) -> (
    ResponseTooLargeError, Response?
  )? {
    guard case .underlying(let cause, let response)? = recorder.networkError,
      let error = cause as? ResponseTooLargeError
    else {
      Issue.record("expected ResponseTooLargeError, got \(String(describing: recorder.error))")
      return nil
    }
    return (error, response)
  }

  @Test(arguments: TransportKind.available)
  func bodyOverTheLimitWithContentLengthFailsBeforeItIsRead(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = harness.run(
      provider(harness, limit: 1_000).response(harness.call("/announced")))
    guard let (error, response) = tooLarge(recorder) else { return }
    #expect(error == ResponseTooLargeError(limit: 1_000, announcedLength: 5_000))
    #expect(response?.statusCode == 200, "the head comes with the error")
    #expect(response?.data.isEmpty == true, "but none of the body")
  }

  @Test(arguments: TransportKind.available)
  func chunkedBodyOverTheLimitFailsOnTheBytesReceived(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = harness.run(
      provider(harness, limit: 1_000).response(harness.call("/big-chunked")))
    guard let (error, response) = tooLarge(recorder) else { return }
    #expect(error == ResponseTooLargeError(limit: 1_000, announcedLength: nil))
    #expect(response?.statusCode == 200)
  }

  @Test(arguments: TransportKind.available)
  func bodyWithinTheLimitSucceeds(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = provider(harness, limit: 1_000)
    for (path, size) in [("/small", 500), ("/exact", 1_000)] {
      let recorder = harness.run(provider.response(harness.call(path)))
      #expect(recorder.elements.map(\.data.count) == [size], "\(path)")
      #expect(recorder.isCompleted, "\(path)")
    }
  }

  @Test(arguments: TransportKind.available)
  func headResponseAnnouncingALongBodyIsNotTooLarge(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = harness.run(
      provider(harness, limit: 1_000).response(harness.call("/big", method: .head)))
    #expect(recorder.elements.map(\.statusCode) == [200])
  }

  @Test(arguments: TransportKind.available)
  func targetWrittenAsAPlainIntLowersTheProvidersLimit(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = provider(harness, Capped.self, limit: ResponseSizeLimit.unlimited)
    let target = Capped(baseURL: harness.server.baseURL, path: "/big")
    guard let (error, _) = tooLarge(harness.run(provider.response(target))) else { return }
    #expect(error.limit == 1_000)
    let wrapped = Provider<MultiTarget>(
      session: harness.transport,
      scheduler: SerialDispatchQueueScheduler(serialQueue: harness.clockQueue), interceptors: [])
    #expect(tooLarge(harness.run(wrapped.response(MultiTarget(target))))?.0.limit == 1_000)
  }

  @Test(arguments: TransportKind.available)
  func targetRaisesTheProvidersLimit(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = provider(harness, Capped.self, limit: 100)
    let target = Capped(baseURL: harness.server.baseURL, path: "/small")
    let recorder = harness.run(provider.response(target))
    #expect(recorder.elements.map(\.data.count) == [500])
  }

  @Test(arguments: TransportKind.available)
  func theDefaultIs100MiBAndATargetWithoutALimitHasTheProviders(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    #expect(Provider<Call>().maximumResponseSize == 100 * 1024 * 1024)
    #expect(ResponseSizeLimit.default == 100 * 1024 * 1024)
    #expect(harness.call("/big").maximumResponseSize == ResponseSizeLimit.default)
    guard
      let (error, _) = tooLarge(
        harness.run(provider(harness, limit: 10).response(harness.call("/small"))))
    else { return }
    #expect(error.limit == 10)
  }

  @Test(arguments: TransportKind.available)
  func transportStopsReadingOnceTheLimitIsPassed(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let started = FixtureInstant.now
    let recorder = harness.run(
      provider(harness, limit: 16_384).response(harness.call("/endless")), seconds: 10)
    #expect(tooLarge(recorder)?.0.limit == 16_384)
    // A megabyte dripped 4 KiB per 20 ms takes five seconds; the request ends after a few
    // pieces, and the server sees the client leave in the middle of the body.
    #expect(FixtureInstant.now - started < .seconds(3))
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    #expect(harness.server.log.events(.droppedByClient).map(\.path) == ["/endless"])
    #expect(harness.completions.wait(count: 1))
    switch kind {
    case .urlSession:
      #expect(harness.completions.codes == [NSURLErrorCancelled], "the session task was cancelled")
    case .curl:
      let ended = harness.completions.errors.map { $0 as? ResponseTooLargeError }
      #expect(ended == [ResponseTooLargeError(limit: 16_384)], "the transfer was aborted")
    }
  }

  @Test(arguments: TransportKind.available)
  func downloadOverTheLimitFailsAndLeavesNoFile(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-limit-\(UUID().uuidString).bin")
    defer { try? FileManager.default.removeItem(at: file) }
    let task = RequestTask.downloadDestination { _, _ in (file, [.removePreviousFile]) }
    let provider = provider(harness, limit: 1_000)
    let over = harness.run(provider.response(harness.call("/big-chunked", task: task)))
    #expect(tooLarge(over)?.0.limit == 1_000)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let within = harness.run(provider.response(harness.call("/small", task: task)))
    #expect(within.isCompleted)
    #expect(try Data(contentsOf: file) == FixtureResponse.patternBody(byteCount: 500))
  }

  @Test func theErrorSaysWhatTheLimitWas() {
    let announced = ResponseTooLargeError(limit: 1_000, announcedLength: 5_000)
    #expect(announced.localizedDescription.contains("5000"))
    #expect(announced.localizedDescription.contains("1000"))
    let counted = NetworkError.underlying(ResponseTooLargeError(limit: 1_000), nil)
    #expect(counted.localizedDescription.contains("1000"))
  }
}
