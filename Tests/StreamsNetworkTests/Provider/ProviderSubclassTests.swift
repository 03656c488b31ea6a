import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A provider subclassed as Moya apps and MoyaSugar subclass `MoyaProvider`: fixed arguments
/// to `super.init`, `endpoint(_:)` and the callback `request` overridden.
///
/// The compiler asks a subclass to restate the inherited `@unchecked Sendable` (a warning).
private final class TaggingProvider<Target: TargetType>: Provider<Target>, @unchecked Sendable {
  // Safe to share: the one stored property is a `Locked` box.
  let callbackRequests = Locked(0)

  init(session: Transport) {
    super.init(session: session, interceptors: [])
  }

  override func endpoint(_ target: Target) -> Endpoint {
    super.endpoint(target).adding(newHTTPHeaderFields: ["X-Tag": "subclass"])
  }

  @discardableResult
  override func request(
    _ target: Target, callbackQueue: DispatchQueue? = nil, progress: ProgressBlock? = nil,
    completion: @escaping Completion
  ) -> Cancellable {
    callbackRequests.withLock { $0 += 1 }
    return super.request(
      target, callbackQueue: callbackQueue, progress: progress, completion: completion)
  }
}

@Suite(.checksResources)
struct ProviderSubclassTests {
  @Test func anOverriddenEndpointShapesEveryRequest() {
    let transport = ScriptedTransport(autoRespond: 200)
    let provider = TaggingProvider<GitHub>(session: transport)
    _ = provider.rx.request(.zen).subscribe()
    _ = provider.response(.zen).subscribe()
    _ = provider.requestWithProgress(.zen).subscribe()
    provider.request(.zen) { _ in }
    let tags = transport.tasks.map { $0.request.urlRequest.value(forHTTPHeaderField: "X-Tag") }
    #expect(tags == ["subclass", "subclass", "subclass", "subclass"])
    #expect(provider.callbackRequests.withLock { $0 } == 1)
  }

  @Test func pagesAfterTheFirstComeFromTheOverriddenEndpointToo() {
    let transport = ScriptedTransport()
    let provider = TaggingProvider<GitHub>(session: transport)
    var pages = 0
    let subscription = provider.paginate(.zen).subscribe(onNext: { _ in pages += 1 })
    let next = "<https://api.github.com/zen?page=2>; rel=\"next\""
    transport.tasks.last?.respond(status: 200, headers: ["Link": next])
    transport.tasks.last?.respond(status: 200)
    subscription.dispose()
    #expect(pages == 2)
    let tags = transport.tasks.map { $0.request.urlRequest.value(forHTTPHeaderField: "X-Tag") }
    #expect(tags == ["subclass", "subclass"])
  }
}
