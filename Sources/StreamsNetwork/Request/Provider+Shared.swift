import Streams

/// The provider ``Request`` values use unless they name their own.
private let sharedProvider = Locked<Provider<MultiTarget>?>(nil)

extension Provider where Target == MultiTarget {
  /// The provider requests use by default.
  ///
  /// A plain ``Provider`` with a ``URLSessionTransport``, created on first use. Set it at start-up to add plugins or stubs for every request.
  public static var shared: Provider<MultiTarget> {
    get {
      sharedProvider.withLock { current in
        if let current { return current }
        let made = Provider<MultiTarget>()
        current = made
        return made
      }
    }
    set { sharedProvider.withLock { $0 = newValue } }
  }
}
