/// A resource that can be released: a subscription, a scheduled action, a network task.
///
/// Calling ``dispose()`` more than once has no further effect. Disposing a subscription stops
/// its upstream work and releases the closures it holds.
public protocol Disposable {
  /// Releases the resource; later calls do nothing.
  func dispose()
}

/// A ``Disposable`` that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether ``Disposable/dispose()`` has been called.
  var isDisposed: Bool { get }
}
