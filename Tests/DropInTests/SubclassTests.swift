import Moya
import RxMoya
import RxSwift
import TestSupport
import Testing

@testable import DropInApp

/// `MoyaProvider` as Moya's class: a subclass overrides the designated initializer, wraps
/// `request` for its own call sites, and an extension returns a bare `MoyaProvider`.
@Suite(.checksResources)
struct SubclassTests {
  @Test func aSubclassOverridesMoyasDesignatedInitializer() {
    let plain = AuditedProvider<GitHub>()
    #expect(plain.plugins.isEmpty)
    #expect(!plain.trackInflights)
    let tracking = AuditedProvider<GitHub>(
      stubClosure: MoyaProvider.immediatelyStub, callbackQueue: .global(),
      plugins: [NetworkActivityPlugin(networkActivityClosure: { _, _ in })], trackInflights: true)
    #expect(tracking.plugins.count == 1)
    #expect(tracking.trackInflights)
  }

  @Test func aBareRequestCallReachesTheSubclassWrapper() {
    let provider = AuditedProvider<GitHub>(stubClosure: MoyaProvider.immediatelyStub)
    let single = provider.request(.zen)
    let line = #line - 1
    #expect(provider.log == ["aBareRequestCallReachesTheSubclassWrapper()@\(line)"])
    var answered: [String] = []
    _ = single.subscribe(onSuccess: { answered.append(String(decoding: $0.data, as: UTF8.self)) })
    #expect(answered == ["Design for failure."])
  }

  @Test func theWrappersStatusFilteringApplies() {
    let provider = AuditedProvider<GitHub>(
      endpointClosure: { target in
        Endpoint(
          url: URL(target: target).absoluteString,
          sampleResponseClosure: { .networkResponse(500, Data()) }, method: target.method,
          task: target.task, httpHeaderFields: target.headers)
      },
      stubClosure: MoyaProvider.immediatelyStub)
    var statuses: [Int] = []
    _ = provider.request(.zen).subscribe(onFailure: {
      statuses.append(($0 as? MoyaError)?.response?.statusCode ?? -1)
    })
    #expect(statuses == [500])
  }

  @Test func anExtensionsBareMoyaProviderIsTheExtendedType() {
    let provider: MoyaProvider<GitHub> = .mock()
    var bodies: [String] = []
    _ = provider.rx.request(.zen).subscribe(onSuccess: {
      bodies.append(String(decoding: $0.data, as: UTF8.self))
    })
    #expect(bodies == ["Design for failure."])
  }

  @Test func rxRequestsGoThroughAnOverriddenCallbackRequest() {
    let provider = CountingProvider<GitHub>(stubClosure: MoyaProvider.immediatelyStub)
    var statuses: [Int] = []
    _ = provider.rx.request(.zen).subscribe(onSuccess: { statuses.append($0.statusCode) })
    _ = provider.rx.requestWithProgress(.zen).subscribe()
    #expect(statuses == [200])
    #expect(provider.targets == ["/zen", "/zen"])
  }
}

/// Sees every request, callback or reactive, by overriding Moya's designated request method.
private final class CountingProvider<Target: TargetType>: MoyaProvider<Target> {
  var targets: [String] = []

  override func request(
    _ target: Target, callbackQueue: DispatchQueue? = .none, progress: ProgressBlock? = .none,
    completion: @escaping Completion
  ) -> Cancellable {
    targets.append(target.path)
    return super.request(
      target, callbackQueue: callbackQueue, progress: progress, completion: completion)
  }
}
