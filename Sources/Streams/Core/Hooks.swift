import Foundation

/// Global hooks, spelled as in RxSwift.
public enum Hooks {
  /// Receives an error that reached a subscription without an `onError` handler.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

  /// Captures the call stack of a subscription, for ``DefaultErrorHandler``.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  /// Every hook, in one struct behind one lock.
  ///
  /// A struct on purpose: with a closure (or a tuple holding one) as `Locked`'s generic state,
  /// Swift 6.3 rewraps the stored closure in two more reabstraction thunks on every `withLock`
  /// whose body reads it (the `inout` write-back of swiftlang/swift#91348), so each `subscribe`
  /// without `onError` kept 80 bytes and the chain deepened until calling the hook overflowed
  /// the stack. A struct's stored closures are not reabstracted.
  struct Settings {
    var errorHandler: DefaultErrorHandler = Hooks.standardErrorHandler
    var recordCallStack = false
    var capture: CustomCaptureSubscriptionCallstack = Hooks.standardCapture
    var debugOutput: DebugOutput = Hooks.standardDebugOutput
  }

  static let settings = Locked(Settings())

  /// Called for each error that reaches a `subscribe` without `onError`.
  ///
  /// The default writes one line to standard error in debug builds and does nothing in release
  /// builds. Set it to route unhandled errors to your logger or crash reporter.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { settings.withLock { $0.errorHandler } }
    set { settings.withLock { $0.errorHandler = newValue } }
  }

  /// Whether a `subscribe` without `onError` records its call stack, for
  /// ``defaultErrorHandler`` to report with an error that reaches it; `false` by default.
  ///
  /// Recording costs a stack capture per such subscription: turn it on while hunting an
  /// unhandled error.
  public static var recordCallStackOnError: Bool {
    get { settings.withLock { $0.recordCallStack } }
    set { settings.withLock { $0.recordCallStack = newValue } }
  }

  /// How a subscription's call stack is captured when ``recordCallStackOnError`` is set.
  ///
  /// The default returns `Thread.callStackSymbols` in debug builds and nothing in release
  /// builds.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { settings.withLock { $0.capture } }
    set { settings.withLock { $0.capture = newValue } }
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
    // The closure is copied out only when it is to be called.
    let capture = settings.withLock { $0.recordCallStack ? $0.capture : nil }
    return capture?() ?? []
  }

  @usableFromInline
  static func unhandled(_ error: Error, callStack: [String] = []) {
    defaultErrorHandler(callStack, error)
  }
}
