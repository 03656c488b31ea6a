/// The word of a ``Locked``, a ``Lock`` or another storage whose one word is its lock.
@inlinable var lockWord: WordSlot { WordSlot(0) }

/// A value guarded by a lock: the one box for mutable state shared across threads.
///
/// A struct around one object that holds both the value and the lock word (`streams_lock`:
/// `os_unfair_lock` on Darwin, a futex on Linux), tail-allocated: one allocation, and an address
/// that never moves (taking `&` of a stored property would hand the lock a temporary).
/// `Synchronization.Mutex` is avoided on purpose: on Linux with Swift 6.3.1 ThreadSanitizer
/// reports false races inside `Mutex.withLock`, and a sanitizer job that cries wolf is worse
/// than none; it understands the lock word's C11 atomics.
@usableFromInline
package struct Locked<State>: @unchecked Sendable {
  // Safe to share: the state is read and written only while the lock is held.
  @usableFromInline let storage: WordStorage<State>

  /// Creates a box holding `initial`.
  @inlinable
  package init(_ initial: State) {
    storage = WordStorage.make(WordStorage.self, slots: 1, header: initial)
  }

  /// Runs `body` with exclusive access to the state and returns what it returns.
  ///
  /// Never call out to an observer from `body`.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withLock(lockWord, body)
  }
}

/// A plain lock, for code that pairs ``lock()`` and ``unlock()`` around a short section on one
/// thread.
@usableFromInline
package struct Lock: @unchecked Sendable {
  // Safe to share: the lock word is only changed atomically.
  @usableFromInline let storage: WordStorage<Void>

  /// Creates an unlocked lock.
  @inlinable
  package init() { storage = WordStorage.make(WordStorage.self, slots: 1, header: ()) }

  /// Acquires the lock, sleeping until it is free.
  @inlinable
  package func lock() { storage.lock(lockWord) }

  /// Releases the lock; the calling thread must hold it.
  @inlinable
  package func unlock() { storage.unlock(lockWord) }

  /// Runs `body` while holding the lock.
  ///
  /// Never call out to an observer from `body`.
  @inlinable
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
