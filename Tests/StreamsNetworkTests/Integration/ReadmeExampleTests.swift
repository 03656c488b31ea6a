import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

// The README's first example, as written there; only the provider is pointed at a loopback
// server instead of api.github.com.

private struct GetUser: TargetType {  // one call; an enum with a case per call works as well
  let login: String
  var baseURL: URL { URL(string: "https://api.github.com")! }
  var path: String { "users/\(login)" }
  var method: StreamsNetwork.HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}
private struct User: Decodable { let login: String }

@Suite(.checksResources)
struct ReadmeExampleTests {
  @Test func theFirstExampleDecodesTheUser() throws {
    let server = FixtureServer()
    server.route(.get, "/users/{login}") { request in
      .json(["login": request.pathParameters["login"] ?? ""])
    }
    try server.start()
    defer { server.stop() }
    let provider = Provider<GetUser>(endpointClosure: { target in
      Endpoint.defaultMapping(for: target).rebased(onto: server.baseURL, path: target.path)
    })
    let printed = Locked<[String]>([])
    let done = DispatchSemaphore(value: 0)
    let print = { (line: String) in
      printed.withLock { $0.append(line) }
      done.signal()
    }
    let subscription = provider.rx.request(GetUser(login: "octocat"))  // sent now
      .map(User.self)
      .subscribe(onSuccess: { print($0.login) }, onFailure: { print("\($0)") })
    #expect(done.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    #expect(printed.withLock { $0 } == ["octocat"])
  }
}

extension Endpoint {
  /// This endpoint at `path` on another host.
  fileprivate func rebased(onto host: URL, path: String) -> Endpoint {
    Endpoint(
      url: host.appendingPathComponent(path).absoluteString,
      sampleResponseClosure: sampleResponseClosure, method: method, task: task,
      httpHeaderFields: httpHeaderFields)
  }
}
