import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

private struct Account: Decodable, Equatable, Sendable {
  let name: String
}

private enum Bank: TargetType {
  case account
  case missing

  var baseURL: URL { URL(string: "https://bank.example.com")! }
  var path: String { self == .account ? "account" : "missing" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var sampleData: Data { Data(#"{"data":{"name":"Ada"}}"#.utf8) }
}

private func stubbedBank() -> Provider<Bank> {
  Provider<Bank>(
    endpointClosure: { target in
      let status = target == .account ? 200 : 404
      return Endpoint(
        url: URL(target: target).absoluteString,
        sampleResponseClosure: { .networkResponse(status, target.sampleData) },
        method: target.method, task: target.task, httpHeaderFields: target.headers)
    }, stubClosure: { _ in .immediate })
}

private struct AccountRequest: Request {
  typealias Decoded = Account
  var baseURL: URL { URL(string: "https://bank.example.com")! }
  var path: String { "account" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var sampleData: Data { Data(#"{"name":"Grace"}"#.utf8) }
  var provider: Provider<MultiTarget> { Provider(stubClosure: { _ in .immediate }) }
}

@Suite(.checksResources)
struct ProviderFacadeTests {
  @Test func singleRequestDecodesAtKeyPath() {
    var names: [String] = []
    _ = stubbedBank().rx.request(.account).map(Account.self, atKeyPath: "data")
      .subscribe(onSuccess: { names.append($0.name) })
    _ = stubbedBank().rx.request(.account).mapString(atKeyPath: "data.name")
      .subscribe(onSuccess: { names.append($0) })
    #expect(names == ["Ada", "Ada"])
  }

  @Test func singleFiltersFailWithStatusCode() {
    var statuses: [Int] = []
    _ = stubbedBank().rx.request(.missing).filterSuccessfulStatusCodes()
      .subscribe(onFailure: { statuses.append(($0 as? NetworkError)?.statusCode ?? -1) })
    _ = stubbedBank().rx.request(.missing).filter(statusCode: 200)
      .subscribe(onFailure: { statuses.append(($0 as? NetworkError)?.statusCode ?? -1) })
    _ = stubbedBank().rx.request(.missing).filter(statusCodes: 400...499)
      .subscribe(onSuccess: { statuses.append($0.statusCode) })
    #expect(statuses == [404, 404, 404])
  }

  @Test func observableMappingHasTheSameNames() {
    var seen: [String] = []
    _ = stubbedBank().response(.account).filterSuccessfulStatusAndRedirectCodes()
      .map(Account.self, atKeyPath: "data").map(\.name)
      .subscribe(onNext: { seen.append($0) })
    _ = stubbedBank().response(.account).mapJSON()
      .subscribe(onNext: { seen.append(($0 as? [String: Any])?.keys.first ?? "?") })
    #expect(seen == ["Ada", "data"])
  }

  @Test func progressThroughRx() {
    var completed: [Bool] = []
    _ = stubbedBank().rx.requestWithProgress(.account).subscribe(onNext: {
      completed.append($0.completed)
    })
    #expect(completed == [true])
  }

  @Test func callbackRequestCompletesOnce() {
    var outcomes: [Int] = []
    stubbedBank().request(.account) { result in
      outcomes.append((try? result.get().statusCode) ?? -1)
    }
    #expect(outcomes == [200])
  }

  @Test func cancelledCallbackRequestNeverCompletes() {
    let transport = ScriptedTransport()
    let provider = Provider<Bank>(session: transport)
    var outcomes = 0
    let cancellable = provider.request(.account) { _ in outcomes += 1 }
    #expect(!cancellable.isCancelled)
    cancellable.cancel()
    #expect(cancellable.isCancelled)
    transport.tasks.first?.respond(status: 200)
    #expect(outcomes == 0)
    #expect(transport.tasks.first?.isCancelled == true)
  }

  @Test func requestValueAwaitsTheModel() async throws {
    let account = try await AccountRequest().value
    #expect(account == Account(name: "Grace"))
  }
}
