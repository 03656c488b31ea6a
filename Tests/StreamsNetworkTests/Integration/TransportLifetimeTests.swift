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
  private func makeHarness() throws -> Harness {
    try Harness { server in
      server.route(.get, "/slow", response: .text("late").delayed(by: .seconds(5)))
      server.route(.get, "/soon", response: .text("soon").delayed(by: .milliseconds(200)))
      server.route(
        .get, "/drip",
        response: .pattern(byteCount: 400).dripped(chunkSize: 4, interval: .milliseconds(20)))
    }
  }

  @Test func disposingWhileTheServerDelaysDropsTheConnection() throws {
    let harness = try makeHarness()
    let recorder = Recorder<Response>()
    let subscription = harness.provider().response(harness.call("/slow")).subscribe(recorder)
    #expect(harness.server.log.waitForRequests(count: 1, timeout: .seconds(3)))
    subscription.dispose()
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(3)))
    #expect(harness.completions.wait(count: 1))
    #expect(harness.completions.codes == [NSURLErrorCancelled])
    harness.settle()
    #expect(recorder.events.isEmpty)
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test func nothingArrivesAfterDisposeMidBody() throws {
    let harness = try makeHarness()
    let recorder = Recorder<ProgressResponse>()
    let subscription = harness.provider().requestWithProgress(harness.call("/drip"))
      .subscribe(recorder)
    #expect(recorder.waitForElement())
    subscription.dispose()
    let seen = recorder.events.count
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(3)))
    #expect(harness.completions.wait(count: 1))
    harness.settle()
    #expect(recorder.events.count == seen)
    #expect(!recorder.isCompleted && recorder.error == nil)
    #expect(harness.completions.codes == [NSURLErrorCancelled])
  }

  @Test func releasedProviderStillCompletesItsRequest() throws {
    let harness = try makeHarness()
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

  @Test func releasedTransportStillCompletesItsRequestThenGoes() throws {
    let harness = try makeHarness()
    var transport: URLSessionTransport? = URLSessionTransport(configuration: .fixture)
    weak let released = transport
    let queue = try #require(transport?.delegateQueue)
    var provider: Provider<Call>? = transport.map { Provider<Call>(session: $0) }
    transport = nil
    let recorder = Recorder<Response>()
    let subscription = provider?.response(harness.call("/soon")).subscribe(recorder)
    provider = nil
    #expect(released != nil)
    #expect(recorder.waitForEnd())
    subscription?.dispose()
    let drained = DispatchSemaphore(value: 0)
    queue.addOperation { drained.signal() }
    #expect(drained.wait(timeout: .now() + 5) == .success)
    #expect(recorder.elements.map(\.statusCode) == [200])
    #expect(released == nil, "the transport deinits (and invalidates) once idle")
  }

  @Test func transportOutlivesManyProvidersWithoutInvalidating() throws {
    let harness = try makeHarness()
    harness.server.route(.get, "/ping", response: .text("pong"))
    for _ in 0..<3 {
      let recorder = harness.run(harness.provider().response(harness.call("/ping")))
      #expect(recorder.elements.map(\.statusCode) == [200])
    }
    #expect(harness.server.log.requestCount == 3)
  }
}
