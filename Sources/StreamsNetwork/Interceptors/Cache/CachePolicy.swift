import Foundation

/// How the cache answers a request: from the store, the network, or both.
///
/// Every policy stores what it fetches when the response may be stored (a 2xx answer to a
/// cacheable method, not `no-store`, not `Vary: *`, not `private` in a shared store), and
/// every policy that reads the store honours `Cache-Control: no-cache` (and a stale
/// `must-revalidate`): such an entry is revalidated with the server before it is used, never
/// served as it is.
public enum CachePolicy: Equatable, Sendable {
  /// Always the network; the store is never read, but what arrives is stored for the other
  /// policies to use.
  case networkOnly
  /// A fresh stored response without asking the network; otherwise the network.
  ///
  /// An entry is fresh while its age is under `maxAge` seconds, or, when `maxAge` is `nil`,
  /// under the response's own `max-age` (`s-maxage` in a shared store). An entry without
  /// either is never fresh. A stale entry with an `ETag` or `Last-Modified` is revalidated
  /// with a conditional request, as ``revalidate`` does.
  case cacheFirst(maxAge: TimeInterval?)
  /// The stored response at once, then the network's: two elements, or just the network's
  /// when nothing usable is stored.
  ///
  /// The network request is conditional when the entry has validators; a `304` then yields
  /// the stored body again, refreshed. A network failure ends the sequence with its error
  /// after the stored element.
  case cacheThenNetwork
  /// The network; the stored response when the network cannot be reached (not connected,
  /// cannot connect or find the host, connection lost, timed out) or answers 5xx.
  case networkFirst
  /// A conditional request (`If-None-Match`, `If-Modified-Since`) built from the stored
  /// entry; `304 Not Modified` yields the stored body with the stored status (200), never the
  /// 304, and refreshes the entry's headers and date.
  case revalidate
}

/// A target that chooses its own caching; the ``CacheInterceptor`` consults it.
///
/// Targets that do not adopt it, or return `nil`, get the interceptor's policy and the key
/// computed from the request. Either member may be written without the optional
/// (``CacheableSpellings``).
public protocol Cacheable: CacheableSpellings {
  /// The policy for this target; `nil` (the default) uses the interceptor's.
  var cachePolicy: CachePolicy? { get }
  /// The key to store the response under; `nil` (the default) computes it from the method,
  /// URL and body. `Vary` values are added to it either way.
  var cacheKey: CacheKey? { get }
}

extension Cacheable {
  /// The target's `cachePolicy: CachePolicy` if it declares one; else `nil`, the
  /// interceptor's policy.
  public var cachePolicy: CachePolicy? { try? cachePolicy as CachePolicy }

  /// The target's `cacheKey: CacheKey` if it declares one; else `nil`, the key computed from
  /// the request.
  public var cacheKey: CacheKey? { try? cacheKey as CacheKey }
}
