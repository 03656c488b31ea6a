import Moya
import RxMoya
import RxSwift
import TestSupport
import Testing

@testable import DropInApp

/// Moya's `trackInflights`: identical requests in flight share one call, and
/// `inflightRequests` lists each shared endpoint, with the completions waiting on it, until the
/// last of them has run, as Moya's own spec reads it.
@Suite(.checksResources)
struct InflightTrackingTests {
  @Test func anEndpointStaysListedWhileItsCompletionsRun() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(
      host: api.host, session: DefaultSession.shared, trackInflights: true)
    let first = provider.rx.request(.zen)
    let second = provider.rx.request(.zen)
    #expect(provider.inflightRequests.keys.count == 0)
    let seen = Guarded<[Int]>([])
    let done = DispatchGroup()
    let bag = DisposeBag()
    // The main queue, where the completions run, waits until the listing has been read.
    let gate = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { _ = gate.wait(timeout: .now() + 10) }
    for single in [first, second] {
      done.enter()
      single.subscribe(onSuccess: { _ in
        // Read inside the completion, as Moya's spec does.
        seen.withLock { $0.append(provider.inflightRequests.count) }
        done.leave()
      }).disposed(by: bag)
    }
    let endpoint = provider.endpoint(.zen)
    #expect(provider.inflightRequests[endpoint]?.count == 2)
    gate.signal()
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(seen.withLock { $0 } == [1, 1])
    // The endpoint leaves the table after its last completion returns, in the same turn of
    // the main queue: the next turn finds it gone.
    let nextTurn = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { nextTurn.signal() }
    #expect(nextTurn.wait(timeout: .now() + 10) == .success)
    #expect(provider.inflightRequests.isEmpty)
    #expect(api.server.log.requests.count == 1)
  }

  @Test func withoutTrackingEveryRequestGoesOutAndNothingIsListed() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let done = DispatchGroup()
    for _ in 0..<2 {
      done.enter()
      provider.request(.zen, callbackQueue: .global()) { _ in done.leave() }
    }
    #expect(provider.inflightRequests.isEmpty)
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(api.server.log.requests.count == 2)
  }
}
