import Moya
import RxBlocking
import RxCocoa
import RxMoya
import RxRelay
import RxSwift
import RxTest
import TestSupport
import Testing

@testable import DropInApp

/// The app's tests written with RxBlocking's spelling, with the original imports only.
@Suite(.checksResources)
struct BlockingTests {
  @Test func aRequestWaitedForOnTheCallingThreadGivesItsModel() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let user = try provider.rx.request(.user(login: "octocat")).map(User.self, using: .gitHub)
      .asObservable().toBlocking(timeout: 10).first()
    #expect(user == User(login: "octocat", name: "The octocat", publicRepos: 8))
  }

  @Test func aFailedSequenceIsMaterializedUnderRxBlockingsName() {
    let failing = Observable<Int>.concat(.just(1), .error(Offline()))
    let result: RxBlocking.MaterializedSequenceResult<Int> = failing.toBlocking().materialize()
    guard case .failed(let elements, let error) = result else {
      Testing.Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(elements == [1])
    #expect(error is Offline)
  }
}

/// The failure of the materialized sequence.
private struct Offline: Error {}
