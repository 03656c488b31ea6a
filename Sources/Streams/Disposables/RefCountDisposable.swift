/// Disposes its underlying disposable once it is disposed and every retained handle is too.
public final class RefCountDisposable: Cancelable, Sendable {
  private let state: Locked<(disposable: Disposable?, count: Int, primaryDisposed: Bool)>

  /// Creates a reference-counted wrapper around `disposable`.
  ///
  /// - Parameter disposable: disposed when the wrapper and all its handles are disposed.
  public init(disposable: Disposable) { state = Locked((disposable, 0, false)) }

  /// Whether the underlying disposable has been disposed.
  public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

  /// Takes a handle that keeps the underlying disposable alive until the handle is disposed.
  ///
  /// - Returns: the handle; after the underlying disposable is gone, a no-op disposable.
  public func retain() -> Disposable {
    let retained = state.withLock { state -> Bool in
      guard state.disposable != nil else { return false }
      state.count += 1
      return true
    }
    guard retained else { return Disposables.create() }
    return Disposables.create(with: { [self] in self.release() })
  }

  /// Disposes the primary handle; the underlying disposable goes when no handle is left.
  public func dispose() {
    let release: Disposable? = state.withLock { state in
      guard !state.primaryDisposed, let disposable = state.disposable else { return nil }
      state.primaryDisposed = true
      guard state.count == 0 else { return nil }
      state.disposable = nil
      return disposable
    }
    release?.dispose()
  }

  private func release() {
    let release: Disposable? = state.withLock { state in
      guard let disposable = state.disposable else { return nil }
      state.count -= 1
      guard state.primaryDisposed, state.count == 0 else { return nil }
      state.disposable = nil
      return disposable
    }
    release?.dispose()
  }
}
