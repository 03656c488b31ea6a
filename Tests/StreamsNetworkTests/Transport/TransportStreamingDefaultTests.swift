import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``Transport/startStreaming(_:handler:)`` on a transport that can only collect (the
/// default implementation, over ``Transport/start(_:handler:)``), and how a stream's events
/// read as ``StreamPart``s.
@Suite(.checksResources)
struct TransportStreamingDefaultTests {
  private let url = URL(string: "https://example.com/feed")
  private let body = Data("line 1\nline 2\n".utf8)

  /// Streams a request through a scripted transport.
  private func stream(_ transport: ScriptedTransport) -> (StreamRecorder, any TransportTask) {
    let recorder = StreamRecorder()
    let request = URLRequest(url: url ?? URL(fileURLWithPath: "/"))
    let task = transport.startStreaming(
      TransportRequest(urlRequest: request), handler: recorder.handler)
    return (recorder, task)
  }

  @Test func completedResponseIsTheHeadTheWholeBodyAndTheEnd() throws {
    let transport = ScriptedTransport()
    let (recorder, _) = stream(transport)
    let task = try #require(transport.tasks.first)
    task.send(.downloadProgress(completed: 3, total: 14))
    #expect(recorder.parts.isEmpty, "progress is not a part")
    task.respond(status: 200, data: body, headers: ["Content-Type": "text/plain"])
    #expect(recorder.parts == [.head(200), .chunk(body), .completed])
    #expect(recorder.head?.value(forHTTPHeaderField: "Content-Type") == "text/plain")
  }

  @Test func emptyBodyGivesNoChunk() throws {
    let transport = ScriptedTransport()
    let (recorder, _) = stream(transport)
    try #require(transport.tasks.first).respond(status: 204)
    #expect(recorder.parts == [.head(204), .completed])
  }

  @Test func failureIsTheOnlyEvent() throws {
    let transport = ScriptedTransport()
    let (recorder, _) = stream(transport)
    try #require(transport.tasks.first).send(.failed(URLError(.timedOut), nil))
    #expect(recorder.parts == [.failed(.timedOut)])
  }

  @Test func handlerThatCancelsOnTheHeadGetsNothingMore() throws {
    let transport = ScriptedTransport()
    let recorder = StreamRecorder()
    let box = Locked<(any TransportTask)?>(nil)
    recorder.onEvent = { event, _ in
      if case .head = event { box.withLock { $0 }?.cancel() }
    }
    let request = URLRequest(url: url ?? URL(fileURLWithPath: "/"))
    let streamTask = transport.startStreaming(
      TransportRequest(urlRequest: request), handler: recorder.handler)
    box.withLock { $0 = streamTask }
    let task = try #require(transport.tasks.first)
    task.respond(status: 200, data: body)
    #expect(recorder.parts == [.head(200)])
    #expect(task.isCancelled)
  }

  @Test func cancelBeforeTheAnswerSilencesTheStreamAndCancelsTheRequest() throws {
    let transport = ScriptedTransport()
    let (recorder, streamTask) = stream(transport)
    streamTask.cancel()
    let task = try #require(transport.tasks.first)
    #expect(task.isCancelled)
    task.respond(status: 200, data: body)
    #expect(recorder.parts.isEmpty)
  }

  @Test func eventsReadAsStreamParts() throws {
    let request = URLRequest(url: url ?? URL(fileURLWithPath: "/"))
    let http = try #require(
      HTTPURLResponse(
        url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 206, httpVersion: nil,
        headerFields: nil))
    guard case .next(.head(let response)) = TransportStreamEvent.head(http).event(for: request)
    else {
      Issue.record("a head is a head part")
      return
    }
    #expect(response.statusCode == 206)
    #expect(response.data.isEmpty)
    #expect(response.request == request)
    #expect(response.response === http)
    guard case .next(.chunk(let chunk)) = TransportStreamEvent.chunk(body).event(for: request)
    else {
      Issue.record("a chunk is a chunk part")
      return
    }
    #expect(chunk == body)
    guard case .completed = TransportStreamEvent.completed.event(for: request) else {
      Issue.record("the end is the end")
      return
    }
    guard
      case .error(let error) = TransportStreamEvent.failed(URLError(.networkConnectionLost), http)
        .event(for: request),
      case .underlying(let cause, let partial)? = error as? NetworkError
    else {
      Issue.record("a failure is a NetworkError")
      return
    }
    #expect((cause as? URLError)?.code == .networkConnectionLost)
    #expect(partial?.statusCode == 206)
  }
}
