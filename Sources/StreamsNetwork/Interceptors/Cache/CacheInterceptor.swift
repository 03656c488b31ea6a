import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers requests from a ``ResponseCacheStore`` and keeps what the network returns, by a
/// ``CachePolicy`` chosen per target.
///
/// Targets that adopt ``Cacheable`` choose their own policy and key; every other target gets
/// the interceptor's `policy` and the key computed from the request. HTTP's caching rules
/// apply whatever the policy:
///
/// - Only 2xx answers (not `206`) to the interceptor's `methods` (GET and HEAD by default)
///   are stored; requests that upload or download a file, carry a `Range`, or are already
///   conditional (`If-None-Match`, …) pass through untouched.
/// - `Cache-Control: no-store` is never stored (and drops what was stored for the request);
///   `no-cache` entries are revalidated before every use; `max-age` (`s-maxage` in a shared
///   store) gives the freshness ``CachePolicy/cacheFirst(maxAge:)`` uses when its own
///   `maxAge` is `nil`; `private` is not stored in a shared store, nor is the answer to a
///   request with `Authorization` unless `public`, `s-maxage` or `must-revalidate` allows it.
///   `Set-Cookie` is never stored. A stale `must-revalidate` entry is never served unasked.
/// - `Vary` adds the request's values of the named headers to the key, so each variant is its
///   own entry; `Vary: *` is not stored.
/// - A successful unsafe request (POST, PUT, PATCH, DELETE) drops the stored GET and HEAD
///   answers for its URL, and the target's own ``Cacheable/cacheKey`` (RFC 9111 §4.4).
///
/// Ages are measured on the provider's scheduler (`request.scheduler.now`), so freshness is
/// testable on virtual time. A response from the store carries an `Age` header, the stored
/// status and headers, and reaches the subscriber without a network attempt: plugins do not
/// hear of it.
public struct CacheInterceptor: RequestInterceptor, Sendable {
  /// Where responses are kept.
  public let store: any ResponseCacheStore
  /// The policy for targets that do not choose one.
  public let policy: CachePolicy
  /// The methods whose responses are stored.
  public let methods: Set<HTTPMethod>

  /// Creates a cache interceptor.
  ///
  /// - Parameters:
  ///   - store: where responses are kept, such as a ``MemoryCacheStore`` or ``DiskCacheStore``.
  ///   - policy: the policy for targets that do not choose one through ``Cacheable``.
  ///   - methods: the methods whose responses are stored; GET and HEAD by default. Add POST to
  ///     cache queries sent as POST bodies: the body's hash is part of the key.
  public init(
    store: any ResponseCacheStore, policy: CachePolicy, methods: Set<HTTPMethod> = [.get, .head]
  ) {
    self.store = store
    self.policy = policy
    self.methods = methods
  }

  /// Answers from the store or the network, as the target's policy says.
  ///
  /// - Parameters:
  ///   - request: the built request and its target.
  ///   - next: the rest of the chain, called for every network exchange.
  /// - Returns: the stored response, the network's, or both (``CachePolicy/cacheThenNetwork``).
  public func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    // A streamed body goes beside the chain: there is nothing here to store.
    guard !request.isStreamed else { return next(request) }
    let method = request.method
    let cacheable = request.target as? Cacheable
    guard methods.contains(method), Self.isCacheable(request) else {
      return Self.isSafe(method) ? next(request) : invalidating(request, cacheable, next)
    }
    let exchange = CacheExchange(
      store: store, request: request,
      base: cacheable?.cacheKey ?? CacheKey(request: request.urlRequest), next: next)
    let policy = cacheable?.cachePolicy ?? self.policy
    // The store is read when the sequence is subscribed, each time it is: a retry around
    // this interceptor that subscribes again sees what the last attempt stored.
    return Observable.deferred { exchange.run(policy) }
  }

  /// Sends an unsafe request and, when it succeeds, drops what is stored for its URL.
  private func invalidating(
    _ request: ProviderRequest, _ cacheable: Cacheable?,
    _ next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    var keys: [CacheKey] = []
    for method in [HTTPMethod.get, .head] {
      var safe = URLRequest(url: request.urlRequest.url ?? URL(fileURLWithPath: "/"))
      safe.httpMethod = method.rawValue
      keys.append(CacheKey(request: safe))
    }
    if let own = cacheable?.cacheKey { keys.append(own) }
    let store = store
    return next(request).do(onNext: { response in
      guard (200..<400).contains(response.statusCode) else { return }
      for key in keys { store.removeEntry(for: key) }
    })
  }

  /// Whether the cache may answer or store `request` at all.
  static func isCacheable(_ request: ProviderRequest) -> Bool {
    guard !request.transfersFile else { return false }
    let bypassing = [
      "If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "If-Range",
      "Range",
    ]
    return !bypassing.contains { CacheKey.headerValue($0, in: request.urlRequest) != "" }
  }

  /// Methods that do not change the server's state (RFC 9110 §9.2.1).
  static func isSafe(_ method: HTTPMethod) -> Bool {
    [.get, .head, .options, .trace].contains(method)
  }
}
