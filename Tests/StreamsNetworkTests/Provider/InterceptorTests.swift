import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Ping: TargetType {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "ping" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var validationType: ValidationType { .successCodes }
}

/// Adds a header naming itself, and records the order it ran in.
private struct Tagging: RequestInterceptor {
  let name: String
  let log: Locked<[String]>

  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    log.withLock { $0.append(name) }
    var adapted = request
    let previous = adapted.urlRequest.value(forHTTPHeaderField: "X-Chain") ?? ""
    adapted.urlRequest.setValue(previous + name, forHTTPHeaderField: "X-Chain")
    return next(adapted)
  }
}

/// Calls the rest of the chain again once after a failure: the shape of a retry.
private struct OnceMore: RequestInterceptor {
  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    next(request).catch { _ in next(request) }
  }
}

/// Answers without the network: the shape of a cache hit.
private struct Canned: RequestInterceptor {
  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    .just(Response(statusCode: 299, data: Data()))
  }
}

@Suite(.checksResources)
struct InterceptorTests {
  @Test func interceptorsRunInOrderAndAdaptTheRequest() {
    let log = Locked<[String]>([])
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<Ping>(
      session: transport,
      interceptors: [Tagging(name: "a", log: log), Tagging(name: "b", log: log)])
    _ = provider.response(Ping()).subscribe()
    #expect(log.withLock { $0 } == ["a", "b"])
    #expect(transport.tasks.first?.request.urlRequest.value(forHTTPHeaderField: "X-Chain") == "ab")
  }

  @Test func nextCanRunAgainAsANewAttempt() {
    let transport = ScriptedTransport()
    let provider = Provider<Ping>(session: transport, interceptors: [OnceMore()])
    var statuses: [Int] = []
    _ = provider.response(Ping()).subscribe(onNext: { statuses.append($0.statusCode) })
    transport.tasks.first?.respond(status: 503)
    #expect(transport.tasks.count == 2)
    transport.tasks.last?.respond(status: 200)
    #expect(statuses == [200])
  }

  @Test func anInterceptorCanAnswerWithoutTheNetwork() {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = Provider<Ping>(session: transport, interceptors: [Canned()])
    var statuses: [Int] = []
    _ = provider.response(Ping()).subscribe(onNext: { statuses.append($0.statusCode) })
    #expect(statuses == [299])
    #expect(transport.tasks.isEmpty)
  }

  @Test func theRequestsTargetSeesThroughMultiTarget() throws {
    let request = try ProviderRequest(
      target: MultiTarget(MultiTarget(Ping())), endpoint: Endpoint.defaultMapping(for: Ping()),
      urlRequest: URLRequest(url: URL(string: "https://api.example.com/ping")!),
      scheduler: MainScheduler.asyncInstance)
    #expect(request.target is Ping)
  }
}
