import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `provider.rx.stream` and `provider.rx.events` over loopback, on both real transports.
///
/// The parts in order, a typed status failure, disposal and task cancellation that close the
/// connection, and an event stream that drops mid-event and resumes from `Last-Event-ID`.
@Suite(.checksResources)
struct ProviderStreamIntegrationTests {
  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(
        .get, "/ticks",
        response: .stream(
          [.write("tick 1\n"), .pause(.milliseconds(20)), .write("tick 2\n"), .write("tick 3\n")],
          contentType: "text/plain"))
      server.route(.get, "/held", response: .stream([.write("first\n"), .hold]))
      server.route(.get, "/unavailable", response: .text("come back later", status: 503))
      // A chunked body closed mid-event: both transports report a lost connection.
      server.route(
        .get, "/events",
        events: FixtureEventStream(
          FixtureEvent.numbered(["a", "b", "c", "d", "e", "f"]),
          options: .init(interval: .milliseconds(2), retry: 20, noContentWhenExhausted: true),
          attempts: [.events(.drop(after: 3, midEvent: true))]))
    }
  }

  @Test(arguments: TransportKind.available)
  func theHeadComesFirstThenTheChunksThenTheEnd(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider()
    let run = harness.run(provider.rx.stream(harness.call("/ticks")))
    #expect(run.isCompleted)
    #expect(run.elements.first?.head?.statusCode == 200)
    #expect(run.elements.dropFirst().allSatisfy { $0.chunk != nil })
    let body = run.elements.compactMap(\.chunk).reduce(Data(), +)
    #expect(String(decoding: body, as: UTF8.self) == "tick 1\ntick 2\ntick 3\n")
  }

  @Test(arguments: TransportKind.available)
  func aStatusTheTargetRejectsFailsTyped(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider()
    let run = harness.run(
      provider.rx.stream(harness.call("/unavailable", validation: .successCodes)))
    #expect(run.elements.isEmpty)
    guard case .statusCode(let response)? = run.networkError else {
      Issue.record("expected a status failure, got \(String(describing: run.error))")
      return
    }
    #expect(response.statusCode == 503)
  }

  @Test(arguments: TransportKind.available)
  func disposingClosesTheConnection(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider()
    let recorder = Recorder<StreamPart>()
    let subscription = provider.rx.stream(harness.call("/held")).subscribe(recorder)
    // The server holds the rest: the line can only have come as a chunk of an open stream.
    #expect(harness.server.log.waitForRequests(count: 1, timeout: .seconds(5)))
    #expect(recorder.waitForElement())
    subscription.dispose()
    #expect(harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    harness.settle()
    #expect(harness.transport.tasksInFlight == 0)
    #expect(!recorder.isCompleted && recorder.error == nil)
  }

  @Test(arguments: TransportKind.available)
  func cancellingTheIteratingTaskClosesTheConnection(_ kind: TransportKind) async throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider()
    let call = harness.call("/held")
    let reading = Task { () async throws -> Int in
      var parts = 0
      for try await _ in provider.rx.stream(call).values { parts += 1 }
      return parts
    }
    #expect(await harness.server.log.waitForRequests(count: 1, timeout: .seconds(5)))
    reading.cancel()
    _ = await reading.result
    #expect(await harness.server.log.waitForDisconnect(timeout: .seconds(5)))
    harness.settle()
    #expect(harness.transport.tasksInFlight == 0)
  }

  @Test(arguments: TransportKind.available)
  func eventsResumeFromTheLastEventIDAfterADrop(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider()
    let configuration = EventSourceConfiguration(idleTimeout: 10, random: { 0 })
    let run = harness.run(
      provider.rx.events(harness.call("/events"), configuration: configuration), seconds: 10)
    #expect(run.isCompleted, "a 204 ends it: \(String(describing: run.error))")
    #expect(run.elements.map(\.data) == ["a", "b", "c", "d", "e", "f"])
    #expect(run.elements.map(\.lastEventID) == ["1", "2", "3", "4", "5", "6"])
    #expect(harness.server.log.lastEventIDs(.get, "/events") == [nil, "3", "6"])
    let accepts = harness.server.log.requests.map { $0.headers["Accept"] }
    #expect(accepts.allSatisfy { $0 == "text/event-stream" })
  }
}
