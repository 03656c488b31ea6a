import Foundation
import Streams

/// A step wrapped around every request a provider sends: the one mechanism behind retry,
/// caching, authentication, limits and coalescing, and the way to write your own.
///
/// A provider runs its interceptors in order, the first outermost: each receives the built
/// request and `next`, the rest of the chain, and returns the sequence to subscribe. It may
/// adapt the request before calling `next` (add credentials, validators), call `next` several
/// times (retry), not at all (a cache hit), later (a concurrency limit), or share one call
/// among subscribers (coalescing). The innermost `next` is one attempt over the transport, with
/// every plugin hook and the deadline. The sequence carries responses only: progress travels
/// beside it (``ProviderRequest/onProgress``).
///
/// Interceptors are shared by all requests of a provider, on any thread: keep their state in a
/// lock box. Capabilities are chosen per target by the protocols the interceptor consults
/// (`Retryable`, `Cacheable`, …) with the interceptor's own configuration as the default.
/// The StreamsNetwork article "Writing an interceptor" shows how.
public protocol RequestInterceptor {
  /// Wraps the rest of the chain for one request.
  ///
  /// - Parameters:
  ///   - request: the built request and its target.
  ///   - next: the rest of the chain; call it to proceed, as often as needed.
  /// - Returns: the responses for the request: one, then completion, or an error (a cache
  ///   that answers first and then asks the network may emit two).
  func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response>
}
