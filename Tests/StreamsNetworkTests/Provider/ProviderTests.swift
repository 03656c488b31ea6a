import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private enum Demo: TargetType, Equatable {
  case user(String)
  case slow
  case broken
  case validated

  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String {
    switch self {
    case .user(let login): "users/\(login)"
    case .slow: "slow"
    case .broken: "broken"
    case .validated: "validated"
    }
  }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var sampleData: Data { Data(#"{"login":"octocat"}"#.utf8) }
  var timeoutInterval: TimeInterval? { self == .slow ? 5 : nil }
  var validationType: ValidationType { self == .validated ? .successCodes : .none }
}

/// Records every hook call, in order.
private final class RecordingPlugin: PluginType, @unchecked Sendable {
  // Safe to share: `log` lives in a `Locked` box.
  let log = Locked<[String]>([])

  func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
    log.withLock { $0.append("prepare") }
    var request = request
    request.setValue("yes", forHTTPHeaderField: "X-Prepared")
    return request
  }

  func willSend(_ request: RequestType, target: TargetType) {
    let header = request.request?.value(forHTTPHeaderField: "X-Prepared") ?? "no"
    log.withLock { $0.append("willSend \(header)") }
  }

  func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    log.withLock { $0.append("didReceive \((try? result.get().statusCode) ?? -1)") }
  }

  func process(_ result: Result<Response, NetworkError>, target: TargetType)
    -> Result<Response, NetworkError>
  {
    log.withLock { $0.append("process") }
    return result
  }
}

