import Moya
import TestSupport
import Testing

@testable import DropInApp

/// The async wrapper apps write for Moya (`extension MoyaProvider { func request(_:) async
/// throws -> Response }`, in `DropInApp`) is the one a bare `try await provider.request(.x)`
/// calls: nothing in Moya's names competes with it.
@Suite(.checksResources)
struct AsyncRequestTests {
  @Test func theAppsAsyncWrapperIsTheOneCalled() async throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let before = AppAsyncWrapper.calls
    let response = try await provider.request(.user(login: "octocat"))
    #expect(AppAsyncWrapper.calls == before + 1)
    let user = try response.map(User.self, using: .gitHub)
    #expect(user == User(login: "octocat", name: "The octocat", publicRepos: 8))
  }

  @Test func aRejectedStatusIsThrownAsAMoyaError() async throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    do {
      _ = try await provider.request(.user(login: "ghost"))
      Testing.Issue.record("a 404 passed the target's validation")
    } catch let error as MoyaError {
      #expect(error.userMessage == "Not found.")
    }
  }
}
