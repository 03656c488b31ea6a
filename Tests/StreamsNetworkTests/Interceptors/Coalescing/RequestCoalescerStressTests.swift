import Dispatch
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

private struct Page: TargetType {
  var number: Int
  var baseURL: URL { URL(string: "https://api.example.com")! }
  var path: String { "/page/\(number)" }
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
}

/// The coalescer under concurrent joins, leaves and answers (run under TSan by `make tsan`).
@Suite(.checksResources)
struct RequestCoalescerStressTests {
  @Test func concurrentJoinersAndLeaversAllGetTheirAnswer() {
    let count = 400
    let transport = ConcurrencyProbeTransport()
    let coalescer = RequestCoalescer()
    let provider = Provider<Page>(session: transport, interceptors: [coalescer])
    let over = DispatchGroup()
    let answered = Locked<Set<Int>>([])
    let left = Locked<Set<Int>>([])
    DispatchQueue.concurrentPerform(iterations: count) { index in
      over.enter()
      let subscription = provider.response(Page(number: index % 5)).subscribe(
        onNext: { response in
          if response.statusCode == 200 { _ = answered.withLock { $0.insert(index) } }
        },
        onDisposed: { over.leave() })
      if index % 4 == 0 {
        left.withLock { _ = $0.insert(index) }
        subscription.dispose()
      }
    }
    #expect(over.wait(timeout: .now() + 10) == .success)
    transport.settle()

    let stayed = Set(0..<count).subtracting(left.withLock { $0 })
    #expect(stayed.isSubset(of: answered.withLock { $0 }))
    #expect(transport.started < count, "some subscribers shared a call")
    #expect(coalescer.inFlightCount == 0)
    #expect(transport.inFlight == 0)
  }

  @Test func everyoneLeavingAHeldCallCancelsItOnce() {
    let rounds = 20
    let transport = ConcurrencyProbeTransport(holdsAnswers: true)
    let coalescer = RequestCoalescer()
    let provider = Provider<Page>(session: transport, interceptors: [coalescer])
    for _ in 0..<rounds {
      let subscriptions = Locked<[Disposable]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let subscription = provider.response(Page(number: 0)).subscribe()
        subscriptions.withLock { $0.append(subscription) }
      }
      DispatchQueue.concurrentPerform(iterations: 8) { index in
        subscriptions.withLock { $0[index] }.dispose()
      }
      #expect(coalescer.inFlightCount == 0)
      #expect(transport.inFlight == 0)
    }
    transport.release(transport.started)
    transport.settle()
    #expect(transport.started == rounds, "the eight subscribers of a round shared one call")
  }
}
