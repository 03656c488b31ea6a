#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`: the one box for mutable state shared across threads.
///
/// A struct around one object that holds both the value and the mutex (tail-allocated: one
/// allocation, and an address that never moves; taking `&` of a stored property would hand
/// pthread a temporary). `Synchronization.Mutex` is avoided on purpose: on Linux with Swift
/// 6.3.1 ThreadSanitizer reports false races inside `Mutex.withLock`, and a sanitizer job that
/// cries wolf is worse than none.
@usableFromInline
package struct Locked<State>: @unchecked Sendable {
  // Safe to share: the state is read and written only while the mutex is held.
  @usableFromInline let storage: LockedStorage<State>

  /// Creates a box holding `initial`.
  @inlinable
  package init(_ initial: State) { storage = LockedStorage.make(initial) }

  /// Runs `body` with exclusive access to the state and returns what it returns.
  ///
  /// Never call out to an observer from `body`.
  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&state.pointee)
    }
  }
}

/// A plain mutex, for code that pairs ``lock()`` and ``unlock()`` around a short section.
@usableFromInline
package struct Lock: @unchecked Sendable {
  // Safe to share: pthread synchronises every access to the mutex.
  @usableFromInline let storage: LockedStorage<Void>

  /// Creates an unlocked mutex.
  @inlinable
  package init() { storage = LockedStorage.make(()) }

  /// Acquires the mutex, blocking until it is free.
  @inlinable
  package func lock() { storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) } }

  /// Releases the mutex; the calling thread must hold it.
  @inlinable
  package func unlock() {
    storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) }
  }

  /// Runs `body` while holding the mutex.
  ///
  /// Never call out to an observer from `body`.
  @inlinable
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// The storage of ``Locked`` and ``Lock``: the state as header, the mutex as the one element.
///
/// Open to subclasses that add behaviour but no stored property (their state goes in the
/// header), so an object that needs a lock can be its own lock: one allocation, not two.
@usableFromInline
package class LockedStorage<State>: ManagedBuffer<State, pthread_mutex_t> {
  @inlinable
  static func make(_ initial: State) -> LockedStorage<State> { make(LockedStorage.self, initial) }

  /// Allocates an object of class `type` holding `initial`, its mutex ready.
  @inlinable
  static func make<Storage: LockedStorage<State>>(_ type: Storage.Type, _ initial: State)
    -> Storage
  {
    let buffer = type.create(minimumCapacity: 1) { _ in initial }
    let storage = unsafeDowncast(buffer, to: type)
    storage.withUnsafeMutablePointerToElements { mutex in
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }
    return storage
  }

  deinit {
    withUnsafeMutablePointers { _, mutex in
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
    }
  }
}
