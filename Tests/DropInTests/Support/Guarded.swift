import Foundation

/// A value shared between a test and the callbacks it waits for, behind a lock: these tests
/// see only the original libraries' names, so they bring their own box.
final class Guarded<Value>: @unchecked Sendable {
  // Safe to share: `value` is read and written under `lock` only.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, under the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// Whether the caller runs on the main dispatch queue: read from a queue-specific key, since on
/// Linux the main queue may be drained by a thread other than the process's first.
var isOnMainQueue: Bool {
  _ = markMainQueue
  return DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

private let mainQueueKey = DispatchSpecificKey<Bool>()
private let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
