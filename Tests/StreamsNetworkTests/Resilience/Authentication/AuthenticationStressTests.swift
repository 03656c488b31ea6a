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
    let authenticator = ScriptedAuthenticator()
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let finished = DispatchGroup()
    let outcomes = (0..<(count + count / 2)).map { _ in Outcome() }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      _ = outcomes[index].record(provider.response(SecureTarget()), finished: finished)
    }
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
    let authenticator = ScriptedAuthenticator(immediate: "refreshed")
    let transport = ScriptedTransport()
    let interceptor = AuthenticationInterceptor(
      authenticator: authenticator, credential: TestCredential(token: "old"))
    let provider = Provider<SecureTarget>(session: transport, interceptors: [interceptor])
    let finished = DispatchGroup()
    let outcomes = (0..<count).map { _ in Outcome() }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      _ = outcomes[index].record(provider.response(SecureTarget()), finished: finished)
    }
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
    #expect(finished.wait(timeout: .now() + 10) == .success)
    #expect(transport.tasks.count == 2 * count)
    #expect(outcomes.allSatisfy { $0.networkError?.statusCode == 401 })
  }
}
