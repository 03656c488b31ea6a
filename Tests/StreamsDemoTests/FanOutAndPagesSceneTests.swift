import FixtureServer
import Foundation
import Streams
import StreamsDemoKit
import StreamsNetwork
import TestSupport
import Testing

/// The fan-out scene (search, then flatMap with a concurrency limit) and the pages scene
/// (lazy `Link` following), against the fixture API.
@Suite(.checksResources)
struct FanOutAndPagesSceneTests {
  @Test func fanOutFetchesEveryResultAtMostFourAtATime() async throws {
    let harness = try DemoHarness()
    let result = try #require(try await harness.run(.fanOut).fanOut)
    #expect(result.repositories.count == 12)
    #expect(result.totalCount == 15)
    #expect(result.peakInFlight == FanOutScene.maxConcurrent)
    #expect(result.repositories.allSatisfy { $0.subscribersCount != nil })
    let stars = result.repositories.map(\.stargazersCount)
    #expect(stars == stars.sorted(by: >))
    #expect(harness.log.count(.get, FixtureAPI.Route.repository) == 12)
  }

  @Test func fanOutSendsTheTypedSearchQueryEncodedOnce() async throws {
    let harness = try DemoHarness()
    _ = try await harness.run(.fanOut)
    let search = try #require(harness.log.requests(.get, FixtureAPI.Route.search).first)
    #expect(search.rawQuery == "per_page=12&q=reactive+language:swift")
  }

  @Test func fanOutDrawsProgressThenTheTable() async throws {
    let harness = try DemoHarness()
    _ = try await harness.run(.fanOut)
    let lines = harness.output.lines
    let progress = lines.filter { $0.hasPrefix("  [") }
    #expect(progress.count == 13)
    #expect(progress.first?.hasPrefix("  [0/12]") == true)
    #expect(progress.last?.hasPrefix("  [12/12]") == true)
    let header = try #require(
      lines.firstIndex { $0.contains("repository") && $0.contains("stars") })
    #expect(lines.index(after: header) < lines.count)
    #expect(lines.firstIndex { $0.hasPrefix("  [12/12]") }.map { $0 < header } == true)
  }

  @Test func pagesStopAtTheCutoffWithoutRequestingTheRest() async throws {
    let harness = try DemoHarness()
    let result = try #require(try await harness.run(.pages).pages)
    #expect(result.pageCount == 5)
    #expect(result.pagesRequested == [1, 2, 3])
    #expect(result.pagesServed == [1, 2, 3])
    #expect(result.repositories.count == 28)
    #expect(result.stoppedAt == "sample-29")
    #expect(harness.log.count(.get, FixtureAPI.Route.repos) == 3)
  }

  @Test func pagesFollowTheLinkHeaderToTheLastPage() async throws {
    let harness = try DemoHarness()
    let pages = PagesScene.pages(of: "octocat", provider: harness.context.environment.gitHub)
      .toArray()
    let all: [Page<Repository>]
    do {
      all = try await pages.value
      await harness.finish()
    } catch {
      await harness.finish()
      throw error
    }
    #expect(all.map(\.number) == [1, 2, 3, 4, 5])
    #expect(all.map(\.items.count) == [10, 10, 10, 10, 8])
    #expect(all.last?.next == nil)
    #expect(all.first?.lastNumber == 5)
    let served = harness.log.requests(.get, FixtureAPI.Route.repos).map { $0.query["page"] }
    #expect(served == [nil, "2", "3", "4", "5"])
    #expect(harness.log.requests.allSatisfy { $0.query["sort"] == "pushed" })
  }
}
