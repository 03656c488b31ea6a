import Moya
import RxMoya
import RxSwift
import TestSupport
import Testing

@testable import DropInApp

/// Where Moya runs a request's callbacks, and what a cancelled request answers: the request's
/// queue, else the provider's, else the main queue; an immediate stub with neither answers on
/// the calling thread before `request` returns.
@Suite(.checksResources)
struct CallbackQueueTests {
  @Test func withNoQueueCallbacksAndRxEventsArriveOnTheMainQueue() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let onMain = Guarded<[Bool]>([])
    let done = DispatchGroup()
    done.enter()
    provider.request(.zen) { _ in
      onMain.withLock { $0.append(isOnMainQueue) }
      done.leave()
    }
    done.enter()
    let subscription = provider.rx.request(.zen).subscribe(onSuccess: { _ in
      onMain.withLock { $0.append(isOnMainQueue) }
      done.leave()
    })
    #expect(done.wait(timeout: .now() + 10) == .success)
    subscription.dispose()
    #expect(onMain.withLock { $0 } == [true, true])
  }

  @Test func theRequestsQueueComesBeforeTheProviders() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let providerQueue = DispatchQueue(label: "provider")
    let requestQueue = DispatchQueue(label: "request")
    let name = DispatchSpecificKey<String>()
    providerQueue.setSpecific(key: name, value: "provider")
    requestQueue.setSpecific(key: name, value: "request")
    let provider = MoyaProvider<GitHub>(
      endpointClosure: { target in
        Endpoint(
          url: api.host.appendingPathComponent(target.path).absoluteString,
          sampleResponseClosure: { .networkResponse(200, Data()) }, method: target.method,
          task: target.task, httpHeaderFields: target.headers)
      }, callbackQueue: providerQueue)
    let labels = Guarded<[String]>([])
    let done = DispatchGroup()
    for queue in [nil, requestQueue] {
      done.enter()
      provider.request(.zen, callbackQueue: queue) { _ in
        labels.withLock { $0.append(DispatchQueue.getSpecific(key: name) ?? "other") }
        done.leave()
      }
    }
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(labels.withLock { $0.sorted() } == ["provider", "request"])
  }

  @Test func anImmediateStubWithNoQueueAnswersBeforeRequestReturns() {
    let provider = MoyaProvider<GitHub>(stubClosure: MoyaProvider.immediatelyStub)
    var answered = false
    provider.request(.zen) { _ in answered = true }
    #expect(answered)
  }

  @Test func aCancelledRequestAnswersWithTheCancellation() throws {
    let api = try FixtureGitHub()
    defer { api.stop() }
    let provider = StagingProvider<GitHub>(host: api.host, session: DefaultSession.shared)
    let outcome = Guarded<Result<Response, MoyaError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let cancellable = provider.request(.slow, callbackQueue: .global()) { result in
      outcome.withLock { $0 = result }
      done.signal()
    }
    cancellable.cancel()
    #expect(cancellable.isCancelled)
    #expect(done.wait(timeout: .now() + 10) == .success)
    guard case .failure(.underlying(let error, nil)) = outcome.withLock({ $0 }) else {
      Testing.Issue.record("expected the cancellation, got \(String(describing: outcome))")
      return
    }
    #expect((error as? URLError)?.code == .cancelled)
  }
}
