import Foundation

// Moya's internal `Atomic` wrapper, which Moya's own specs reach through `@testable import Moya`
// (they keep the label of the queue a callback ran on in one). Internal, as in Moya: nothing in
// this module needs it, and a file that imports Moya normally does not see it.

/// A value read and written under a lock, as Moya's internal `Atomic` property wrapper.
@propertyWrapper
final class Atomic<Value>: @unchecked Sendable {
  // Safe to share: `value` is read and written under `lock` only.
  private let lock = NSLock()
  private var value: Value

  /// The value, read or replaced under the lock.
  var wrappedValue: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      value = newValue
    }
  }

  /// Wraps `value`.
  init(wrappedValue value: Value) {
    self.value = value
  }
}
