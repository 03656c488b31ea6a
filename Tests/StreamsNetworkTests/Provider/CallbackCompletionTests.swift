import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An interceptor that answers nothing: its sequence completes without a response.
private struct Silent: RequestInterceptor {
  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    .empty()
  }
}

/// The callback API's contract, Moya's: `completion` runs exactly once per request that is not
/// cancelled, whatever the interceptors emit.
@Suite(.checksResources)
struct CallbackCompletionTests {
  /// The bodies (or `error <code>`) the completion received.
  private final class Outcomes {
    var received: [String] = []

    func record(_ result: Result<Response, NetworkError>) {
      switch result {
      case .success(let response): received.append(String(decoding: response.data, as: UTF8.self))
      case .failure(let error): received.append("error \(error.statusCode ?? -1)")
      }
    }
  }

  /// A harness whose store holds "one" for the default target.
  private func storedCache(_ policy: CachePolicy) -> CacheHarness {
    let cache = CacheHarness(policy: policy)
    cache.request()
    cache.respond(200, "one")
    return cache
  }

  @Test func cacheThenNetworkCompletesOnceWithTheNetworksAnswer() {
    let cache = storedCache(.cacheThenNetwork)
    let outcomes = Outcomes()
    var steps: [String] = []
    _ = cache.provider.request(
      CacheTarget(),
      progress: { step in
        steps.append(step.response.map { String(decoding: $0.data, as: UTF8.self) } ?? "step")
      }, completion: outcomes.record)
    #expect(outcomes.received.isEmpty, "the stored answer alone does not complete the call")
    cache.respond(200, "two")
    #expect(outcomes.received == ["two"])
    #expect(steps == ["one", "two"], "progress sees every step, the stored one included")
  }

  @Test func cacheThenNetworkFallsBackToTheStoredAnswerWhenTheNetworkFails() {
    let cache = storedCache(.cacheThenNetwork)
    let outcomes = Outcomes()
    _ = cache.provider.request(CacheTarget(), completion: outcomes.record)
    cache.fail(.notConnectedToInternet)
    #expect(outcomes.received == ["one"])
  }

  @Test func cacheThenNetworkWithNothingStoredCompletesWithTheNetwork() {
    let cache = CacheHarness(policy: .cacheThenNetwork)
    let outcomes = Outcomes()
    _ = cache.provider.request(CacheTarget(), completion: outcomes.record)
    cache.respond(200, "fresh")
    #expect(outcomes.received == ["fresh"])
    let failing = Outcomes()
    _ = cache.provider.request(
      CacheTarget(path: "other", validationType: .successCodes), completion: failing.record)
    cache.respond(500, "down")
    #expect(failing.received == ["error 500"])
  }

  @Test func aSequenceEndingWithoutAResponseStillCompletesOnce() {
    let transport = ScriptedTransport()
    let provider = Provider<CacheTarget>(session: transport, interceptors: [Silent()])
    var outcomes: [String] = []
    _ = provider.request(CacheTarget()) { result in
      switch result {
      case .success: outcomes.append("success")
      case .failure(.underlying(let error, nil)): outcomes.append("\(error)")
      case .failure(let error): outcomes.append("other \(error)")
      }
    }
    #expect(outcomes == ["\(RxError.noElements)"])
    #expect(transport.tasks.isEmpty)
  }
}
