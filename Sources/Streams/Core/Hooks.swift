import Foundation

/// Global hooks, spelled as in RxSwift.
public enum Hooks {
  /// Receives an error that reached a subscription without an `onError` handler.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

  /// Captures the call stack of a subscription, for ``DefaultErrorHandler``.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  private static let handler = Locked<DefaultErrorHandler>(Hooks.standardErrorHandler)
  private static let capture = Locked<(record: Bool, capture: CustomCaptureSubscriptionCallstack)>(
    (false, Hooks.standardCapture))

  /// Called for each error that reaches a `subscribe` without `onError`.
  ///
  /// The default writes one line to standard error in debug builds and does nothing in release
  /// builds. Set it to route unhandled errors to your logger or crash reporter.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { handler.withLock { $0 } }
    set { handler.withLock { $0 = newValue } }
  }

  /// Whether a `subscribe` without `onError` records its call stack, for
  /// ``defaultErrorHandler`` to report with an error that reaches it; `false` by default.
  ///
  /// Recording costs a stack capture per such subscription: turn it on while hunting an
  /// unhandled error.
  public static var recordCallStackOnError: Bool {
    get { capture.withLock { $0.record } }
    set { capture.withLock { $0.record = newValue } }
  }

  /// How a subscription's call stack is captured when ``recordCallStackOnError`` is set.
  ///
  /// The default returns `Thread.callStackSymbols` in debug builds and nothing in release
  /// builds.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { capture.withLock { $0.capture } }
    set { capture.withLock { $0.capture = newValue } }
  }

  private static func standardErrorHandler(_ callStack: [String], _ error: Error) {
    #if DEBUG
    var line = "Streams: unhandled error: \(error)\n"
    if !callStack.isEmpty {
      line += "subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
    }
    FileHandle.standardError.write(Data(line.utf8))
    #endif
  }

  private static func standardCapture() -> [String] {
    #if DEBUG
    return Thread.callStackSymbols
    #else
    return []
    #endif
  }

  /// The call stack to keep for a subscription: captured when ``recordCallStackOnError`` is
  /// set, else empty.
  @usableFromInline
  static func subscriptionCallStack() -> [String] {
    let (record, capture) = Hooks.capture.withLock { ($0.record, $0.capture) }
    return record ? capture() : []
  }

  @usableFromInline
  static func unhandled(_ error: Error, callStack: [String] = []) {
    defaultErrorHandler(callStack, error)
  }
}
