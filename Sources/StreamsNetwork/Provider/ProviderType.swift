import Dispatch
import Foundation
import Streams

/// A provider of requests for one kind of target, as Moya's `MoyaProviderType`.
public protocol ProviderType: AnyObject, ReactiveCompatible {
  /// The targets this provider sends.
  associatedtype Target: TargetType

  /// A cold sequence of progress steps, then the response, for `target`.
  func requestWithProgress(_ target: Target) -> Observable<ProgressResponse>

  /// A cold sequence of the responses for `target`: one per subscription, or two for a cache
  /// policy that answers from the cache and then from the network.
  func response(_ target: Target) -> Observable<Response>
}

extension Provider: ProviderType {}

extension Reactive where Base: ProviderType {
  /// A cold single of the response for `target`: `provider.rx.request(.zen)`, Moya's spelling.
  ///
  /// Each subscription sends one request, and disposing it
  /// cancels the request.
  ///
  ///     rx.request(.user("octocat"))   -----(response|)
  ///
  /// - Parameter target: what to request.
  /// - Returns: the response, or a ``NetworkError``.
  public func request(_ target: Base.Target) -> Single<Response> {
    base.response(target).asSingle()
  }

  /// Moya's spelling of ``Provider/requestWithProgress(_:)``.
  ///
  /// - Parameter target: what to request.
  /// - Returns: progress steps, then the response.
  public func requestWithProgress(_ target: Base.Target) -> Observable<ProgressResponse> {
    base.requestWithProgress(target)
  }
}
