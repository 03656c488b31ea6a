import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Provider {
  /// A cold sequence that sends `target` on each subscription and emits progress steps, then
  /// the response.
  ///
  /// Upload progress (for uploads) and download progress are reported as the transport sees
  /// bytes move; the last element carries the ``Response`` and the sequence completes. A
  /// failure ends it with a ``NetworkError``.
  ///
  /// - Parameter target: what to request.
  /// - Returns: progress steps, then the response.
  public func requestWithProgress(_ target: Target) -> Observable<ProgressResponse> {
    delivered(progressSteps(target))
  }

  /// A cold sequence of one response for `target`: one request per subscription.
  ///
  /// - Parameter target: what to request.
  /// - Returns: the response, then completion; or a ``NetworkError``.
  public func response(_ target: Target) -> Observable<Response> {
    responses(target)
  }

  /// The responses to `target`, built from `endpoint` when given (a page at a `Link` URL),
  /// else from ``endpoint(_:)``; delivered on the callback queue when the provider has one.
  func responses(_ target: Target, endpoint: Endpoint? = nil) -> Observable<Response> {
    delivered(
      Observable { [self] sink, lifetime in
        self.send(target, endpoint: endpoint, onProgress: nil, sink: sink, lifetime: lifetime)
      })
  }

  /// Progress steps and the response for `target`, built from `endpoint` when given, not yet
  /// delivered on the callback queue.
  func progressSteps(_ target: Target, endpoint: Endpoint? = nil)
    -> Observable<ProgressResponse>
  {
    Observable { [self] sink, lifetime in
      let merge = ProgressMerge(sink: sink, lifetime: lifetime)
      self.send(
        target, endpoint: endpoint, onProgress: merge.progress, sink: merge.response,
        lifetime: lifetime)
    }
  }

  /// Progress steps and the response, or the response alone as one step, built from
  /// `endpoint` when given: what the callback API hands its closures, not yet delivered on the
  /// callback queue.
  func perform(_ target: Target, endpoint: Endpoint?, reportsProgress: Bool)
    -> Observable<ProgressResponse>
  {
    guard !reportsProgress else { return progressSteps(target, endpoint: endpoint) }
    return Observable { [self] sink, lifetime in
      self.send(
        target, endpoint: endpoint, onProgress: nil,
        sink: { sink($0.map { ProgressResponse(response: $0) }) }, lifetime: lifetime)
    }
  }

  /// `sequence`, observed on the callback queue when the provider has one.
  private func delivered<Element>(_ sequence: Observable<Element>) -> Observable<Element> {
    guard let callbackScheduler else { return sequence }
    return sequence.observe(on: callbackScheduler)
  }

  /// Sends `target` for one subscription: the whole path from the target to the transport.
  ///
  /// ```
  /// Target ─endpoint(_:)─▶ Endpoint ─requestClosure─▶ URLRequest ─plugins.prepare─▶
  ///   ProviderRequest ─interceptors─▶ AttemptOperation ─▶ Transport
  /// ```
  ///
  /// The target's `timeoutInterval` bounds all of it, from `subscribe` on: one deadline per
  /// subscription, outside every interceptor (``RequestDeadline``).
  private func send(
    _ target: Target, endpoint override: Endpoint?, onProgress: ((Progress) -> Void)?,
    sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    let endpoint = override ?? self.endpoint(target)
    RequestDeadline.bound(
      by: endpoint.timeoutInterval ?? target.timeoutInterval, on: scheduler, sink: sink,
      lifetime: lifetime
    ) { [self] sink, lifetime, deadline in
      self.requestClosure(endpoint) { result in
        guard !lifetime.isDisposed else { return }
        let stub = self.stubClosure(target)
        let request: ProviderRequest
        do throws(NetworkError) {
          let prepared = self.plugins.reduce(try result.get()) {
            $1.prepare($0, target: target)
          }
          request = try ProviderRequest(
            target: target, endpoint: endpoint, urlRequest: prepared,
            encodesBody: stub == .never, scheduler: self.scheduler, deadline: deadline,
            maximumResponseSize: self.maximumResponseSize, onProgress: onProgress)
        } catch {
          // The request could not be built: as in Moya, no plugin hears of it.
          sink(.error(error))
          lifetime.dispose()
          return
        }
        self.intercepted(consume request, from: 0, target: target, stub: stub).run(sink, lifetime)
      }
    }
  }

  /// `request` through the provider's interceptors from the one at `index` on, the first
  /// outermost, then one attempt.
  ///
  /// Each stage's `next` is one closure that goes on to the following stage; a provider
  /// without interceptors goes straight to the attempt.
  private func intercepted(
    _ request: consuming ProviderRequest, from index: Int, target: Target, stub: StubBehavior
  ) -> Observable<Response> {
    guard index < interceptors.count else {
      return AttemptSource(provider: self, target: target, stub: stub, request: request).attempts
    }
    return interceptors[index].intercept(request) { [self] request in
      self.intercepted(request, from: index + 1, target: target, stub: stub)
    }
  }
}
