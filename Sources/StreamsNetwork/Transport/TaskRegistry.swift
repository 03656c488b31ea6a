import Streams

/// The state of every request a transport has in flight, keyed by session task identifier.
///
/// The session's delegate looks each callback's state up here; the transport registers a
/// state before resuming its task, and the delegate removes it when the task completes (or
/// when a redirect moves the request onto a new task). Lookups are one dictionary access under
/// a lock: cheap enough for every data callback.
final class TaskRegistry: Sendable {
  private let entries = Locked<[Int: SessionTaskState]>([:])

  /// Registers `state` as the owner of the session task `identifier`.
  func insert(_ state: SessionTaskState, for identifier: Int) {
    entries.withLock { $0[identifier] = state }
  }

  /// The state of the session task `identifier`, if it is still registered.
  func state(for identifier: Int) -> SessionTaskState? {
    entries.withLock { $0[identifier] }
  }

  /// Forgets the session task `identifier` and returns its state.
  @discardableResult
  func remove(_ identifier: Int) -> SessionTaskState? {
    entries.withLock { $0.removeValue(forKey: identifier) }
  }

  /// The number of session tasks registered: requests in flight, and cancelled ones whose task
  /// has not reported its end yet.
  var count: Int { entries.withLock { $0.count } }
}
