import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One refresh per failure.
///
/// After a refresh fails, requests that would need the same credential refreshed fail at once
/// with its failure until the cool-down passes on the provider's (virtual) clock or the
/// credential changes. One tick is one millisecond.
@Suite(.checksResources)
struct RefreshFailureTests {
  private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  private let authenticator = ScriptedAuthenticator()
  private let transport = ScriptedTransport()

  private func makeProvider(coolDown: TimeInterval = 5) -> (
    Provider<SecureTarget>, AuthenticationInterceptor<ScriptedAuthenticator>
  ) {
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"),
      refreshCoolDown: coolDown)
    return (
      Provider(session: transport, scheduler: scheduler, interceptors: [interceptor]), interceptor
    )
  }

  /// `count` requests, each sent with the current credential.
  private func send(_ count: Int, _ provider: Provider<SecureTarget>) -> [Outcome] {
    (0..<count).map { index in
      let outcome = Outcome()
      _ = outcome.record(provider.response(SecureTarget(path: "r\(index)")))
      return outcome
    }
  }

  private func failedWithTheRefresh(_ outcome: Outcome) -> Bool {
    guard case .refreshFailed(let error)? = outcome.networkError?.authenticationError else {
      return false
    }
    return error as? TestError == .boom && outcome.networkError?.statusCode == 401
  }

  @Test func lateRefusalsWithinTheCoolDownFailWithTheSameFailureAndNoRefresh() throws {
    let (provider, _) = makeProvider()
    let outcomes = send(200, provider)
    let tasks = transport.tasks
    for task in tasks.prefix(100) { task.refuse() }
    authenticator.fail(with: TestError.boom)
    // The other 100 401s arrive after the refresh failed, the last just before the cool-down
    // is over.
    scheduler.advanceTo(4_999)
    for task in tasks.dropFirst(100) { task.refuse() }
    #expect(authenticator.refreshes == ["old"])
    #expect(outcomes.allSatisfy(failedWithTheRefresh))
    #expect(transport.tasks.count == 200)
  }

  @Test func afterTheCoolDownARefusalRefreshesAgain() throws {
    let (provider, _) = makeProvider()
    let outcomes = send(2, provider)
    try transport.task(0).refuse()
    authenticator.fail(with: TestError.boom)
    scheduler.advanceTo(5_001)
    try transport.task(1).refuse()
    #expect(authenticator.refreshes == ["old", "old"])
    authenticator.succeed(with: "new")
    try transport.task(2).respond(status: 200)
    #expect(failedWithTheRefresh(outcomes[0]))
    #expect(outcomes[1].statuses == [200] && outcomes[1].completed)
  }

  @Test func aNewCredentialEndsTheCoolDown() throws {
    let (provider, interceptor) = makeProvider()
    let first = send(1, provider)
    try transport.task(0).refuse()
    authenticator.fail(with: TestError.boom)
    interceptor.credential = TestCredential(token: "login")
    let second = send(1, provider)
    try transport.task(1).refuse()
    #expect(authenticator.refreshes == ["old", "login"])
    authenticator.succeed(with: "new")
    try transport.task(2).respond(status: 200)
    #expect(failedWithTheRefresh(first[0]))
    #expect(second[0].statuses == [200])
  }

  @Test func aCredentialDueForRefreshFailsAtOnceWithinTheCoolDown() {
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator,
      credential: TestCredential(token: "old", requiresRefresh: true))
    let provider = Provider<SecureTarget>(
      session: transport, scheduler: scheduler, interceptors: [interceptor])
    let first = send(1, provider)
    authenticator.fail(with: TestError.boom)
    scheduler.advanceTo(1_000)
    let second = send(1, provider)
    #expect(authenticator.refreshes == ["old"])
    #expect(transport.tasks.isEmpty)
    for outcome in first + second {
      guard case .refreshFailed? = outcome.networkError?.authenticationError else {
        Issue.record("expected refreshFailed, got \(outcome.errors)")
        continue
      }
      #expect(outcome.networkError?.response == nil)
    }
  }

  @Test func aCoolDownOfZeroRefreshesOnEveryLateRefusal() throws {
    let (provider, interceptor) = makeProvider(coolDown: 0)
    #expect(interceptor.refreshCoolDown == 0)
    let outcomes = send(2, provider)
    try transport.task(0).refuse()
    authenticator.fail(with: TestError.boom)
    try transport.task(1).refuse()
    #expect(authenticator.refreshes == ["old", "old"])
    authenticator.fail(with: TestError.boom)
    #expect(outcomes.allSatisfy(failedWithTheRefresh))
  }
}
