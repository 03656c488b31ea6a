/// A group of disposables that are disposed together.
///
/// A disposable inserted after the group is disposed is disposed at once.
public final class CompositeDisposable: Cancelable, Sendable {
  private let state: Locked<(disposed: Bool, bag: Bag<Disposable>)>

  /// A key that removes one disposable from the group.
  public struct DisposeKey: Hashable, Sendable {
    let key: BagKey
  }

  /// Creates an empty group.
  public init() { state = Locked((false, Bag())) }

  /// Creates a group of two disposables.
  public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
    self.init(disposables: [disposable1, disposable2])
  }

  /// Creates a group of three disposables.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// Creates a group of the given disposables.
  public convenience init(_ disposable1: Disposable, _ disposables: Disposable...) {
    self.init(disposables: [disposable1] + disposables)
  }

  /// Creates a group of the given disposables.
  public init(disposables: [Disposable]) {
    var bag = Bag<Disposable>()
    for disposable in disposables { bag.insert(disposable) }
    state = Locked((false, bag))
  }

  /// Whether the group has been disposed.
  public var isDisposed: Bool { state.withLock { $0.disposed } }

  /// The number of disposables in the group.
  public var count: Int { state.withLock { $0.bag.count } }

  /// Adds `disposable` to the group.
  ///
  /// - Returns: the key that removes it, or `nil` when the group was already disposed (then
  ///   `disposable` has been disposed too).
  @discardableResult
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    let key: BagKey? = state.withLock { state in
      state.disposed ? nil : state.bag.insert(disposable)
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(key: key)
  }

  /// Removes the disposable for `disposeKey` from the group and disposes it.
  public func remove(for disposeKey: DisposeKey) {
    let removed = state.withLock { $0.bag.remove(disposeKey.key) }
    removed?.dispose()
  }

  /// Disposes every disposable in the group, in insertion order.
  public func dispose() {
    let removed: [Disposable] = state.withLock { state in
      if state.disposed { return [] }
      state.disposed = true
      return state.bag.removeAll()
    }
    for disposable in removed { disposable.dispose() }
  }
}