@Suite(.checksResources)
struct ProviderTests {
  @Test func nothingIsSentUntilSubscription() {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<Demo>(session: transport)
    let request = provider.response(.user("octocat"))
    #expect(transport.tasks.isEmpty)
    _ = request.subscribe()
    _ = request.subscribe()
    #expect(transport.tasks.count == 2)
    #expect(
      transport.tasks.first?.request.urlRequest.url?.absoluteString
        == "https://api.example.com/users/octocat")
  }

  @Test func immediateStubAnswersDuringSubscribe() {
    let provider = Provider<Demo>(stubClosure: { _ in .immediate })
    var bodies: [String] = []
    var completed = false
    _ = provider.response(.user("octocat")).subscribe(
      onNext: { bodies.append(String(decoding: $0.data, as: UTF8.self)) },
      onCompleted: { completed = true })
    #expect(bodies == [#"{"login":"octocat"}"#])
    #expect(completed)
  }

  @Test func delayedStubRunsOnTheProviderScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = Provider<Demo>(
      stubClosure: { _ in .delayed(seconds: 30) }, scheduler: scheduler)
    let res = scheduler.start { provider.response(.user("a")).map(\.statusCode) }
    #expect(res.events == [.next(230, 200), .completed(230)])
  }

  @Test func sampleResponsesCoverEveryForm() throws {
    let url = try #require(URL(string: "https://api.example.com/x"))
    let http = try #require(
      HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: ["A": "b"]))
    let samples: [EndpointSampleResponse] = [
      .networkResponse(404, Data()), .response(http, Data("x".utf8)),
      .networkError(NSError(domain: "test", code: 7)),
    ]
    var outcomes: [String] = []
    for sample in samples {
      let provider = Provider<Demo>(
        endpointClosure: { target in
          Endpoint(
            url: URL(target: target).absoluteString, sampleResponseClosure: { sample },
            method: target.method, task: target.task, httpHeaderFields: nil)
        },
        stubClosure: { _ in .immediate })
      _ = provider.response(.user("a")).subscribe(
        onNext: { outcomes.append("status \($0.statusCode) \($0.header("a") ?? "-")") },
        onError: { error in
          let code = ((error as? NetworkError)?.underlyingError as NSError?)?.code ?? 0
          outcomes.append("error \(code)")
        })
    }
    #expect(outcomes == ["status 404 -", "status 201 b", "error 7"])
  }

  @Test func pluginsRunInMoyaOrder() {
    let plugin = RecordingPlugin()
    let transport = ScriptedTransport(autoRespond: 204)
    let provider = Provider<Demo>(session: transport, plugins: [plugin])
    _ = provider.response(.user("a")).subscribe()
    #expect(
      plugin.log.withLock { $0 } == ["prepare", "willSend yes", "didReceive 204", "process"])
    #expect(
      transport.tasks.first?.request.urlRequest.value(forHTTPHeaderField: "X-Prepared") == "yes")
  }

  @Test func validationTurnsUnacceptedStatusIntoError() {
    let transport = ScriptedTransport()
    let provider = Provider<Demo>(session: transport)
    var statuses: [Int] = []
    _ = provider.response(.validated).subscribe(
      onError: { statuses.append(($0 as? NetworkError)?.statusCode ?? -1) })
    transport.tasks.first?.respond(status: 404)
    #expect(statuses == [404])
  }

  @Test func unbuildableRequestFailsWithoutSending() {
    let transport = ScriptedTransport(autoRespond: 200)
    let plugin = RecordingPlugin()
    let provider = Provider<Demo>(
      endpointClosure: { target in
        Endpoint(
          url: "http://exa mple.com/%%", sampleResponseClosure: { .networkResponse(200, Data()) },
          method: target.method, task: target.task, httpHeaderFields: nil)
      }, session: transport, plugins: [plugin])
    var failure: NetworkError?
    _ = provider.response(.broken).subscribe(onError: { failure = $0 as? NetworkError })
    guard case .requestMapping = failure else {
      Issue.record("expected requestMapping, got \(String(describing: failure))")
      return
    }
    #expect(transport.tasks.isEmpty)
    #expect(plugin.log.withLock { $0 }.isEmpty)
  }

  @Test func disposingCancelsTheTaskAndSilencesIt() {
    let transport = ScriptedTransport()
    let provider = Provider<Demo>(session: transport)
    var events = 0
    let subscription = provider.response(.user("a")).subscribe { _ in events += 1 }
    let task = transport.tasks.first
    #expect(task?.isCancelled == false)
    subscription.dispose()
    #expect(task?.isCancelled == true)
    task?.respond(status: 200)
    #expect(events == 0)
  }

  @Test func deadlineFailsSlowRequestsOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let transport = ScriptedTransport()
    let provider = Provider<Demo>(session: transport, scheduler: scheduler)
    let res = scheduler.start { provider.response(.slow).map(\.statusCode) }
    #expect(res.events.count == 1)
    let error = res.events.first?.value.error as? NetworkError
    #expect(res.events.first?.time == 205)
    #expect(error?.isTimeout == true)
    #expect(transport.tasks.first?.isCancelled == true)
  }

  @Test func inFlightRequestOutlivesItsProvider() {
    let transport = ScriptedTransport()
    var provider: Provider<Demo>? = Provider<Demo>(session: transport)
    weak let weakProvider = provider
    var statuses: [Int] = []
    let subscription = provider?.response(.user("a")).subscribe(onNext: {
      statuses.append($0.statusCode)
    })
    provider = nil
    #expect(weakProvider != nil)
    transport.tasks.first?.respond(status: 200)
    #expect(statuses == [200])
    #expect(weakProvider == nil)
    subscription?.dispose()
  }

  @Test func progressStepsPrecedeTheResponse() {
    let transport = ScriptedTransport()
    let provider = Provider<Demo>(session: transport)
    var steps: [String] = []
    _ = provider.requestWithProgress(.user("a")).subscribe(onNext: { step in
      steps.append(step.completed ? "done" : "\(step.progress)")
    })
    let task = transport.tasks.first
    task?.send(.downloadProgress(completed: 1, total: 4))
    task?.send(.downloadProgress(completed: 4, total: 4))
    task?.respond(status: 200)
    #expect(steps == ["0.25", "1.0", "done"])
  }

  @Test func callbackQueueDeliversThere() {
    let queue = DispatchQueue(label: "callback")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 1)
    let provider = Provider<Demo>(stubClosure: { _ in .immediate }, callbackQueue: queue)
    let delivered = DispatchSemaphore(value: 0)
    let onQueue = Locked(false)
    let subscription = provider.response(.user("a")).subscribe(onNext: { _ in
      onQueue.withLock { $0 = DispatchQueue.getSpecific(key: key) == 1 }
      delivered.signal()
    })
    #expect(delivered.wait(timeout: .now() + 5) == .success)
    #expect(onQueue.withLock { $0 })
    subscription.dispose()
    queue.sync {}
  }

  @Test func disposingEarlyTellsPluginsTheRequestWasCancelled() {
    let plugin = RecordingPlugin()
    let transport = ScriptedTransport()
    let provider = Provider<Demo>(session: transport, plugins: [plugin])
    let subscription = provider.response(.user("a")).subscribe()
    subscription.dispose()
    transport.tasks.first?.respond(status: 200)
    #expect(
      plugin.log.withLock { $0 } == ["prepare", "willSend yes", "didReceive -1"])
  }

  @Test func pluginsSeeTheMultipartBodyAndItsContentType() throws {
    struct Upload: TargetType {
      var baseURL: URL { URL(string: "https://api.example.com")! }
      var path: String { "upload" }
      var method: HTTPMethod { .post }
      var headers: [String: String]? { nil }
      var task: RequestTask {
        .uploadMultipart([MultipartFormData(provider: .data(Data("hi".utf8)), name: "greeting")])
      }
    }
    final class Capture: PluginType, @unchecked Sendable {
      // Safe to share: `seen` lives in a `Locked` box.
      let seen = Locked<URLRequest?>(nil)
      func willSend(_ request: RequestType, target: TargetType) {
        seen.withLock { $0 = request.request }
      }
    }
    let capture = Capture()
    let provider = Provider<Upload>(
      session: ScriptedTransport(autoRespond: 200), plugins: [capture])
    _ = provider.response(Upload()).subscribe()
    let seen = try #require(capture.seen.withLock { $0 })
    #expect(
      seen.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("multipart/form-data") == true)
    #expect(String(decoding: seen.httpBody ?? Data(), as: UTF8.self).contains("hi"))
  }

  @Test func responsesOfAnotherContentTypeFailWhenTheTargetSaysWhatItAccepts() {
    struct JSONOnly: TargetType {
      var baseURL: URL { URL(string: "https://api.example.com")! }
      var path: String { "json" }
      var method: HTTPMethod { .get }
      var task: RequestTask { .requestPlain }
      var headers: [String: String]? { nil }
      var acceptableContentTypes: [String]? { ["application/*+json", "application/json"] }
    }
    let transport = ScriptedTransport()
    let provider = Provider<JSONOnly>(session: transport, interceptors: [])
    var outcomes: [String] = []
    for contentType in ["text/html", "application/json; charset=utf-8", "application/problem+json"]
    {
      _ = provider.response(JSONOnly()).subscribe(
        onNext: { _ in outcomes.append("ok") },
        onError: { error in
          guard let rejected = (error as? NetworkError)?.contentTypeError else {
            outcomes.append("other \(error)")
            return
          }
          outcomes.append("rejected, expected \(rejected.acceptableContentTypes.count) types")
        })
      transport.tasks.last?.respond(
        status: 200, data: Data("{}".utf8), headers: ["Content-Type": contentType])
    }
    #expect(outcomes == ["rejected, expected 2 types", "ok", "ok"])
  }
}
