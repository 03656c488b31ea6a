import Moya
import RxBlocking
import RxCocoa
import RxMoya
import RxSwift
import RxTest
import XCTest

@testable import DropInApp

/// A request and its activity indicator tested as an app's XCTest target tests them, with
/// RxTest's `XCTAssertEqual` over recorded events and RxBlocking's `toBlocking()`.
final class ActivityIndicatorXCTests: XCTestCase {
  func testAnImmediatelyStubbedRequestAnswersWhenTheInputArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = MoyaProvider<GitHub>(stubClosure: MoyaProvider.immediatelyStub)
    let indicator = SharingScheduler.mock(scheduler: scheduler) { ActivityIndicator() }
    let taps = scheduler.createColdObservable([.next(30, ()), .completed(40)])
    let loading = scheduler.createObserver(Bool.self)
    let watching = indicator.asObservable().subscribe(loading)
    let statuses = scheduler.start {
      taps.flatMap { provider.rx.request(GitHub.zen).map(\.statusCode).trackActivity(indicator) }
    }
    watching.dispose()
    // An immediate stub with no callback queue answers on the calling thread, as in Moya.
    XCTAssertEqual(statuses.events, [.next(230, 200), .completed(240)])
    XCTAssertEqual(loading.events, [.next(1, false), .next(231, true), .next(232, false)])
  }

  func testAStubbedRequestWaitedForWithRxBlocking() throws {
    let provider = MoyaProvider<GitHub>(stubClosure: MoyaProvider.immediatelyStub)
    let user = try provider.rx.request(.user(login: "octocat")).map(User.self, using: .gitHub)
      .asObservable().toBlocking(timeout: 5).first()
    XCTAssertEqual(user, User(login: "octocat", name: "Sample octocat", publicRepos: 3))
  }

  func testANetworkRequestWaitedForOnTheMainThreadWithRxBlocking() throws {
    // XCTest runs this on the main thread, where Moya's callbacks are delivered: RxBlocking
    // keeps the main queue moving while it waits.
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let zen = try provider.rx.request(.zen).mapString().toBlocking(timeout: 10).first()
    XCTAssertEqual(zen, "Keep it logically awesome.")
  }
}
