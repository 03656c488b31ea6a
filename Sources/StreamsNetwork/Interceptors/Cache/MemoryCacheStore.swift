import Foundation
import Streams

/// A ``ResponseCacheStore`` in memory, least recently used first out, bounded in bytes.
///
/// Each entry costs its ``CachedResponse/byteCount`` plus its key's UTF-8 length. After every
/// save, entries are evicted from the least recently used (read or written) until the total is
/// at most ``byteLimit``; an entry larger than the limit on its own is not kept. Reads, saves
/// and removals are O(1).
public final class MemoryCacheStore: ResponseCacheStore, @unchecked Sendable {
  // Safe to share: all mutable state lives in the `Locked` box; `byteLimit` and `isShared` are
  // immutable.

  /// The most bytes the entries may occupy together.
  public let byteLimit: Int
  /// Whether the store is shared between users; see ``ResponseCacheStore/isShared``.
  public let isShared: Bool
  private let state = Locked(LRUList())

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - byteLimit: the most bytes the entries may occupy (10 MB by default); negative counts
  ///     as zero.
  ///   - isShared: whether the store is shared between users (`false` by default).
  public init(byteLimit: Int = 10 * 1024 * 1024, isShared: Bool = false) {
    self.byteLimit = max(0, byteLimit)
    self.isShared = isShared
  }

  /// The bytes the entries occupy now.
  public var totalBytes: Int { state.withLock { $0.totalCost } }

  /// How many entries are stored.
  public var count: Int { state.withLock { $0.count } }

  /// The stored keys, most recently used first.
  public var keys: [CacheKey] { state.withLock { $0.keysByRecency() } }

  /// The entry under `key`, which becomes the most recently used.
  ///
  /// - Parameter key: the key.
  /// - Returns: the entry, or `nil` on a miss.
  public func entry(for key: CacheKey) -> CachedResponse? {
    state.withLock { $0.touch(key) }
  }

  /// Stores `entry` under `key` as the most recently used, then evicts down to the limit.
  ///
  /// - Parameters:
  ///   - entry: the entry.
  ///   - key: the key.
  public func save(_ entry: CachedResponse, for key: CacheKey) {
    let cost = entry.byteCount + key.stringValue.utf8.count
    let limit = byteLimit
    state.withLock { list in
      list.remove(key)
      guard cost <= limit else { return }
      list.insertFirst(key, entry, cost: cost)
      while list.totalCost > limit, list.removeLast() {}
    }
  }

  /// Removes the entry under `key`, if any.
  ///
  /// - Parameter key: the key.
  public func removeEntry(for key: CacheKey) {
    state.withLock { $0.remove(key) }
  }

  /// Removes every entry.
  public func removeAll() {
    state.withLock { $0 = LRUList() }
  }
}

/// A doubly linked list of entries in slots of an array, most recent first, with a map from
/// key to slot: O(1) touch, insert and eviction, no per-node objects.
struct LRUList {
  private struct Node {
    var key: CacheKey
    var entry: CachedResponse
    var cost: Int
    var previous: Int?
    var next: Int?
  }

  private var nodes: [Node?] = []
  private var free: [Int] = []
  private var slots: [CacheKey: Int] = [:]
  private var head: Int?
  private var tail: Int?
  private(set) var totalCost = 0

  var count: Int { slots.count }

  /// The entry under `key`, moved to the front.
  mutating func touch(_ key: CacheKey) -> CachedResponse? {
    guard let slot = slots[key], let node = nodes[slot] else { return nil }
    unlink(slot)
    linkFirst(slot)
    return node.entry
  }

  mutating func insertFirst(_ key: CacheKey, _ entry: CachedResponse, cost: Int) {
    let node = Node(key: key, entry: entry, cost: cost)
    let slot: Int
    if let reused = free.popLast() {
      slot = reused
      nodes[slot] = node
    } else {
      slot = nodes.count
      nodes.append(node)
    }
    slots[key] = slot
    totalCost += cost
    linkFirst(slot)
  }

  mutating func remove(_ key: CacheKey) {
    guard let slot = slots[key] else { return }
    drop(slot)
  }

  /// Drops the least recently used entry; `false` when the list is empty.
  mutating func removeLast() -> Bool {
    guard let tail else { return false }
    drop(tail)
    return true
  }

  func keysByRecency() -> [CacheKey] {
    var keys: [CacheKey] = []
    var cursor = head
    while let slot = cursor, let node = nodes[slot] {
      keys.append(node.key)
      cursor = node.next
    }
    return keys
  }

  private mutating func drop(_ slot: Int) {
    guard let node = nodes[slot] else { return }
    unlink(slot)
    slots[node.key] = nil
    totalCost -= node.cost
    nodes[slot] = nil
    free.append(slot)
  }

  private mutating func unlink(_ slot: Int) {
    let previous = nodes[slot]?.previous
    let next = nodes[slot]?.next
    if let previous { nodes[previous]?.next = next } else { head = next }
    if let next { nodes[next]?.previous = previous } else { tail = previous }
    nodes[slot]?.previous = nil
    nodes[slot]?.next = nil
  }

  private mutating func linkFirst(_ slot: Int) {
    nodes[slot]?.previous = nil
    nodes[slot]?.next = head
    if let head { nodes[head]?.previous = slot }
    head = slot
    if tail == nil { tail = slot }
  }
}
