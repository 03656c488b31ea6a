/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, Sendable {
  /// A boolean disposable that is already disposed.
  public static let disposed = BooleanDisposable(isDisposed: true)

  private let state: AtomicCell<Bool>

  /// Creates a boolean disposable that is not yet disposed.
  public init() { state = AtomicCell(false) }

  /// Creates a boolean disposable in the given state.
  ///
  /// - Parameter isDisposed: whether it starts out disposed.
  public init(isDisposed: Bool) { state = AtomicCell(isDisposed) }

  /// Whether ``dispose()`` has been called.
  public var isDisposed: Bool { state.load(ordering: .acquiring) }

  /// Marks the disposable as disposed.
  public func dispose() { state.store(true, ordering: .releasing) }
}
