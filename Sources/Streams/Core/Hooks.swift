import Foundation

/// Global hooks, spelled as in RxSwift.
public enum Hooks {
  /// Receives an error that reached a subscription without an `onError` handler.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

  private static let handler = Locked<DefaultErrorHandler>(Hooks.standardErrorHandler)

  /// Called for each error that reaches a `subscribe` without `onError`.
  ///
  /// The default writes one line to standard error in debug builds and does nothing in release
  /// builds. Set it to route unhandled errors to your logger or crash reporter.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { handler.withLock { $0 } }
    set { handler.withLock { $0 = newValue } }
  }

  private static func standardErrorHandler(_ callStack: [String], _ error: Error) {
    #if DEBUG
    FileHandle.standardError.write(Data("Streams: unhandled error: \(error)\n".utf8))
    #endif
  }

  @usableFromInline
  static func unhandled(_ error: Error) { defaultErrorHandler([], error) }
}
