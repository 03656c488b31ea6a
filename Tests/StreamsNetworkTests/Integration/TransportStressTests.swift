import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Many requests started, cancelled and completed from many threads at once: every one ends,
/// nothing deadlocks, nothing is delivered after a cancel, and the transport ends up idle.
@Suite(.checksResources)
struct TransportStressTests {
  private static let count = 200

  private func makeHarness() throws -> Harness {
    try Harness { server in
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(5)))
      server.route(.get, "/fast", response: .text("fast"))
      server.route(.get, "/big", response: .pattern(byteCount: 64_000).chunked(chunkSize: 1_000))
    }
  }

  @Test func cancellingManyRequestsFromManyThreadsNeverDeadlocks() throws {
    let harness = try makeHarness()
    let provider = harness.provider()
    let responses = provider.response(harness.call("/slow"))
    let recorders = (0..<Self.count).map { _ in Recorder<Response>() }
    let subscriptions = Locked<[Int: Disposable]>([:])
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      let subscription = responses.subscribe(recorders[index])
      subscriptions.withLock { $0[index] = subscription }
    }
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      subscriptions.withLock { $0[index] }?.dispose()
    }
    #expect(harness.completions.wait(count: Self.count, seconds: 30))
    harness.settle()
    #expect(harness.completions.codes.allSatisfy { $0 == NSURLErrorCancelled })
    #expect(recorders.allSatisfy { $0.events.isEmpty })
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test func racingCompletionsAndCancellationsEachEndOnce() throws {
    let harness = try makeHarness()
    let provider = harness.provider()
    let responses = provider.response(harness.call("/fast"))
    let recorders = (0..<Self.count).map { _ in Recorder<Response>() }
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      let subscription = responses.subscribe(recorders[index])
      // Every other request is cancelled at once, racing its own completion.
      if index.isMultiple(of: 2) { subscription.dispose() }
    }
    #expect(harness.completions.wait(count: Self.count, seconds: 30))
    harness.settle()
    for recorder in recorders {
      let events = recorder.events
      #expect(
        events.isEmpty || (recorder.elements.map(\.statusCode) == [200] && recorder.isCompleted))
      #expect(recorder.error == nil)
    }
    let kept = recorders.indices.filter { !$0.isMultiple(of: 2) }
    #expect(kept.allSatisfy { recorders[$0].isCompleted })
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test func responsesOverTheSizeLimitRacingCancellationsEachEndOnce() throws {
    let harness = try makeHarness()
    let provider = Provider<Call>(
      session: harness.transport,
      scheduler: SerialDispatchQueueScheduler(serialQueue: harness.clockQueue), interceptors: [],
      maximumResponseSize: 4_096)
    let responses = provider.response(harness.call("/big"))
    let recorders = (0..<Self.count).map { _ in Recorder<Response>() }
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      let subscription = responses.subscribe(recorders[index])
      // Every other request is cancelled at once, racing the transport's own abort.
      if index.isMultiple(of: 2) { subscription.dispose() }
    }
    #expect(harness.completions.wait(count: Self.count, seconds: 30))
    harness.settle()
    for recorder in recorders {
      let tooLarge = (recorder.networkError?.underlyingError as? ResponseTooLargeError)?.limit
      #expect(recorder.events.isEmpty || (recorder.events.count == 1 && tooLarge == 4_096))
    }
    let kept = recorders.indices.filter { !$0.isMultiple(of: 2) }
    #expect(kept.allSatisfy { recorders[$0].error != nil })
    #expect(harness.transport.tasksInFlight == 0)
  }
}
