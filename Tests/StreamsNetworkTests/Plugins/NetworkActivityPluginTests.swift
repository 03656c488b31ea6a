import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private enum Work: TargetType, Equatable {
  case fetch(Int)
  case strict
  case slow

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String {
    switch self {
    case .fetch(let id): "work/\(id)"
    case .strict: "strict"
    case .slow: "slow"
    }
  }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var validationType: ValidationType { self == .strict ? .successCodes : .none }
  var timeoutInterval: TimeInterval? { self == .slow ? 3 : nil }
}

/// Records each change as `began work/1`.
private final class ActivityLog: @unchecked Sendable {
  // Safe to share: the changes live in a `Locked` box.
  private let changes: Locked<[String]>
  let plugin: NetworkActivityPlugin

  init() {
    let changes = Locked<[String]>([])
    self.changes = changes
    plugin = NetworkActivityPlugin { change, target in
      changes.withLock { $0.append("\(change) \(target.path)") }
    }
  }

  var entries: [String] { changes.withLock { $0 } }
}

@Suite(.checksResources)
struct NetworkActivityPluginTests {
  @Test func beganOnSendAndEndedOnResponse() {
    let log = ActivityLog()
    let transport = ScriptedTransport()
    let provider = Provider<Work>(session: transport, plugins: [log.plugin])
    _ = provider.response(.fetch(1)).subscribe(onError: { _ in })
    #expect(log.entries == ["began work/1"])
    transport.tasks.first?.respond(status: 200)
    #expect(log.entries == ["began work/1", "ended work/1"])
  }

  @Test func eachRequestBeginsAndEndsOnce() {
    let log = ActivityLog()
    let transport = ScriptedTransport()
    let provider = Provider<Work>(session: transport, plugins: [log.plugin])
    for id in 1...3 { _ = provider.response(.fetch(id)).subscribe(onError: { _ in }) }
    let tasks = transport.tasks
    tasks[2].respond(status: 200)
    tasks[0].respond(status: 500)
    tasks[1].respond(status: 204)
    tasks[1].respond(status: 204)
    #expect(
      log.entries == [
        "began work/1", "began work/2", "began work/3", "ended work/3", "ended work/1",
        "ended work/2",
      ])
  }

  @Test func endedAlsoOnValidationFailure() {
    let log = ActivityLog()
    let transport = ScriptedTransport()
    let provider = Provider<Work>(session: transport, plugins: [log.plugin])
    var failed = false
    _ = provider.response(.strict).subscribe(onError: { _ in failed = true })
    transport.tasks.first?.respond(status: 404)
    #expect(failed)
    #expect(log.entries == ["began strict", "ended strict"])
  }

  @Test func endedAlsoOnTransportFailure() {
    let log = ActivityLog()
    let transport = ScriptedTransport()
    let provider = Provider<Work>(session: transport, plugins: [log.plugin])
    var failed = false
    _ = provider.response(.fetch(7)).subscribe(onError: { _ in failed = true })
    transport.tasks.first?.send(.failed(URLError(.notConnectedToInternet), nil))
    #expect(failed)
    #expect(log.entries == ["began work/7", "ended work/7"])
  }

  @Test func endedAlsoWhenTheDeadlinePasses() {
    let log = ActivityLog()
    let scheduler = TestScheduler(initialClock: 0)
    let provider = Provider<Work>(
      session: ScriptedTransport(), plugins: [log.plugin], scheduler: scheduler)
    let res = scheduler.start { provider.response(.slow).map(\.statusCode) }
    #expect(res.events.first?.time == 203)
    #expect(log.entries == ["began slow", "ended slow"])
  }

  @Test func stubbedRequestsReportActivityToo() {
    let log = ActivityLog()
    let provider = Provider<Work>(stubClosure: { _ in .immediate }, plugins: [log.plugin])
    _ = provider.response(.fetch(2)).subscribe(onError: { _ in })
    #expect(log.entries == ["began work/2", "ended work/2"])
  }

  @Test func requestThatCannotBeBuiltReportsNothing() {
    let log = ActivityLog()
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<Work>(
      endpointClosure: { target in
        Endpoint(
          url: "http://exa mple.com/%%", sampleResponseClosure: { .networkResponse(200, Data()) },
          method: target.method, task: target.task, httpHeaderFields: nil)
      }, session: transport, plugins: [log.plugin])
    var failed = false
    _ = provider.response(.fetch(1)).subscribe(onError: { _ in failed = true })
    #expect(failed)
    #expect(log.entries.isEmpty)
  }
}

@Suite(.checksResources)
struct NetworkActivityCancellationTests {
  @Test func disposedRequestEndsActivity() {
    let changes = Locked<[NetworkActivityChangeType]>([])
    let plugin = NetworkActivityPlugin { change, _ in changes.withLock { $0.append(change) } }
    let provider = Provider<MultiTarget>(session: ScriptedTransport(), plugins: [plugin])
    let subscription = provider.response(MultiTarget(CancellableTarget())).subscribe()
    subscription.dispose()
    #expect(changes.withLock { $0 } == [.began, .ended])
  }
}

private struct CancellableTarget: TargetType {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "slow" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}
