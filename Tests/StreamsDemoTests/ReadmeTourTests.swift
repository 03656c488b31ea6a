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
