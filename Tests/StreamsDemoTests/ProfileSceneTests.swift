import FixtureServer
import Foundation
import StreamsDemoKit
import StreamsNetwork
import TestSupport
import Testing

/// The profile scene (zip into a driven card) and the async scene, against the fixture API.
@Suite(.checksResources)
struct ProfileSceneTests {
  @Test func zipsUserReposAndFollowersIntoOneProfile() async throws {
    let harness = try DemoHarness()
    let outcome = try await harness.run(.profile)
    let profile = try #require(outcome.profile)
    #expect(profile.user.name == "The Octocat")
    #expect(profile.user.publicRepos == FixtureCatalog.octocatRepositoryCount)
    #expect(profile.user.followers == FixtureCatalog.followerLogins.count)
    #expect(profile.followers.map(\.login) == FixtureCatalog.followerLogins)
    #expect(profile.recentRepositories.map(\.name).prefix(2) == ["hello-world", "Spoon-Knife"])
    #expect(profile.recentRepositories.count == 5)
  }

  @Test func sendsEachOfTheThreeRequestsOnce() async throws {
    let harness = try DemoHarness()
    _ = try await harness.run(.profile)
    #expect(harness.log.count(.get, FixtureAPI.Route.user) == 1)
    #expect(harness.log.count(.get, FixtureAPI.Route.followers) == 1)
    let repos = harness.log.requests(.get, FixtureAPI.Route.repos)
    #expect(repos.map(\.query) == [["per_page": "5", "sort": "pushed"]])
  }

  @Test func cardSinkDrawsTheProfile() async throws {
    let harness = try DemoHarness()
    _ = try await harness.run(.profile)
    let lines = harness.output.lines
    #expect(lines.contains { $0.contains("The Octocat (@octocat)") })
    #expect(lines.contains { $0.contains("48 repositories · 9 followers · 4 following") })
    #expect(harness.errors.text.isEmpty)
  }

  @Test func asyncSceneBuildsTheSameProfile() async throws {
    let harness = try DemoHarness()
    let outcomes = try await harness.run([.profile, .async])
    let zipped = try #require(outcomes.first?.profile)
    let awaited = try #require(outcomes.last?.profile)
    #expect(awaited == zipped)
    guard case .async = try #require(outcomes.last) else {
      throw UnexpectedOutcome(outcome: outcomes[1])
    }
  }

  @Test func unknownLoginFailsWithNotFound() async throws {
    let harness = try DemoHarness(login: "nobody")
    let error = await #expect(throws: NetworkError.self) { try await harness.run(.profile) }
    #expect(error?.status == .notFound)
  }

  @Test func undecodableBodyFailsWithObjectMapping() async throws {
    let harness = try DemoHarness(login: "error-garbled")
    let error = await #expect(throws: NetworkError.self) { try await harness.run(.async) }
    guard case .objectMapping? = error else {
      Issue.record("expected objectMapping, got \(String(describing: error))")
      return
    }
  }
}
