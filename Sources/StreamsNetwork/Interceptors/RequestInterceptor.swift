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
  /// When the whole request must be over, on ``scheduler``'s clock: `subscribe` plus the
  /// target's `timeoutInterval`; `nil` without one.
  ///
  /// The provider enforces it (see ``TargetType/timeoutInterval``); an interceptor that waits
  /// should not start a wait that ends after it, since the subscriber will have timed out.
  public let deadline: Date?
  /// The provider's armed deadline behind ``deadline``, which attempts register with.
  let armedDeadline: RequestDeadline?

  /// Creates an intercepted request; providers make these, tests of interceptors may too.
  ///
  /// - Parameters:
  ///   - target: the target being requested.
  ///   - endpoint: its endpoint.
  ///   - urlRequest: the built request.
  ///   - reportsProgress: whether the subscriber asked for progress steps.
  ///   - scheduler: the provider's clock.
  ///   - deadline: when the whole request must be over, on `scheduler`'s clock; `nil` (the
  ///     default) for none. Interceptors read it; only the requests a provider makes are
  ///     also ended by it.
  public init(
    target: any TargetType, endpoint: Endpoint, urlRequest: URLRequest, reportsProgress: Bool,
    scheduler: SchedulerType, deadline: Date? = nil
  ) {
    self.target = target
    self.endpoint = endpoint
    self.urlRequest = urlRequest
    self.reportsProgress = reportsProgress
    self.scheduler = scheduler
    self.deadline = deadline
    armedDeadline = nil
  }

  /// A provider's request, carrying its armed deadline.
  init<Target>(_ context: RequestContext<Target>, scheduler: SchedulerType) {
    target = context.target
    endpoint = context.endpoint
    urlRequest = context.urlRequest
    reportsProgress = context.reportsProgress
    self.scheduler = scheduler
    deadline = context.deadline?.due
    armedDeadline = context.deadline
  }

  /// Whether ``deadline`` is too close for a wait of `seconds`: the wait would end at or after
  /// it, or the provider's deadline has fired already.
  ///
  /// - Parameter seconds: the wait, from the scheduler's now.
  /// - Returns: `true` when the wait would outlast the request.
  func deadlineForbids(waiting seconds: TimeInterval) -> Bool {
    if armedDeadline?.hasPassed == true { return true }
    guard let deadline else { return false }
    return scheduler.now.addingTimeInterval(max(0, seconds)) >= deadline
  }

  /// The target, unwrapped from any ``MultiTarget`` layers, for capability checks.
  public var unwrappedTarget: any TargetType {
    var current = target
    while let multi = current as? MultiTarget { current = multi.target }
    return current
  }
}
