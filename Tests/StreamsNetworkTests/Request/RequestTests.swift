import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

private struct User: Decodable, Equatable {
  let login: String
}

/// A namespace's shared settings, as an app would write them.
private protocol DemoRequest: Request {}

private let demoTransport = ScriptedTransport()
private let stubbed = Provider<MultiTarget>(stubClosure: { _ in .immediate })
private let scripted = Provider<MultiTarget>(session: demoTransport)

extension DemoRequest {
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var provider: Provider<MultiTarget> { stubbed }
}

private enum DemoAPI {
  enum Users {
    struct Get: DemoRequest {
      typealias Decoded = User
      let login: String
      var path: String { "users/\(login)" }
      var sampleData: Data { Data(#"{"login":"\#(login)"}"#.utf8) }
    }

    /// Decodes a list, then emits each user on its own.
    struct Followers: DemoRequest {
      typealias Decoded = [User]
      typealias Element = User
      var path: String { "users/a/followers" }
      var sampleData: Data { Data(#"[{"login":"b"},{"login":"c"}]"#.utf8) }
      func didDecode(_ decoded: [User]) -> Observable<User> { .from(decoded) }
    }

    struct Broken: DemoRequest {
      typealias Decoded = User
      var path: String { "broken" }
      var sampleData: Data { Data("not json".utf8) }
    }

    struct Live: DemoRequest {
      typealias Decoded = User
      var path: String { "live" }
      var provider: Provider<MultiTarget> { scripted }
    }
  }
}

/// The other style: one enum, a case per call, decoding into one model type.
private enum Profile: Request {
  case user(String)
  case organisation(String)

  typealias Decoded = User
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String {
    switch self {
    case .user(let login): "users/\(login)"
    case .organisation(let name): "orgs/\(name)"
    }
  }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var sampleData: Data {
    switch self {
    case .user(let login), .organisation(let login): Data(#"{"login":"\#(login)"}"#.utf8)
    }
  }
  var provider: Provider<MultiTarget> { stubbed }
}

private struct Rejected: Error {}

@Suite(.checksResources)
struct RequestTests {
  @Test func structRequestIsAnObservableOfItsModel() {
    var users: [User] = []
    var completed = false
    _ = DemoAPI.Users.Get(login: "octocat").subscribe(
      onNext: { users.append($0) }, onCompleted: { completed = true })
    #expect(users == [User(login: "octocat")])
    #expect(completed)
  }

  @Test func enumRequestDecodesEachCase() {
    var logins: [String] = []
    _ = Profile.user("a").map(\.login).subscribe(onNext: { logins.append($0) })
    _ = Profile.organisation("b").map(\.login).subscribe(onNext: { logins.append($0) })
    #expect(logins == ["a", "b"])
  }

  @Test func didDecodeTurnsTheDecodedValueIntoModels() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { DemoAPI.Users.Followers().map(\.login) }
    #expect(res.events == [.next(200, "b"), .next(200, "c"), .completed(200)])
  }

  @Test func undecodableBodyIsAnObjectMappingError() {
    var failure: NetworkError?
    _ = DemoAPI.Users.Broken().subscribe(onError: { failure = $0 as? NetworkError })
    guard case .objectMapping(_, let response) = failure else {
      Issue.record("expected objectMapping, got \(String(describing: failure))")
      return
    }
    #expect(response.data == Data("not json".utf8))
  }

  @Test func customDecodeErrorsBecomeObjectMappingErrors() {
    struct Strict: DemoRequest {
      typealias Decoded = User
      var path: String { "strict" }
      func decode(_ response: Response) throws -> User { throw Rejected() }
    }
    var failure: NetworkError?
    _ = Strict().subscribe(onError: { failure = $0 as? NetworkError })
    guard case .objectMapping(let error, _) = failure else {
      Issue.record("expected objectMapping, got \(String(describing: failure))")
      return
    }
    #expect(error is Rejected)
  }

  @Test func requestIsColdAndDisposalCancelsIt() {
    let request = DemoAPI.Users.Live()
    let before = demoTransport.tasks.count
    let subscription = request.subscribe()
    #expect(demoTransport.tasks.count == before + 1)
    let task = demoTransport.tasks.last
    subscription.dispose()
    #expect(task?.isCancelled == true)
  }

  @Test func liveResponseIsDecoded() {
    var users: [User] = []
    _ = DemoAPI.Users.Live().subscribe(onNext: { users.append($0) })
    demoTransport.tasks.last?.respond(status: 200, data: Data(#"{"login":"live"}"#.utf8))
    #expect(users == [User(login: "live")])
  }

  @Test func transportFailurePassesThroughAsNetworkError() {
    var failure: NetworkError?
    _ = DemoAPI.Users.Live().subscribe(onError: { failure = $0 as? NetworkError })
    demoTransport.tasks.last?.send(.failed(URLError(.notConnectedToInternet), nil))
    #expect(failure?.underlyingError is URLError)
  }

  @Test func anyRequestErasesDifferentRequestTypes() {
    let requests: [AnyRequest<User>] = [
      AnyRequest(DemoAPI.Users.Get(login: "x")), AnyRequest(DemoAPI.Users.Followers()),
    ]
    var logins: [String] = []
    for request in requests { _ = request.subscribe(onNext: { logins.append($0.login) }) }
    #expect(logins == ["x", "b", "c"])
    #expect(requests[0].path == "users/x")
  }

  @Test func requestsZipWithEachOther() {
    var pairs: [String] = []
    _ = Observable.zip(DemoAPI.Users.Get(login: "a"), DemoAPI.Users.Get(login: "b")) {
      "\($0.login)+\($1.login)"
    }.subscribe(onNext: { pairs.append($0) })
    #expect(pairs == ["a+b"])
  }

  @Test func requestsChainWithFlatMap() {
    var logins: [String] = []
    _ = DemoAPI.Users.Get(login: "octocat")
      .flatMap { user in DemoAPI.Users.Get(login: user.login + "-friend") }
      .subscribe(onNext: { logins.append($0.login) })
    #expect(logins == ["octocat-friend"])
  }
}
