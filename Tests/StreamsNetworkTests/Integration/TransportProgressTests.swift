import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Upload and download progress through `requestWithProgress`, and downloads to a file.
@Suite(.checksResources)
struct TransportProgressTests {
  private static let size = 1_048_576

  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.post, "/upload") { request in .text("\(request.body.count)") }
      server.route(.get, "/big", response: .pattern(byteCount: Self.size))
      server.route(.get, "/second", response: .text("second"))
    }
  }

  /// The progress steps (before the response) as (completed, total) pairs.
  private func steps(_ recorder: Recorder<ProgressResponse>) -> [(Int64, Int64)] {
    recorder.elements.compactMap { step in
      guard !step.completed, let progress = step.progressObject else { return nil }
      return (progress.completedUnitCount, progress.totalUnitCount)
    }
  }

  private func isMonotonic(_ values: [Int64]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
  }

  @Test(arguments: TransportKind.available)
  func uploadReportsMonotonicProgressThenTheResponse(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let parts = [
      MultipartFormData(
        provider: .data(FixtureResponse.patternBody(byteCount: Self.size)), name: "file")
    ]
    let call = harness.call("/upload", method: .post, task: .uploadMultipart(parts))
    let recorder = harness.run(harness.provider().requestWithProgress(call), seconds: 10)
    #expect(recorder.isCompleted)
    let bodySize = Int64(harness.server.log.lastRequest?.body.count ?? 0)
    let uploads = steps(recorder).filter { $0.1 == bodySize }
    #expect(uploads.count > 1, "a megabyte goes up in several steps")
    #expect(isMonotonic(uploads.map(\.0)))
    #expect(uploads.last?.0 == bodySize)
    let last = try #require(recorder.elements.last)
    #expect(last.completed && last.progress == 1)
    #expect(last.response.map { String(decoding: $0.data, as: UTF8.self) } == "\(bodySize)")
  }

  @Test(arguments: TransportKind.available)
  func downloadReportsMonotonicProgressThenTheResponse(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = harness.run(harness.provider().requestWithProgress(harness.call("/big")))
    let downloads = steps(recorder)
    #expect(downloads.count > 1)
    #expect(downloads.allSatisfy { $0.1 == Int64(Self.size) })
    #expect(isMonotonic(downloads.map(\.0)))
    #expect(downloads.last?.0 == Int64(Self.size))
    let last = try #require(recorder.elements.last)
    #expect(last.response?.data == FixtureResponse.patternBody(byteCount: Self.size))
    #expect(recorder.isCompleted)
  }

  @Test(arguments: TransportKind.available)
  func plainResponseSkipsTheProgressSteps(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = harness.run(harness.provider().response(harness.call("/big")))
    #expect(recorder.elements.map(\.data.count) == [Self.size])
  }

  @Test(arguments: TransportKind.available, [true, false])
  func transportMeasuresProgressOnlyWhenAsked(_ kind: TransportKind, reportsProgress: Bool) throws {
    let harness = try makeHarness(kind)
    var request = TransportRequest(urlRequest: URLRequest(url: harness.server.url("/big")))
    request.reportsProgress = reportsProgress
    let steps = Locked(0)
    let ended = DispatchSemaphore(value: 0)
    let body = Locked(0)
    let task = harness.transport.start(request) { event in
      switch event {
      case .downloadProgress, .uploadProgress: steps.withLock { $0 += 1 }
      case .completed(_, let data):
        body.withLock { $0 = data.count }
        ended.signal()
      case .failed: ended.signal()
      }
    }
    #expect(ended.wait(timeout: .now() + 5) == .success)
    task.cancel()
    harness.settle()
    #expect(body.withLock { $0 } == Self.size)
    if reportsProgress {
      #expect(steps.withLock { $0 } > 1)
    } else {
      #expect(steps.withLock { $0 } == 0, "nobody listens: no progress is measured")
    }
  }

  @Test(arguments: TransportKind.available)
  func downloadGoesToItsDestinationAndHonoursTheOptions(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-download-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("nested/file.bin")
    func download(_ path: String, _ options: DownloadOptions) -> Recorder<ProgressResponse> {
      let task = RequestTask.downloadDestination { _, _ in (file, options) }
      return harness.run(
        harness.provider().requestWithProgress(harness.call(path, task: task)), seconds: 10)
    }

    let missingFolder = download("/second", [])
    #expect(missingFolder.networkError?.underlyingError != nil, "no folder, no option to make it")

    let first = download("/big", [.createIntermediateDirectories])
    #expect(first.isCompleted)
    #expect(try Data(contentsOf: file) == FixtureResponse.patternBody(byteCount: Self.size))
    let written = steps(first)
    #expect(written.count > 1 && isMonotonic(written.map(\.0)))
    #expect(written.last?.0 == Int64(Self.size))
    #expect(first.elements.last?.response?.statusCode == 200)

    let kept = download("/second", [])
    guard case .underlying = kept.networkError else {
      Issue.record("expected an underlying error, got \(String(describing: kept.error))")
      return
    }
    #expect(try Data(contentsOf: file).count == Self.size, "the earlier file is untouched")

    let replaced = download("/second", [.removePreviousFile])
    #expect(replaced.isCompleted)
    #expect(try String(contentsOf: file, encoding: .utf8) == "second")
  }
}
