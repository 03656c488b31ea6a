/// Runs a closure once, on the first `dispose()`, then lets the closure go.
@usableFromInline
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  // Safe to share: `action` is read and cleared only by the one caller that wins `disposed`.
  @usableFromInline let disposed = AtomicCell<Bool>(false)
  @usableFromInline var action: (() -> Void)?

  @inlinable
  init(_ action: @escaping () -> Void) { self.action = action }

  @inlinable
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let action = self.action
    self.action = nil
    action?()
  }
}
