import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request to `host`/`path`.
private struct Job: TargetType {
  var host = "a.example.com"
  var path: String
  var baseURL: URL { URL(string: "https://\(host)")! }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

@Suite(.checksResources)
struct RequestLimiterTests {
  /// The paths the transport was asked for, in order.
  private func started(_ transport: ScriptedTransport) -> [String] {
    transport.tasks.map { $0.request.urlRequest.url?.path ?? "?" }
  }

  private func task(_ transport: ScriptedTransport, _ path: String) -> ScriptedTransport.Task? {
    transport.tasks.first { $0.request.urlRequest.url?.path == path }
  }

  @Test func excessRequestsWaitAndStartInOrder() {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 2)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    var statuses: [String] = []
    let subscriptions = (0..<5).map { index in
      provider.response(Job(path: "/\(index)")).subscribe(onNext: { response in
        statuses.append(response.request?.url?.path ?? "?")
      })
    }
    #expect(started(transport) == ["/0", "/1"])
    #expect(limiter.runningCount == 2 && limiter.waitingCount == 3)

    task(transport, "/1")?.respond(status: 200)
    #expect(started(transport) == ["/0", "/1", "/2"])
    task(transport, "/0")?.respond(status: 200)
    task(transport, "/2")?.respond(status: 200)
    #expect(started(transport) == ["/0", "/1", "/2", "/3", "/4"])
    task(transport, "/3")?.respond(status: 200)
    task(transport, "/4")?.respond(status: 200)
    #expect(statuses == ["/1", "/0", "/2", "/3", "/4"])
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func aQueuedRequestDisposedLeavesTheQueueAndIsNeverSent() {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 1)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    var events: [String] = []
    let first = provider.response(Job(path: "/first")).subscribe()
    let dropped = provider.response(Job(path: "/dropped")).subscribe { events.append("\($0)") }
    let last = provider.response(Job(path: "/last")).subscribe()
    #expect(limiter.waitingCount == 2)

    dropped.dispose()
    #expect(limiter.waitingCount == 1)
    task(transport, "/first")?.respond(status: 200)
    #expect(started(transport) == ["/first", "/last"])
    task(transport, "/last")?.respond(status: 200)
    #expect(events.isEmpty)
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
    first.dispose()
    last.dispose()
  }

  @Test func aSlotFreesOnErrorAndOnDisposal() throws {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 1)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    var failed = false
    _ = provider.response(Job(path: "/fails")).subscribe(onError: { _ in failed = true })
    let running = provider.response(Job(path: "/left")).subscribe()
    _ = provider.response(Job(path: "/next")).subscribe()
    #expect(started(transport) == ["/fails"])

    task(transport, "/fails")?.send(.failed(URLError(.badServerResponse), nil))
    #expect(failed)
    #expect(started(transport) == ["/fails", "/left"])

    running.dispose()
    #expect(task(transport, "/left")?.isCancelled == true)
    #expect(started(transport) == ["/fails", "/left", "/next"])
    task(transport, "/next")?.respond(status: 200)
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
  }

  @Test func perHostLimitsLetOtherHostsThrough() {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(
      maxConcurrentRequests: 10, maxConcurrentRequestsPerHost: 1,
      hostLimits: ["B.example.com": 2])
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    let jobs = [
      Job(host: "a.example.com", path: "/a1"), Job(host: "a.example.com", path: "/a2"),
      Job(host: "b.example.com", path: "/b1"), Job(host: "b.example.com", path: "/b2"),
      Job(host: "b.example.com", path: "/b3"),
    ]
    let subscriptions = jobs.map { provider.response($0).subscribe() }
    #expect(started(transport) == ["/a1", "/b1", "/b2"])
    #expect(limiter.limit(forHost: "b.EXAMPLE.com") == 2)

    task(transport, "/b1")?.respond(status: 200)
    #expect(started(transport) == ["/a1", "/b1", "/b2", "/b3"])
    task(transport, "/a1")?.respond(status: 200)
    #expect(started(transport) == ["/a1", "/b1", "/b2", "/b3", "/a2"])
    for path in ["/a2", "/b2", "/b3"] { task(transport, path)?.respond(status: 200) }
    #expect(limiter.runningCount == 0)
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func theOldestRequestThatFitsGoesFirstAcrossHosts() {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 1)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    let jobs = [
      Job(host: "a.example.com", path: "/a1"), Job(host: "b.example.com", path: "/b1"),
      Job(host: "a.example.com", path: "/a2"), Job(host: "c.example.com", path: "/c1"),
    ]
    let subscriptions = jobs.map { provider.response($0).subscribe() }
    for _ in jobs { transport.tasks.last?.respond(status: 200) }
    #expect(started(transport) == ["/a1", "/b1", "/a2", "/c1"])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func synchronousAnswersDrainTheQueueWithoutRecursion() {
    let transport = ScriptedTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 1)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    var completed = 0
    let blocker = provider.response(Job(path: "/blocker")).subscribe()
    let stubbed = Provider<Job>(stubClosure: { _ in .immediate }, interceptors: [limiter])
    let subscriptions = (0..<5_000).map { index in
      stubbed.response(Job(path: "/\(index)")).subscribe(onCompleted: { completed += 1 })
    }
    #expect(limiter.waitingCount == 5_000)
    // One answer frees the slot; the 5 000 stubs then run one after another in a loop.
    transport.tasks.first?.respond(status: 200)
    #expect(completed == 5_000)
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
    blocker.dispose()
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func limitsBelowOneCountAsOne() {
    let limiter = RequestLimiter(
      maxConcurrentRequests: 0, maxConcurrentRequestsPerHost: -2, hostLimits: ["x": 0])
    #expect(limiter.maxConcurrentRequests == 1)
    #expect(limiter.limit(forHost: "y") == 1)
    #expect(limiter.limit(forHost: "X") == 1)
  }
}
