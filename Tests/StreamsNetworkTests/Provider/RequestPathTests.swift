import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Item: TargetType {
  var method: HTTPMethod = .get
  var task: RequestTask = .requestPlain
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "item" }
  var headers: [String: String]? { nil }
}

/// Records the requests it sees, and passes them on.
private struct Spy: RequestInterceptor {
  let seen: Locked<[ProviderRequest]>

  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    seen.withLock { $0.append(request) }
    return next(request)
  }
}

/// Issue 11 item 2: one request value from the endpoint to the transport.
@Suite(.checksResources)
struct RequestPathTests {
  private func request(_ method: String?, task: RequestTask = .requestPlain) throws
    -> ProviderRequest
  {
    var urlRequest = URLRequest(url: URL(string: "https://api.example.com/item")!)
    urlRequest.httpMethod = method
    let target = Item(task: task)
    return try ProviderRequest(
      target: MultiTarget(target), endpoint: Endpoint.defaultMapping(for: target),
      urlRequest: urlRequest, scheduler: MainScheduler.asyncInstance)
  }

  @Test func theMethodIsParsedOnceUppercased() throws {
    #expect(try request(nil).method == .get)
    #expect(try request("get").method == .get)
    #expect(try request("Patch").method == .patch)
    #expect(try request("PROPFIND").method == HTTPMethod(rawValue: "PROPFIND"))
  }

  @Test func theTaskGivesTheTransportsBodyOnce() throws {
    let file = URL(fileURLWithPath: "/tmp/upload.bin")
    let upload = try request("POST", task: .uploadFile(file))
    guard case .file(let sent)? = upload.transportRequest.upload else {
      Issue.record("expected a file upload")
      return
    }
    #expect(sent == file)
    #expect(upload.transfersFile)
    let form = try request(
      "POST",
      task: .uploadMultipart([MultipartFormData(provider: .data(Data("hi".utf8)), name: "a")]))
    #expect(
      form.urlRequest.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("multipart/") == true)
    let download = try request(nil, task: .downloadDestination { url, _ in (url, []) })
    #expect(download.transportRequest.download != nil)
    #expect(try !request(nil).transfersFile)
  }

  @Test func theSizeLimitIsResolvedIntoTheRequest() throws {
    let target = Item()
    let built = try ProviderRequest(
      target: target, endpoint: Endpoint.defaultMapping(for: target),
      urlRequest: URLRequest(url: URL(string: "https://api.example.com/item")!),
      scheduler: MainScheduler.asyncInstance, maximumResponseSize: 42)
    #expect(built.transportRequest.maximumResponseSize == 42)
  }

  @Test func interceptorsAndTheTransportSeeOneValue() {
    let seen = Locked<[ProviderRequest]>([])
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<MultiTarget>(
      session: transport, interceptors: [Spy(seen: seen), Spy(seen: seen)],
      maximumResponseSize: 1_234)
    _ = provider.response(MultiTarget(MultiTarget(Item(method: .put)))).subscribe()
    let requests = seen.withLock { $0 }
    #expect(requests.count == 2)
    #expect(requests.allSatisfy { $0.target is Item && $0.method == .put })
    #expect(requests.allSatisfy { $0.transportRequest.maximumResponseSize == 1_234 })
    #expect(requests.allSatisfy { !$0.reportsProgress })
    #expect(transport.tasks.first?.request.maximumResponseSize == 1_234)
    #expect(transport.tasks.first?.request.reportsProgress == false)
  }

  @Test func progressTravelsBesideTheResponse() {
    let seen = Locked<[ProviderRequest]>([])
    let transport = ScriptedTransport()
    let provider = Provider<Item>(session: transport, interceptors: [Spy(seen: seen)])
    var steps: [String] = []
    _ = provider.requestWithProgress(Item()).subscribe(onNext: { step in
      steps.append(step.response.map { "\($0.statusCode)" } ?? "\(step.progress)")
    })
    #expect(seen.withLock { $0.first?.reportsProgress } == true)
    #expect(transport.tasks.first?.request.reportsProgress == true)
    transport.tasks.first?.send(.downloadProgress(completed: 1, total: 4))
    transport.tasks.first?.respond(status: 200)
    #expect(steps == ["0.25", "200"])
  }

  @Test func coalescedSubscribersEachGetTheSharedProgress() {
    let transport = ScriptedTransport()
    let provider = Provider<Item>(session: transport)
    var first: [Double] = []
    var second: [Double] = []
    _ = provider.requestWithProgress(Item()).subscribe(onNext: { first.append($0.progress) })
    _ = provider.requestWithProgress(Item()).subscribe(onNext: { second.append($0.progress) })
    #expect(transport.tasks.count == 1)
    transport.tasks.first?.send(.downloadProgress(completed: 1, total: 2))
    transport.tasks.first?.respond(status: 200)
    #expect(first == [0.5, 1])
    #expect(second == [0.5, 1])
  }

  @Test func aLowercaseGetIsCoalescedAsAGet() {
    let transport = ScriptedTransport()
    let provider = Provider<Item>(session: transport)
    let lowercase = Item(method: HTTPMethod(rawValue: "get"))
    var statuses: [Int] = []
    _ = provider.response(lowercase).subscribe(onNext: { statuses.append($0.statusCode) })
    _ = provider.response(lowercase).subscribe(onNext: { statuses.append($0.statusCode) })
    #expect(transport.tasks.count == 1)
    transport.tasks.first?.respond(status: 200)
    #expect(statuses == [200, 200])
  }

  @Test func aLowercaseGetIsRetriedAsAGet() {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let transport = ScriptedAnswerTransport(scheduler: clock, [.status(503), .status(200)])
    let provider = Provider<Item>(
      session: transport, scheduler: clock,
      interceptors: [RetryInterceptor(policy: RetryPolicy(backoff: .constant(1)))])
    let observer = clock.start(disposed: 100_000) {
      provider.response(Item(method: HTTPMethod(rawValue: "get"))).map(\.statusCode)
    }
    #expect(transport.clocks == [200, 1200])
    #expect(observer.events == [.next(1200, 200), .completed(1200)])
  }
}
