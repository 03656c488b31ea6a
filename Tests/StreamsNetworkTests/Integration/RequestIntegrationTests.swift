import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A namespace's shared settings: requests to the fixture server through a given provider.
private protocol LoopbackRequest: Request {
  var server: URL { get }
}

extension LoopbackRequest {
  var baseURL: URL { server }
  var method: StreamsNetwork.HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { ["Accept": "application/json"] }
  var validationType: ValidationType { .successCodes }
}

private enum LoopbackAPI {
  enum Users {
    struct Get: LoopbackRequest {
      typealias Decoded = FixtureUser
      let server: URL
      let provider: Provider<MultiTarget>
      let login: String
      var path: String { "users/\(login)" }
    }

    /// Decodes a list, then emits each follower on its own.
    struct Followers: LoopbackRequest {
      typealias Decoded = [FixtureUser]
      typealias Element = FixtureUser
      let server: URL
      let provider: Provider<MultiTarget>
      let login: String
      var path: String { "users/\(login)/followers" }
      func didDecode(_ decoded: [FixtureUser]) -> Observable<FixtureUser> { .from(decoded) }
    }
  }
}

/// `Request` values as observables, end to end over loopback HTTP.
@Suite(.checksResources)
struct RequestIntegrationTests {
  private func makeHarness(_ kind: TransportKind) throws -> Harness {
    try Harness(kind) { server in
      server.route(.get, "/users/{login}") { request in
        let login = request.pathParameters["login"] ?? ""
        if login == "ghost" { return .json(["message": "Not Found"], status: 404) }
        return .json(FixtureUser(login: login, id: login.count))
      }
      server.route(.get, "/users/{login}/followers") { request in
        .json([FixtureUser(login: "b", id: 1), FixtureUser(login: "c", id: 2)])
      }
    }
  }

  private func user(_ harness: Harness, _ provider: Provider<MultiTarget>, _ login: String)
    -> LoopbackAPI.Users.Get
  {
    LoopbackAPI.Users.Get(server: harness.server.baseURL, provider: provider, login: login)
  }

  @Test(arguments: TransportKind.available)
  func requestValueDecodesItsModel(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider(MultiTarget.self)
    let users = harness.run(user(harness, provider, "octocat"))
    #expect(users.elements == [FixtureUser(login: "octocat", id: 7)])
    #expect(users.isCompleted)
    #expect(harness.server.log.lastRequest?.header("Accept") == "application/json")
  }

  @Test(arguments: TransportKind.available)
  func didDecodeSplitsTheListIntoModels(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider(MultiTarget.self)
    let followers = harness.run(
      LoopbackAPI.Users.Followers(server: harness.server.baseURL, provider: provider, login: "a"))
    #expect(followers.elements.map(\.login) == ["b", "c"])
    #expect(followers.isCompleted)
  }

  @Test(arguments: TransportKind.available)
  func zipOfTwoRequestsPairsTheirModels(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider(MultiTarget.self)
    let pairs = harness.run(
      Observable.zip(user(harness, provider, "ann"), user(harness, provider, "bob")) {
        "\($0.login)+\($1.login)"
      })
    #expect(pairs.elements == ["ann+bob"])
    #expect(pairs.isCompleted)
    #expect(Set(harness.server.log.requests.map(\.path)) == ["/users/ann", "/users/bob"])
  }

  @Test(arguments: TransportKind.available)
  func flatMapChainsOneRequestIntoTheNext(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider(MultiTarget.self)
    let chained = harness.run(
      user(harness, provider, "octocat").asObservable()
        .flatMap { [harness] found in user(harness, provider, found.login + "-friend") })
    #expect(chained.elements.map(\.login) == ["octocat-friend"])
    #expect(harness.server.log.requests.map(\.path) == ["/users/octocat", "/users/octocat-friend"])
  }

  @Test(arguments: TransportKind.available)
  func failedValidationReachesTheSubscriberAsATypedError(_ kind: TransportKind) throws {
    let harness = try makeHarness(kind)
    let provider = harness.provider(MultiTarget.self)
    let ghost = harness.run(user(harness, provider, "ghost"))
    #expect(ghost.networkError?.status == .notFound)
    #expect(ghost.elements.isEmpty)
  }
}
