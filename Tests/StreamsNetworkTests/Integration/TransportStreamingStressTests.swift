import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Many streamed requests started from many threads, half of them cancelled from other threads
/// while their chunks arrive: every stream keeps its grammar, the others deliver every byte,
/// and the transport ends up idle.
@Suite(.checksResources)
struct TransportStreamingStressTests {
  private static let count = 100
  private static let body = FixtureResponse.patternBody(byteCount: 64_000)

  @Test(arguments: TransportKind.available)
  func streamsCancelledFromOtherThreadsKeepTheirGrammar(_ kind: TransportKind) throws {
    let pieces = stride(from: 0, to: Self.body.count, by: 1_000).map {
      Self.body.subdata(in: $0..<min(Self.body.count, $0 + 1_000))
    }
    let harness = try Harness(kind) { server in
      server.route(
        .get, "/stream",
        response: .stream([
          .chunks(Array(pieces.prefix(8))), .pause(.milliseconds(5)),
          .chunks(Array(pieces.dropFirst(8))),
        ]))
    }
    let url = harness.server.url("/stream")
    let recorders = (0..<Self.count).map { _ in StreamRecorder() }
    let tasks = Locked<[Int: any TransportTask]>([:])
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      let task = harness.transport.startStreaming(
        TransportRequest(urlRequest: URLRequest(url: url)), handler: recorders[index].handler)
      tasks.withLock { $0[index] = task }
    }
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      guard index.isMultiple(of: 2) else { return }
      // Cancelled once its first chunk is in, racing the chunks that follow.
      _ = recorders[index].waitForParts(2, seconds: 10)
      tasks.withLock { $0[index] }?.cancel()
    }
    #expect(harness.completions.wait(count: Self.count, seconds: 60))
    harness.settle()
    for (index, recorder) in recorders.enumerated() {
      #expect(recorder.isWellFormed, "\(index): \(recorder.parts)")
      if index.isMultiple(of: 2) {
        // At most an event already on its way when the cancel came: never a failure.
        #expect(recorder.end == nil || recorder.end == .completed, "\(index): \(recorder.parts)")
      } else {
        #expect(recorder.end == .completed, "\(index): \(recorder.parts)")
        #expect(recorder.body == Self.body, "\(index)")
      }
    }
    #expect(harness.transport.tasksInFlight == 0)
  }
}
