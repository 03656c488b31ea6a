import StreamsCompatTest
import TestSupport
import Testing

/// The app's requests awaited, as Swift 6 code beside the Rx chains writes them: through the
/// `MoyaProvider` subclass, with `MoyaError` caught typed.
@Suite(.checksResources)
struct AsyncRequestTests {
  @Test func awaitsAModelThroughTheSubclass() async throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let user = try await provider.request(.user(login: "octocat"), as: User.self, using: .gitHub)
    #expect(user == User(login: "octocat", name: "The octocat", publicRepos: 8))
    #expect(api.lastRequest?.header("X-Client") == "staging")
  }

  @Test func aRejectedStatusIsCaughtAsAMoyaError() async throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    do {
      _ = try await provider.request(.user(login: "ghost"))
      Testing.Issue.record("a 404 passed the target's validation")
    } catch {
      let caught: MoyaError = error
      #expect(caught.userMessage == "Not found.")
    }
  }
}
