import Dispatch
import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Busy: TargetType, AccessTokenAuthorizable {
  var id: Int
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "busy/\(id)" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { ["Cookie": "id=stress-secret"] }
  var authorizationType: AuthorizationType? { .bearer }
}

@Suite(.checksResources)
struct PluginStressTests {
  /// Many requests at once from many threads, each answered on another thread: every plugin
  /// sees each request once, and nothing it shares races (run under TSan by `make tsan`).
  @Test func pluginsServeConcurrentRequests() {
    let count = 200
    let sink = LogSink()
    let activity = Locked<(began: Int, ended: Int)>((0, 0))
    let plugins: [PluginType] = [
      AccessTokenPlugin { _ in "stress-token" },
      NetworkLoggerPlugin(
        configuration: .init(output: sink.output, logOptions: [.verbose, .formatRequestAscURL])),
      NetworkActivityPlugin { change, _ in
        activity.withLock { change == .began ? ($0.began += 1) : ($0.ended += 1) }
      },
    ]
    let transport = ScriptedTransport()
    let provider = Provider<Busy>(session: transport, plugins: plugins)
    let finished = DispatchGroup()
    let subscriptions = Locked<[Disposable]>([])
    DispatchQueue.concurrentPerform(iterations: count) { id in
      finished.enter()
      let subscription = provider.response(Busy(id: id)).subscribe(
        onError: { _ in finished.leave() }, onCompleted: { finished.leave() })
      subscriptions.withLock { $0.append(subscription) }
    }
    let tasks = transport.tasks
    DispatchQueue.concurrentPerform(iterations: tasks.count) { index in
      tasks[index].respond(status: 200, headers: ["Set-Cookie": "s=stress-secret"])
    }
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(tasks.count == count)
    #expect(activity.withLock { $0.began == count && $0.ended == count })
    #expect(sink.batches.count == 2 * count)
    #expect(!sink.lines.contains { $0.contains("stress-secret") || $0.contains("stress-token") })
    for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
  }
}
