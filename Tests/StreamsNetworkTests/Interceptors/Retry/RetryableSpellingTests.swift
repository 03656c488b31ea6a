import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A retryable call to one item; each target below adds the members it tests.
private protocol Item: Retryable, ItemTarget {}

/// A retryable target with none of its members: the interceptor's policy decides.
private struct Plain: Item {}

/// `retryCount` as it was spelled before it took the policy.
private struct OldCount: Item {
  var retryCount: Int { 1 }
}

/// `canRetry(error:)` as it was spelled before it took the policy.
private struct OldPredicate: Item {
  func canRetry(error: Error) -> Bool { false }
}

/// `retryPolicy` without the optional.
private struct OwnPolicy: Item {
  var retryPolicy: RetryPolicy { RetryPolicy(maxAttempts: 2, backoff: .constant(0)) }
}

/// Both spellings of the count: the current one wins.
private struct BothCounts: Item {
  var retryCount: Int { 1 }
  func retryCount(under policy: RetryPolicy) -> Int { 2 }
}

/// The older spellings of `Retryable`'s members, and `retryPolicy` without the optional, are
/// honoured: each changes how many attempts a failing request gets.
@Suite(.checksResources)
struct RetryableSpellingTests {
  /// How many times a request for `target` is sent when every attempt answers 503, under an
  /// interceptor that allows five attempts.
  private func attempts<Target: Retryable>(_ target: Target) -> Int {
    let clock = TestScheduler(initialClock: 0, resolution: 0.001)
    let transport = ScriptedAnswerTransport(scheduler: clock, [.status(503)])
    let policy = RetryPolicy(maxAttempts: 5, backoff: .constant(1))
    let provider = Provider<Target>(
      session: transport, scheduler: clock, interceptors: [RetryInterceptor(policy: policy)])
    let observer = clock.start(disposed: 1_000_000) { provider.response(target) }
    #expect(observer.events.compactMap(\.value.element?.statusCode) == [503])
    return transport.sent.count
  }

  @Test func withoutMembersTheInterceptorsPolicyDecides() {
    #expect(attempts(Plain()) == 5)
  }

  @Test func theOldRetryCountIsTheNumberOfRetries() {
    #expect(attempts(OldCount()) == 2)
  }

  @Test func theOldPredicateDecides() {
    #expect(attempts(OldPredicate()) == 1)
  }

  @Test func aPolicyWithoutTheOptionalIsTheTargetsPolicy() {
    #expect(attempts(OwnPolicy()) == 2)
    #expect((OwnPolicy() as any Retryable).retryPolicy?.maxAttempts == 2)
  }

  @Test func theCurrentSpellingWinsOverTheOldOne() {
    #expect(attempts(BothCounts()) == 3)
  }
}
