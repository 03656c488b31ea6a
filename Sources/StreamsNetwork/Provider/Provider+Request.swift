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
  func delivered<Element>(_ sequence: Observable<Element>) -> Observable<Element> {
    guard let callbackScheduler else { return sequence }
    return sequence.observe(on: callbackScheduler)
  }
}
