import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Disposal cancels the request on the wire and silences it; a request in flight keeps its
/// provider and transport alive, and lets them go when it ends.
@Suite(.checksResources)
struct TransportLifetimeTests {
  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(10)))
      server.route(.get, "/soon", response: .text("soon").delayed(by: .milliseconds(200)))
      server.route(
        .get, "/drip",
        response: .pattern(byteCount: 400).dripped(chunkSize: 4, interval: .milliseconds(20)))
    }
  }

  @Test(arguments: TransportKind.available)
  func disposingWhileTheServerDelaysDropsTheConnection(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = Recorder<Response>()
    let subscription = harness.provider().response(harness.call("/slow")).subscribe(recorder)
    #expect(harness.server.log.waitForRequests(count: 1, timeout: .seconds(5)))
    subscription.dispose()
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    #expect(harness.completions.wait(count: 1))
    #expect(harness.completions.codes == [NSURLErrorCancelled])
    harness.settle()
    #expect(recorder.events.isEmpty)
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test(arguments: TransportKind.available)
  func nothingArrivesAfterDisposeMidBody(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let recorder = Recorder<ProgressResponse>()
    let subscription = harness.provider().requestWithProgress(harness.call("/drip"))
      .subscribe(recorder)
    #expect(recorder.waitForElement())
    subscription.dispose()
    let seen = recorder.events.count
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    #expect(harness.completions.wait(count: 1))
    harness.settle()
    #expect(recorder.events.count == seen)
    #expect(!recorder.isCompleted && recorder.error == nil)
    #expect(harness.completions.codes == [NSURLErrorCancelled])
  }

  @Test(arguments: TransportKind.available)
  func releasedProviderStillCompletesItsRequest(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    var provider: Provider<Call>? = harness.provider()
    weak let released = provider
    let recorder = Recorder<Response>()
    let subscription = provider?.response(harness.call("/soon")).subscribe(recorder)
    provider = nil
    #expect(released != nil, "the request in flight holds its provider")
    #expect(recorder.waitForEnd())
    subscription?.dispose()
    harness.settle()
    #expect(recorder.elements.map(\.statusCode) == [200])
    #expect(recorder.error == nil)
    #expect(released == nil, "the provider is let go once the request has ended")
  }

  @Test(arguments: TransportKind.available)
  func releasedTransportStillCompletesItsRequestThenGoes(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    var transport: (any InspectableTransport)? = try kind.make(
      .fixture, completions: TaskCompletions())
    weak let released = transport
    let afterQueuedEvents = try #require(transport?.afterQueuedEvents)
    var provider: Provider<Call>? = transport.map { Provider<Call>(session: $0) }
    transport = nil
    let recorder = Recorder<Response>()
    let subscription = provider?.response(harness.call("/soon")).subscribe(recorder)
    provider = nil
    #expect(released != nil)
    #expect(recorder.waitForEnd())
    subscription?.dispose()
    let drained = DispatchSemaphore(value: 0)
    afterQueuedEvents { drained.signal() }
    #expect(drained.wait(timeout: .now() + 5) == .success)
    #expect(recorder.elements.map(\.statusCode) == [200])
    #expect(released == nil, "the transport deinits (and invalidates) once idle")
  }

  @Test(arguments: TransportKind.available)
  func transportOutlivesManyProvidersWithoutInvalidating(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    harness.server.route(.get, "/ping", response: .text("pong"))
    for _ in 0..<3 {
      let recorder = harness.run(harness.provider().response(harness.call("/ping")))
      #expect(recorder.elements.map(\.statusCode) == [200])
    }
    #expect(harness.server.log.requestCount == 3)
  }
}
