import Foundation
import StreamsNetwork

/// Moya's token for a request that can be cancelled: a ``Cancellable`` that runs an action the
/// first time it is cancelled.
///
/// Apps use it in their own `MoyaProvider` subclasses and test doubles, to hand back a
/// `Cancellable` of their own from a `request` override:
///
/// ```swift
/// return CancellableToken { task.cancel() }
/// ```
///
/// Cancelling twice, or from several threads at once, runs the action once. The action runs on
/// the thread that cancels, after the token has marked itself cancelled and without holding its
/// lock (Moya's holds a semaphore around it).
public final class CancellableToken: Cancellable, CustomDebugStringConvertible,
  @unchecked Sendable
{
  // Safe to share: `action` and `cancelled` are read and written under `lock` only; the action
  // is taken out under the lock and run after it is released.
  private let lock = NSLock()
  private var action: (() -> Void)?
  private var cancelled = false

  /// A token whose first ``cancel()`` runs `action`.
  ///
  /// - Parameter action: what cancelling does, run once.
  public init(action: @escaping () -> Void) {
    self.action = action
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// Marks the token cancelled and runs its action, the first time only.
  public func cancel() {
    lock.lock()
    let pending = action
    action = nil
    cancelled = true
    lock.unlock()
    pending?()
  }

  /// What Moya's token says when it carries no Alamofire request: `Empty Request`.
  public var debugDescription: String { "Empty Request" }
}
