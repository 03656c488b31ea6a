import FixtureServer
import Foundation
import Streams
import StreamsDemoKit
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

/// The README's tour, compiled and run: if these fail, the README is wrong.
@Suite(.checksResources)
struct ReadmeTourTests {
  /// The tour's chains, as the README writes them; built, never subscribed.
  @Test func chainsAreColdUntilSubscribed() async throws {
    let api = FixtureAPI()
    try api.start()
    let tally = RequestTally()
    GitHubEnvironment.current = GitHubEnvironment(baseURL: api.baseURL, plugins: [tally])
    let profile = Observable.zip(
      API.Users.Get(login: "octocat"),
      API.Users.Repos(login: "octocat", perPage: 5).map(\.items),
      API.Users.Followers(login: "octocat")
    ) { user, repositories, followers in
      Profile(user: user, recentRepositories: repositories, followers: followers)
    }
    let details = API.Search.Repositories(
      query: SearchQuery("reactive", .qualifier("language", "swift"))
    )
    .asObservable()
    .flatMap { results in Observable.from(results.items) }
    .flatMap(maxConcurrent: 4) { API.Repos.Get(owner: $0.owner.login, repo: $0.name) }
    let render = RenderScheduler()
    let card = ProfileCard(terminal: .silent, scheduler: render)
    let driver = SharingScheduler.mock(scheduler: render) {
      profile.asDriver(onErrorDriveWith: .empty())
    }
    _ = (driver, details, card.binder)
    #expect(tally.count == 0)
    #expect(api.server.log.requestCount == 0)
    api.stop()
  }

  @Test func zipOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let user = scheduler.createColdObservable([.next(30, "octocat"), .completed(30)])
    let followers = scheduler.createColdObservable([.next(50, 9), .completed(50)])

    let res = scheduler.start {
      Observable.zip(user, followers) { login, count in "\(login): \(count) followers" }
    }

    #expect(res.events == [.next(250, "octocat: 9 followers"), .completed(250)])
    #expect(user.subscriptions == [Subscription(200, 230)])
    #expect(followers.subscriptions == [Subscription(200, 250)])
  }

  @Test func stubbedProviderOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = Provider<GitHub>(
      stubClosure: { _ in .delayed(seconds: 30) }, scheduler: scheduler)

    let res = scheduler.start {
      provider.rx.request(.user(login: "octocat")).map(User.self, using: .gitHub).map(\.login)
    }

    #expect(res.events == [.next(230, "octocat"), .completed(230)])
  }
}
