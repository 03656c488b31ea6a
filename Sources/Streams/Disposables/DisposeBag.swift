/// Owns disposables and disposes them when it is deallocated.
///
/// Unlike RxSwift's bag, this one forgets subscriptions that are already over: an inserted
/// subscription that has been disposed (or has terminated) is pruned on later inserts, so a
/// long-lived bag holds memory in proportion to what is still live, not to all it ever saw.
public final class DisposeBag: Sendable {
  private let state = Locked<(disposed: Bool, entries: [Disposable], pruneAt: Int)>(
    (false, [], DisposeBag.minimumPrune))
  private static let minimumPrune = 32

  /// Creates an empty bag.
  public init() {}

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    insert(disposables)
  }

  /// Adds `disposable`, to be disposed with the bag.
  public func insert(_ disposable: Disposable) {
    if let cancelable = disposable as? Cancelable, cancelable.isDisposed { return }
    let rejected = state.withLock { state -> Bool in
      if state.disposed { return true }
      state.entries.append(disposable)
      if state.entries.count >= state.pruneAt {
        state.entries.removeAll { ($0 as? Cancelable)?.isDisposed == true }
        state.pruneAt = Swift.max(DisposeBag.minimumPrune, state.entries.count * 2)
      }
      return false
    }
    if rejected { disposable.dispose() }
  }

  /// Adds every disposable in `disposables`.
  public func insert(_ disposables: Disposable...) { insert(disposables) }

  /// Adds every disposable in `disposables`.
  public func insert(_ disposables: [Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// The number of disposables the bag holds (pruned ones excluded).
  package var count: Int { state.withLock { $0.entries.count } }

  deinit {
    let entries = state.withLock { state -> [Disposable] in
      state.disposed = true
      defer { state.entries = [] }
      return state.entries
    }
    for entry in entries { entry.dispose() }
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, to be disposed when the bag is deallocated.
  ///
  /// - Parameter bag: the bag that takes ownership.
  public func disposed(by bag: DisposeBag) { bag.insert(self) }
}
