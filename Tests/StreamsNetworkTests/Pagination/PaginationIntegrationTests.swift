import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `GET /users/{login}/repos?page=N` on the fixture server.
private struct UserRepos: TargetType {
  var baseURL: URL
  var login = "octocat"
  var path: String { "/users/\(login)/repos" }
  var method: Method { .get }
  var task: RequestTask {
    .requestParameters(parameters: ["page": 1, "per_page": 2], encoding: URLEncoding.queryString)
  }
  var headers: [String: String]? { ["Accept": "application/json"] }
  var validationType: ValidationType { .successCodes }
}

/// Lazy pages over real loopback HTTP: the server sees only the pages asked for.
@Suite(.checksResources)
struct PaginationIntegrationTests {
  /// Five pages of two repositories, linked with `Link: rel="next"` as GitHub does.
  private func makeRig(_ kind: TransportKind) throws -> LoopbackRig {
    try LoopbackRig(kind) { server in
      server.route(.get, "/users/{login}/repos") { request in
        let page = Int(request.query["page"] ?? "") ?? 1
        let names = [2 * page - 1, 2 * page].map { "repo\($0)" }
        var response = FixtureResponse.json(names)
        if page < 5 {
          let next = request.absoluteURL("/users/octocat/repos?page=\(page + 1)&per_page=2")
          response = response.header("Link", "<\(next)>; rel=\"next\"")
        }
        return response
      }
    }
  }

  @Test(arguments: TransportKind.available)

  func takeTwoOfFivePagesSendsTwoRequests(_ kind: TransportKind) throws {
    let rig = try makeRig(kind)
    let provider = rig.provider(UserRepos.self)
    let collector = EventCollector<[String]>()
    let subscription = provider.paginate(UserRepos(baseURL: rig.server.baseURL))
      .map { try $0.map([String].self) }
      .take(2)
      .subscribe(collector)
    #expect(collector.waitForEnd())
    // Nothing more comes: the third page is never asked for.
    #expect(!rig.server.log.waitForRequests(count: 3, timeout: .milliseconds(300)))
    subscription.dispose()
    rig.settle()

    #expect(collector.elements == [["repo1", "repo2"], ["repo3", "repo4"]])
    #expect(collector.isCompleted)
    #expect(
      rig.server.log.requests.map(\.target) == [
        "/users/octocat/repos?page=1&per_page=2", "/users/octocat/repos?page=2&per_page=2",
      ])
  }

  @Test(arguments: TransportKind.available)

  func everyPageInOrderThenCompletion(_ kind: TransportKind) throws {
    let rig = try makeRig(kind)
    let provider = rig.provider(UserRepos.self)
    let collector = EventCollector<[String]>()
    let subscription = provider.paginate(UserRepos(baseURL: rig.server.baseURL))
      .map { try $0.map([String].self) }
      .subscribe(collector)
    #expect(collector.waitForEnd())
    subscription.dispose()
    rig.settle()

    #expect(collector.elements.flatMap { $0 } == (1...10).map { "repo\($0)" })
    #expect(collector.isCompleted)
    #expect(rig.server.log.requestCount == 5)
  }
}
