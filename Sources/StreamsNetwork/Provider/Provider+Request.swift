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
    perform(target, reportsProgress: true)
  }

  /// A cold sequence of one response for `target`: one request per subscription.
  ///
  /// - Parameter target: what to request.
  /// - Returns: the response, then completion; or a ``NetworkError``.
  public func response(_ target: Target) -> Observable<Response> {
    let progress = perform(target, reportsProgress: false)
    return Observable { sink, lifetime in
      progress.run(
        { event in
          switch event {
          case .next(let step):
            if let response = step.response { sink(.next(response)) }
          case .error(let error): sink(.error(error))
          case .completed: sink(.completed)
          }
        }, lifetime)
    }
  }

  /// The request for `target`, built from `endpoint` when given (a page at a `Link` URL),
  /// else from the provider's `endpointClosure`.
  ///
  /// The target's `timeoutInterval` bounds all of it, from `subscribe` on: one deadline per
  /// subscription, outside every interceptor (``RequestDeadline``).
  func perform(_ target: Target, reportsProgress: Bool, endpoint override: Endpoint? = nil)
    -> Observable<ProgressResponse>
  {
    let direct = Observable<ProgressResponse> { [self] sink, lifetime in
      let endpoint = override ?? self.endpointClosure(target)
      RequestDeadline.bound(
        by: endpoint.timeoutInterval ?? target.timeoutInterval, on: self.scheduler, sink: sink,
        lifetime: lifetime
      ) { sink, lifetime, deadline in
        self.requestClosure(endpoint) { result in
          guard !lifetime.isDisposed else { return }
          switch result {
          case .success(let urlRequest):
            let prepared = self.plugins.reduce(urlRequest) { $1.prepare($0, target: target) }
            let context = RequestContext(
              target: target, endpoint: endpoint, urlRequest: prepared,
              reportsProgress: reportsProgress, deadline: deadline)
            self.pipeline(context).run(sink, lifetime)
          case .failure(let error):
            // The request could not be built: as in Moya, no plugin hears of it.
            sink(.error(error))
            lifetime.dispose()
          }
        }
      }
    }
    guard let callbackScheduler else { return direct }
    return direct.observe(on: callbackScheduler)
  }

  /// The work for a built request: one attempt, wrapped by the provider's interceptors, the
  /// first outermost.
  func pipeline(_ context: RequestContext<Target>) -> Observable<ProgressResponse> {
    guard !interceptors.isEmpty else { return attempt(context) }
    let innermost: (InterceptedRequest) -> Observable<ProgressResponse> = { [self] request in
      var adapted = context
      adapted.urlRequest = request.urlRequest
      return self.attempt(adapted)
    }
    let chain = interceptors.reversed().reduce(innermost) { next, interceptor in
      { request in interceptor.intercept(request, next: next) }
    }
    return chain(InterceptedRequest(context, scheduler: scheduler))
  }

  /// One attempt at `context`, plugins and deadline included.
  func attempt(_ context: RequestContext<Target>) -> Observable<ProgressResponse> {
    Observable { [self] sink, lifetime in
      AttemptOperation(provider: self, context: context, sink: sink, lifetime: lifetime).start()
    }
  }
}
