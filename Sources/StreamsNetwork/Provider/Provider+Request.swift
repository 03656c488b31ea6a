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

  func perform(_ target: Target, reportsProgress: Bool) -> Observable<ProgressResponse> {
    let direct = Observable<ProgressResponse> { [self] sink, lifetime in
      RequestOperation(
        provider: self, target: target, reportsProgress: reportsProgress, sink: sink,
        lifetime: lifetime
      ).start()
    }
    guard let callbackScheduler else { return direct }
    return direct.observe(on: callbackScheduler)
  }
}
