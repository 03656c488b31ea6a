import CStreamsAtomics

/// Runs a closure once, on the first `dispose()`, then lets the closure go.
///
/// One allocation: the closure is the buffer's header and the disposed flag an atomic word in
/// its tail (a closure that captures one object needs no context of its own, so
/// `lifetime.onDispose { [self] in … }` allocates just this).
@usableFromInline
final class AnonymousDisposable: ManagedBuffer<(() -> Void)?, streams_atomic_word>, Cancelable {
  // Thread-safe (a `ManagedBuffer` cannot be declared `Sendable`): the flag is only read and
  // written atomically, and the action (the header) is read and cleared only by the one caller
  // whose exchange of the flag wins.

  /// A disposable that runs `action` on its first `dispose()`.
  @inlinable
  static func make(_ action: @escaping () -> Void) -> AnonymousDisposable {
    let buffer = create(minimumCapacity: 1) { _ in action }
    let disposable = unsafeDowncast(buffer, to: AnonymousDisposable.self)
    disposable.withUnsafeMutablePointerToElements { streams_atomic_init($0, 0) }
    return disposable
  }

  @inlinable
  var isDisposed: Bool {
    withUnsafeMutablePointerToElements { AtomicWord($0).load(ordering: .acquiring) } != 0
  }

  @inlinable
  func dispose() {
    let wasDisposed = withUnsafeMutablePointerToElements {
      AtomicWord($0).exchange(1, ordering: .acquiringAndReleasing)
    }
    if wasDisposed != 0 { return }
    let action = withUnsafeMutablePointerToHeader { header in
      let action = header.pointee
      header.pointee = nil
      return action
    }
    action?()
  }
}
