import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Many threads at once against one interceptor, run under TSan by `make tsan`.
///
/// Every step
/// runs inside `concurrentPerform`, so each ends before the next starts and every wait is
/// bounded.
@Suite(.checksResources)
struct AuthenticationStressTests {
  private let count = 200

  @Test func refusalsFromManyThreadsShareOneRefresh() {
    let storm = Storm(count, spare: count / 2)
    let (authenticator, transport, provider) = (
      storm.authenticator, storm.transport, storm.provider
    )
    let (finished, outcomes) = (storm.finished, storm.outcomes)
    let first = transport.tasks
    DispatchQueue.concurrentPerform(iterations: first.count) { first[$0].refuse() }
    #expect(authenticator.refreshes == ["old"])

    // The refresh ends while more requests start, on other threads.
    DispatchQueue.concurrentPerform(iterations: 1 + count / 2) { index in
      if index == 0 {
        authenticator.succeed(with: "new")
      } else {
        let outcome = outcomes[count + index - 1]
        _ = outcome.record(provider.response(SecureTarget(path: "late")), finished: finished)
      }
    }
    let second = Array(transport.tasks.dropFirst(count))
    #expect(second.count == count + count / 2)
    #expect(second.allSatisfy { $0.authorization == "Bearer new" })
    DispatchQueue.concurrentPerform(iterations: second.count) { second[$0].respond(status: 200) }

    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(outcomes.allSatisfy { $0.statuses == [200] && $0.completed })
    #expect(authenticator.refreshes == ["old"])
  }

  @Test func aStormOf401sWithAFailingRefreshRefreshesOnce() {
    let storm = Storm(count)
    let (authenticator, transport, outcomes) = (
      storm.authenticator, storm.transport, storm.outcomes
    )
    let sent = transport.tasks
    DispatchQueue.concurrentPerform(iterations: count / 2) { sent[$0].refuse() }
    // The refresh fails while the other half of the 401s arrive, on other threads.
    DispatchQueue.concurrentPerform(iterations: 1 + count / 2) { index in
      if index == 0 {
        authenticator.fail(with: TestError.boom)
      } else {
        sent[count / 2 + index - 1].refuse()
      }
    }

    #expect(storm.finished.wait(timeout: .now() + 10) == .success)
    #expect(authenticator.refreshes == ["old"])
    #expect(transport.tasks.count == count)
    for outcome in outcomes {
      guard case .refreshFailed(let error)? = outcome.networkError?.authenticationError else {
        Issue.record("expected refreshFailed, got \(outcome.errors)")
        continue
      }
      #expect(error as? TestError == .boom)
    }
    // Whatever failed, nothing is left waiting for a refresh that is not coming.
    authenticator.fail(with: TestError.boom)
  }

  @Test func disposalsRacingTheRefreshAreSafe() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let kept = DispatchGroup()
    let outcomes = (0..<count).map { _ in Outcome() }
    let subscriptions = Locked<[Int: Disposable]>([:])
    DispatchQueue.concurrentPerform(iterations: count) { index in
      // Odd requests are disposed later, so only even ones count towards `kept`.
      let group = index.isMultiple(of: 2) ? kept : nil
      let subscription = outcomes[index].record(provider.response(SecureTarget()), finished: group)
      subscriptions.withLock { $0[index] = subscription }
    }
    let first = transport.tasks
    DispatchQueue.concurrentPerform(iterations: first.count) { first[$0].refuse() }

    // Half the requests leave while the refresh ends and replays start.
    DispatchQueue.concurrentPerform(iterations: 1 + count / 2) { index in
      if index == 0 {
        authenticator.succeed(with: "new")
      } else {
        subscriptions.withLock { $0[2 * index - 1] }?.dispose()
      }
    }
    let replays = Array(transport.tasks.dropFirst(count))
    #expect(replays.count >= count / 2 && replays.count <= count)
    DispatchQueue.concurrentPerform(iterations: replays.count) { replays[$0].respond(status: 200) }

    #expect(kept.wait(timeout: .now() + 10) == .success)
    for (index, outcome) in outcomes.enumerated() {
      if index.isMultiple(of: 2) {
        #expect(outcome.statuses == [200] && outcome.completed)
      } else {
        #expect(outcome.isEmpty)
      }
    }
    #expect(authenticator.refreshes == ["old"])
    for subscription in subscriptions.withLock({ $0.values }) { subscription.dispose() }
  }

  @Test func proactiveRefreshFromManyThreadsRunsOnce() {
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old", requiresRefresh: true))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let finished = DispatchGroup()
    let outcomes = (0..<count).map { _ in Outcome() }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      _ = outcomes[index].record(provider.response(SecureTarget()), finished: finished)
    }
    #expect(transport.tasks.isEmpty)
    #expect(authenticator.refreshes == ["old"])
    authenticator.succeed(with: "new")
    let tasks = transport.tasks
    #expect(tasks.count == count && tasks.allSatisfy { $0.authorization == "Bearer new" })
    DispatchQueue.concurrentPerform(iterations: tasks.count) { tasks[$0].respond(status: 200) }
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(outcomes.allSatisfy { $0.statuses == [200] })
  }

  @Test func credentialChangesRacingRefusalsNeverLoop() {
    let storm = Storm(count, authenticator: ScriptedAuthenticator(immediate: "refreshed"))
    let (transport, interceptor, outcomes) = (storm.transport, storm.interceptor, storm.outcomes)
    let first = transport.tasks
    // Refusals race a login that replaces the credential from other threads.
    DispatchQueue.concurrentPerform(iterations: first.count) { index in
      if index.isMultiple(of: 10) { interceptor.credential = TestCredential(token: "login") }
      first[index].refuse()
    }
    let second = Array(transport.tasks.dropFirst(count))
    #expect(second.count == count)
    // Every replay is refused too: each request fails once, with no further attempt.
    DispatchQueue.concurrentPerform(iterations: second.count) { second[$0].refuse() }
    #expect(storm.finished.wait(timeout: .now() + 10) == .success)
    #expect(transport.tasks.count == 2 * count)
    #expect(outcomes.allSatisfy { $0.networkError?.statusCode == 401 })
  }
}

/// An interceptor starting from the credential "old" on a provider over a scripted
/// transport, and `count` requests subscribed from many threads at once.
private struct Storm {
  let authenticator: ScriptedAuthenticator
  let transport = ScriptedTransport()
  let interceptor: AuthenticationInterceptor<ScriptedAuthenticator>
  let provider: Provider<SecureTarget>
  /// Left by each request that ends.
  let finished = DispatchGroup()
  /// One per request sent, then `spare` more for the test to use.
  let outcomes: [Outcome]

  init(_ count: Int, spare: Int = 0, authenticator: ScriptedAuthenticator = ScriptedAuthenticator())
  {
    self.authenticator = authenticator
    interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    provider = Provider(session: transport, interceptors: [interceptor])
    let outcomes = (0..<(count + spare)).map { _ in Outcome() }
    self.outcomes = outcomes
    let (provider, finished) = (provider, finished)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      _ = outcomes[index].record(provider.response(SecureTarget()), finished: finished)
    }
  }
}
