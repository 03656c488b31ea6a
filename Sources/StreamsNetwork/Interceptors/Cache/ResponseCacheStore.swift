import Foundation

/// Where the ``CacheInterceptor`` keeps responses: a thread-safe map from ``CacheKey`` to
/// ``CachedResponse``.
///
/// The API is synchronous on purpose. The interceptor decides, during `subscribe`, whether a
/// request is answered from the store, so a hit is delivered without a hop to another
/// executor and virtual-time tests stay deterministic; an actor would force every lookup
/// through a `Task` and make the answer's timing depend on the cooperative pool. The stores
/// here guard their state with a lock and never call out while holding it.
///
/// A store may drop any entry at any time (eviction, a corrupt file): a miss is always a valid
/// answer, and a store never throws from these methods.
public protocol ResponseCacheStore: Sendable {
  /// Whether the store is shared between users: then `Cache-Control: private` responses are
  /// not stored, and `s-maxage` wins over `max-age`.
  var isShared: Bool { get }

  /// The entry stored under `key`, if any.
  ///
  /// - Parameter key: the key.
  /// - Returns: the entry, or `nil` on a miss.
  func entry(for key: CacheKey) -> CachedResponse?

  /// Stores `entry` under `key`, replacing what was there.
  ///
  /// - Parameters:
  ///   - entry: the entry.
  ///   - key: the key.
  func save(_ entry: CachedResponse, for key: CacheKey)

  /// Removes the entry under `key`, if any.
  ///
  /// - Parameter key: the key.
  func removeEntry(for key: CacheKey)

  /// Removes every entry.
  func removeAll()
}
