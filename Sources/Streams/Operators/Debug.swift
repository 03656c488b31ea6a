import Foundation

extension ObservableType {
  /// Logs every subscription, event and disposal, then passes the events on unchanged.
  ///
  /// Each line reads `<time>: <identifier> -> <what>`, where `<what>` is `subscribed`,
  /// `Event next(1)` (or `error(…)`, `completed`) and `isDisposed`, as in RxSwift. Lines go to
  /// ``Hooks/debugOutput``, never to `print`.
  ///
  ///     --1--|  debug("id")  --1--|  (logs subscribed, Event next(1), Event completed, isDisposed)
  ///
  /// - Parameters:
  ///   - identifier: names the lines; defaults to `file:line (function)` of the call.
  ///   - trimOutput: whether to shorten event descriptions longer than 40 characters to their
  ///     first and last 20, joined by `...`.
  ///   - file: the calling file, for the default identifier.
  ///   - line: the calling line, for the default identifier.
  ///   - function: the calling function, for the default identifier.
  /// - Returns: the same sequence, logged.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let source = asObservable()
    let name = identifier ?? DebugLog.defaultIdentifier(file: file, line: line, function: function)
    return Observable { sink, lifetime in
      let log = DebugLog(name, trimOutput: trimOutput)
      log.write("subscribed")
      // Registered before upstream, so `isDisposed` is logged before upstream is released.
      lifetime.onDispose { log.write("isDisposed") }
      source.run(
        { event in
          log.write(event: event)
          sink(event)
        }, lifetime)
    }
  }
}

/// Formats and writes the lines of one `debug` subscription.
@usableFromInline
final class DebugLog: @unchecked Sendable {
  // Safe to share: the formatter is used only under `lock` (disposal may race an event on
  // another thread); every other property is immutable. A lock per line is fine here: the
  // operator builds a string per event anyway, and it is a debugging aid.
  @usableFromInline static let maximumEventLength = 40
  let identifier: String
  let trimOutput: Bool
  let output: Hooks.DebugOutput
  let formatter: DateFormatter
  let lock = Lock()

  @usableFromInline
  init(_ identifier: String, trimOutput: Bool) {
    self.identifier = identifier
    self.trimOutput = trimOutput
    output = Hooks.debugOutput
    formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
  }

  @usableFromInline
  static func defaultIdentifier(file: String, line: UInt, function: String) -> String {
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    return "\(fileName):\(line) (\(function))"
  }

  @usableFromInline
  func write<Element>(event: Event<Element>) {
    let text = String(describing: event)
    guard trimOutput, text.count > Self.maximumEventLength else { return write("Event \(text)") }
    let half = Self.maximumEventLength / 2
    write("Event \(text.prefix(half))...\(text.suffix(half))")
  }

  @usableFromInline
  func write(_ message: String) {
    let time = lock.withLock { formatter.string(from: Date()) }
    output("\(time): \(identifier) -> \(message)")
  }
}
