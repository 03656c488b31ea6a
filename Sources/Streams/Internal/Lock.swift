import CStreamsAtomics

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
  @usableFromInline let storage: LockedStorage<State>

  /// Creates a box holding `initial`.
  @inlinable
  package init(_ initial: State) { storage = LockedStorage.make(initial) }

  /// Runs `body` with exclusive access to the state and returns what it returns.
  ///
  /// Never call out to an observer from `body`.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, word in
      streams_lock(word)
      defer { streams_unlock(word) }
      return try body(&state.pointee)
    }
  }
}

/// A plain lock, for code that pairs ``lock()`` and ``unlock()`` around a short section on one
/// thread.
@usableFromInline
package struct Lock: @unchecked Sendable {
  // Safe to share: the lock word is only changed atomically.
  @usableFromInline let storage: LockedStorage<Void>

  /// Creates an unlocked lock.
  @inlinable
  package init() { storage = LockedStorage.make(()) }

  /// Acquires the lock, sleeping until it is free.
  @inlinable
  package func lock() { storage.withUnsafeMutablePointerToElements { streams_lock($0) } }

  /// Releases the lock; the calling thread must hold it.
  @inlinable
  package func unlock() { storage.withUnsafeMutablePointerToElements { streams_unlock($0) } }

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

/// The storage of ``Locked`` and ``Lock``: the state as header, the lock word as the one element.
///
/// Open to subclasses that add behaviour but no stored property (their state goes in the
/// header), so an object that needs a lock can be its own lock: one allocation, not two.
@usableFromInline
package class LockedStorage<State>: ManagedBuffer<State, streams_atomic_word> {
  @inlinable
  static func make(_ initial: State) -> LockedStorage<State> { make(LockedStorage.self, initial) }

  /// Allocates an object of class `type` holding `initial`, its lock free.
  @inlinable
  static func make<Storage: LockedStorage<State>>(_ type: Storage.Type, _ initial: State)
    -> Storage
  {
    let buffer = type.create(minimumCapacity: 1) { _ in initial }
    let storage = unsafeDowncast(buffer, to: type)
    storage.withUnsafeMutablePointerToElements { streams_atomic_init($0, 0) }
    return storage
  }
}
