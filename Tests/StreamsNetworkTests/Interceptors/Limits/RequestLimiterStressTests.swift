import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Job: TargetType {
  var path: String
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// The limiter under concurrent subscribe, dispose and answers on other threads (run under
/// TSan by `make tsan`).
@Suite(.checksResources)
struct RequestLimiterStressTests {
  @Test func concurrentSubscribersAndLeaversNeverExceedTheLimit() {
    let count = 400
    let transport = ConcurrencyProbeTransport()
    let limiter = RequestLimiter(maxConcurrentRequests: 4)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    let over = DispatchGroup()
    let completed = Locked<Set<Int>>([])
    let left = Locked<Set<Int>>([])
    DispatchQueue.concurrentPerform(iterations: count) { index in
      over.enter()
      let subscription = provider.response(Job(path: "/\(index)")).subscribe(
        onCompleted: { _ = completed.withLock { $0.insert(index) } },
        onDisposed: { over.leave() })
      // Every third subscriber leaves at once: while queued, or while running.
      if index % 3 == 0 {
        left.withLock { _ = $0.insert(index) }
        subscription.dispose()
      }
    }
    #expect(over.wait(timeout: .now() + 10) == .success)
    transport.settle()

    #expect(transport.maxInFlight <= 4)
    #expect(transport.maxInFlight >= 1)
    let stayed = Set(0..<count).subtracting(left.withLock { $0 })
    #expect(stayed.isSubset(of: completed.withLock { $0 }))
    #expect(transport.started <= count)
    #expect(transport.startedByURL.values.allSatisfy { $0 == 1 })
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
    #expect(transport.inFlight == 0)
  }

  @Test func leaversOnOtherThreadsWhileAnswersArrive() {
    let count = 300
    let transport = ConcurrencyProbeTransport(holdsAnswers: true)
    let limiter = RequestLimiter(maxConcurrentRequests: 3, maxConcurrentRequestsPerHost: 2)
    let provider = Provider<Job>(session: transport, interceptors: [limiter])
    let over = DispatchGroup()
    let subscriptions = (0..<count).map { index in
      over.enter()
      return provider.response(Job(path: "/\(index)")).subscribe(onDisposed: { over.leave() })
    }
    let shared = Locked(subscriptions)
    DispatchQueue.concurrentPerform(iterations: 2) { lane in
      if lane == 0 {
        transport.release(count)
      } else {
        for (index, subscription) in shared.withLock({ $0 }).enumerated() where index % 2 == 1 {
          subscription.dispose()
        }
      }
    }
    #expect(over.wait(timeout: .now() + 10) == .success)
    transport.settle()

    #expect(transport.maxInFlight <= 2)
    #expect(limiter.runningCount == 0 && limiter.waitingCount == 0)
    #expect(transport.inFlight == 0)
    for subscription in subscriptions { subscription.dispose() }
  }
}
