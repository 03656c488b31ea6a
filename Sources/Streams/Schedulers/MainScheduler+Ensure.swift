extension MainScheduler {
  /// Checks that the caller runs on the main queue, as code that touches UI state must.
  ///
  /// RxSwift traps when the check fails; Streams reports a ``MainThreadViolation`` to
  /// ``Hooks/defaultErrorHandler`` instead (with the subscription call stack when
  /// ``Hooks/recordCallStackOnError`` is set) and returns, so a misplaced call is seen in logs
  /// and tests without crashing the app.
  ///
  /// - Parameter errorMessage: what the report says; a default message when `nil`.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    if isMainQueue { return }
    Hooks.unhandled(
      MainThreadViolation(message: errorMessage ?? "Running on a background thread."),
      callStack: Hooks.subscriptionCallStack())
  }

  /// Checks that the caller runs on the main scheduler; the same check as
  /// ``ensureRunningOnMainThread(errorMessage:)``, under RxSwift's other name.
  ///
  /// - Parameter errorMessage: what the report says; a default message when `nil`.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    ensureRunningOnMainThread(errorMessage: errorMessage ?? "Executing on a background thread.")
  }
}

/// Code that must run on the main queue ran elsewhere: reported by
/// ``MainScheduler/ensureRunningOnMainThread(errorMessage:)``.
public struct MainThreadViolation: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public let message: String

  /// Creates the report.
  ///
  /// - Parameter message: what went wrong.
  public init(message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
