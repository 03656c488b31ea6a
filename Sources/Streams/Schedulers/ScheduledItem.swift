/// One queued action of a scheduler that runs its queue itself: ``CurrentThreadScheduler``'s
/// trampoline and the test kit's virtual-time scheduler.
///
/// Disposing it before it runs cancels it; disposing it after it ran disposes what the action
/// returned.
@usableFromInline
package final class ScheduledItem: Cancelable, @unchecked Sendable {
  // Safe to share: `action` is immutable and only called by `run`, on the thread that drains
  // the queue holding the item; `disposed` and `result` are thread-safe disposables, and
  // `dispose()` from another thread only ever sets them.
  @usableFromInline let action: () -> Disposable
  @usableFromInline let disposed = BooleanDisposable()
  @usableFromInline let result = SingleAssignmentDisposable()

  /// Creates an item that runs `action` once, unless it is disposed first.
  @inlinable
  package init(_ action: @escaping () -> Disposable) { self.action = action }

  /// Whether the item was disposed.
  @inlinable
  package var isDisposed: Bool { disposed.isDisposed }

  /// Runs the action, unless the item was disposed, and keeps what it returned.
  @inlinable
  package func run() {
    if disposed.isDisposed { return }
    result.setDisposable(action())
  }

  /// Cancels the action if it has not run, else disposes what it returned.
  @inlinable
  package func dispose() {
    disposed.dispose()
    result.dispose()
  }
}
