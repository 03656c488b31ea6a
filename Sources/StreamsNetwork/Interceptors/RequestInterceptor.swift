import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A step wrapped around every request a provider sends: the one mechanism behind retry,
/// caching, authentication, limits and coalescing.
///
/// A provider runs its interceptors in order, the first outermost: each receives the built
/// request and `next`, the rest of the chain, and returns the sequence to subscribe. It may
/// adapt the request before calling `next` (add credentials, validators), call `next` several
/// times (retry), not at all (a cache hit), later (a concurrency limit), or share one call
/// among subscribers (coalescing). The innermost `next` is one attempt over the transport, with
/// every plugin hook and the deadline.
///
/// Interceptors are shared by all requests of a provider, on any thread: keep their state in a
/// lock box. Capabilities are chosen per target by the protocols the interceptor consults
/// (`Retryable`, `Cacheable`, …) with the interceptor's own configuration as the default.
public protocol RequestInterceptor {
  /// Wraps the rest of the chain for one request.
  ///
  /// - Parameters:
  ///   - request: the built request and its target.
  ///   - next: the rest of the chain; call it to proceed, as often as needed.
  /// - Returns: the sequence of progress steps and responses for the request.
  func intercept(
    _ request: InterceptedRequest,
    next: @escaping (InterceptedRequest) -> Observable<ProgressResponse>
  ) -> Observable<ProgressResponse>
}

/// A built request as interceptors see it.
public struct InterceptedRequest {
  /// The target being requested.
  public let target: any TargetType
  /// Its endpoint.
  public let endpoint: Endpoint
  /// The request after every plugin's `prepare`; an interceptor may change it before `next`.
  public var urlRequest: URLRequest
  /// Whether the subscriber asked for progress steps.
  public let reportsProgress: Bool
  /// The provider's clock, for waits (retry backoff) that tests run on virtual time.
  public let scheduler: SchedulerType

  /// Creates an intercepted request; providers make these, tests of interceptors may too.
  public init(
    target: any TargetType, endpoint: Endpoint, urlRequest: URLRequest, reportsProgress: Bool,
    scheduler: SchedulerType
  ) {
    self.target = target
    self.endpoint = endpoint
    self.urlRequest = urlRequest
    self.reportsProgress = reportsProgress
    self.scheduler = scheduler
  }

  /// The target, unwrapped from any ``MultiTarget`` layers, for capability checks.
  public var unwrappedTarget: any TargetType {
    var current = target
    while let multi = current as? MultiTarget { current = multi.target }
    return current
  }
}
