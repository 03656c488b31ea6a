import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Ten thousand subscriptions disposed from other threads while their requests are starting,
/// on the wire or completing: each request ends exactly once in the transport, no subscriber
/// sees a cancellation or a partial answer, the transport ends idle, and every live resource
/// is released (the suite's resource check).
@Suite(.checksResources)
struct TransportDisposeStressTests {
  private static let count = 10_000
  /// Subscriptions left running before the oldest is disposed: requests really in flight.
  private static let window = 8

  @Test(arguments: TransportKind.available)
  func tenThousandDisposalsRaceLiveRequests(_ kind: TransportKind) throws {
    let harness = try Harness(kind) { server in
      server.route(.get, "/item", response: .json(["id": 1]))
      server.route(
        .get, "/slow", response: FixtureResponse.json(["id": 1]).delayed(by: .seconds(3)))
    }
    let provider = harness.provider()
    let responses = provider.response(harness.call("/item"))
    // Every thousandth request waits three seconds for its answer: its disposal, eight
    // subscriptions later, beats it whatever the machine's load.
    let slow = provider.response(harness.call("/slow"))
    let recorders = (0..<Self.count).map { _ in Recorder<Response>() }
    let live = Locked<[Int: Disposable]>([:])
    let started = FixtureInstant.now
    DispatchQueue.concurrentPerform(iterations: Self.count) { index in
      let source = index % 1000 == 0 ? slow : responses
      let subscription = source.subscribe(recorders[index])
      live.withLock { $0[index] = subscription }
      // Dispose an older subscription, started on another thread, whatever its state.
      live.withLock { $0.removeValue(forKey: index - Self.window) }?.dispose()
    }
    // One request left to answer before the rest are disposed: an answer that beats its
    // disposal, whatever the machine's load.
    let answeredOne = DispatchSemaphore(value: 0)
    let last = responses.subscribe(onNext: { _ in answeredOne.signal() })
    #expect(answeredOne.wait(timeout: .now() + 30) == .success)
    last.dispose()
    for subscription in live.withLock({ $0.values }) { subscription.dispose() }
    live.withLock { $0.removeAll() }
    #expect(harness.completions.wait(count: Self.count + 1, seconds: 60))
    harness.settle()
    #expect(FixtureInstant.now - started < .seconds(60))
    #expect(harness.transport.tasksInFlight == 0)
    var answered = 1
    for recorder in recorders {
      let events = recorder.events
      #expect(recorder.error == nil, "a disposed request is silent, never a failure")
      // Disposal may land between the answer and the completion, never before a part of it.
      if !events.isEmpty {
        #expect(recorder.elements.map(\.statusCode) == [200])
        answered += 1
      }
      #expect(!recorder.isCompleted || recorder.elements.count == 1)
    }
    // Both outcomes happen: some answers beat their disposal, some disposals beat the answer.
    let cancelled = harness.completions.codes.filter { $0 == NSURLErrorCancelled }.count
    #expect(answered > 0 && cancelled > 0, "answered \(answered), cancelled \(cancelled)")
  }
}
