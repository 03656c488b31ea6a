import StreamsCompatTest
import XCTest

/// A request and its activity indicator tested as an app's XCTest target tests them, with
/// RxTest's `XCTAssertEqual` over recorded events and RxBlocking's `toBlocking()`, through the
/// compatibility import.
final class ActivityIndicatorXCTests: XCTestCase {
  func testAStubbedRequestAnswersAfterItsDelayOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let provider = MoyaProvider<GitHub>(
      stubClosure: MoyaProvider.delayedStub(30), scheduler: scheduler)
    let indicator = SharingScheduler.mock(scheduler: scheduler) { ActivityIndicator() }
    let loading = scheduler.createObserver(Bool.self)
    let watching = indicator.asObservable().subscribe(loading)
    let statuses = scheduler.start {
      provider.rx.request(.zen).map(\.statusCode).asObservable().trackActivity(indicator)
    }
    watching.dispose()
    XCTAssertEqual(statuses.events, [.next(230, 200), .completed(230)])
    XCTAssertEqual(loading.events, [.next(1, false), .next(201, true), .next(231, false)])
  }

  func testAStubbedRequestWaitedForWithRxBlocking() throws {
    let provider = MoyaProvider<GitHub>(stubClosure: MoyaProvider.immediatelyStub)
    let user = try provider.rx.request(.user(login: "octocat")).map(User.self, using: .gitHub)
      .asObservable().toBlocking(timeout: 5).first()
    XCTAssertEqual(user, User(login: "octocat", name: "Sample octocat", publicRepos: 3))
  }
}
