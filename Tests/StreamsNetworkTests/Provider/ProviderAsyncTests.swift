import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Profile: Decodable, Equatable {
  let login: String
  let id: Int
}

/// A scripted transport that also says, through an async stream, when a request starts.
private final class AnnouncingTransport: Transport, Sendable {
  let scripted = ScriptedTransport()
  let starts: AsyncStream<Void>
  private let announce: AsyncStream<Void>.Continuation

  init() { (starts, announce) = AsyncStream.makeStream() }

  func start(_ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void)
    -> TransportTask
  {
    let task = scripted.start(request, handler: handler)
    announce.yield()
    return task
  }
}

/// A stubbed provider whose `.zen` answers `status` with GitHub's sample data.
private func stubbed(status: Int = 200) -> Provider<GitHub> {
  Provider<GitHub>(
    endpointClosure: { target in
      Endpoint(
        url: URL(target: target).absoluteString,
        sampleResponseClosure: { .networkResponse(status, target.sampleData) },
        method: target.method, task: target.task, httpHeaderFields: target.headers)
    }, stubClosure: { _ in .immediate }, interceptors: [])
}

/// `try await provider.request(_:)`: the async entry point, its decoding form, its errors and
/// how each `request` spelling resolves at a call site.
@Suite(.checksResources)
struct ProviderAsyncTests {
  @Test func awaitingARequestReturnsItsResponse() async throws {
    let response = try await stubbed().request(.userProfile("octocat"))
    #expect(type(of: response) == Response.self)
    #expect(response.statusCode == 200)
    #expect(response.data == GitHub.userProfile("octocat").sampleData)
  }

  @Test func theDecodingFormDecodesTheBody() async throws {
    let profile = try await stubbed().request(.userProfile("octocat"), as: Profile.self)
    #expect(profile == Profile(login: "octocat", id: 1))
  }

  @Test func aBodyThatDoesNotDecodeThrowsObjectMappingWithTheResponse() async {
    do {
      _ = try await stubbed().request(.zen, as: Profile.self)
      Issue.record("decoded text as JSON")
    } catch {
      // `error` is a `NetworkError` here: the call throws nothing else.
      guard case .objectMapping(let underlying, let response) = error else {
        Issue.record("expected objectMapping, got \(error)")
        return
      }
      #expect(underlying is DecodingError)
      #expect(response.statusCode == 200)
    }
  }

  @Test func aRejectedStatusThrowsStatusCode() async {
    do {
      _ = try await stubbed(status: 404).request(.zen)
      Issue.record("a 404 passed GitHub's validation")
    } catch {
      guard case .statusCode(let response) = error else {
        Issue.record("expected statusCode, got \(error)")
        return
      }
      #expect(response.statusCode == 404)
    }
  }

  @Test func cancellingTheTaskCancelsTheTransportsTask() async {
    let transport = AnnouncingTransport()
    let provider = Provider<GitHub>(session: transport, interceptors: [])
    let waiting = Task { () async throws(NetworkError) -> Response in
      try await provider.request(.zen)
    }
    var starts = transport.starts.makeAsyncIterator()
    _ = await starts.next()
    waiting.cancel()
    let outcome = await waiting.result
    guard case .failure(let error) = outcome else {
      Issue.record("a cancelled request answered")
      return
    }
    #expect((error as? NetworkError)?.isCancelled == true)
    #expect(transport.scripted.tasks.map(\.isCancelled) == [true])
  }

  @Test func aTaskCancelledBeforehandSendsNothing() async {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<GitHub>(session: transport, interceptors: [])
    let outcome = await Task { () async throws(NetworkError) -> Response in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await provider.request(.zen)
    }.result
    #expect((try? outcome.get()) == nil)
    if case .failure(let error) = outcome {
      #expect((error as? NetworkError)?.isCancelled == true)
    }
    #expect(transport.tasks.isEmpty)
  }

  @Test func inAsyncCodeEachSpellingResolvesAsWritten() async throws {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<GitHub>(session: transport, interceptors: [])
    // `try await provider.request(_:)`: the async method, which sends at once.
    let response = try await provider.request(.zen)
    #expect(type(of: response) == Response.self)
    #expect(transport.tasks.count == 1)
    // With `await`, `map` applies to the awaited response.
    let decoded = try await provider.request(.zen).map([String: String].self)
    #expect(decoded == [:])
    #expect(transport.tasks.count == 2)
    // Moya's spellings: a completion is the callback method, `rx` the reactive one, cold
    // until subscribed.
    let cancellable = provider.request(.zen) { _ in }
    #expect(!cancellable.isCancelled)
    #expect(transport.tasks.count == 3)
    let rx = provider.rx.request(.zen)
    #expect(type(of: rx) == Single<Response>.self)
    #expect(transport.tasks.count == 3)
    let viaValue = try await rx.value
    #expect(type(of: viaValue) == Response.self)
    #expect(transport.tasks.count == 4)
  }
}
