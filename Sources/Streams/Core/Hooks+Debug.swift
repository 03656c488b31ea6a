import Foundation

extension Hooks {
  /// Receives each line that `debug(_:trimOutput:file:line:function:)` logs.
  public typealias DebugOutput = (String) -> Void

  /// Where `debug` writes its lines; read once per subscription.
  ///
  /// The default writes each line, with a newline, to standard output. Set it to route the
  /// lines to a logger, or to collect them in a test.
  public static var debugOutput: DebugOutput {
    get { settings.withLock { $0.debugOutput } }
    set { settings.withLock { $0.debugOutput = newValue } }
  }

  static func standardDebugOutput(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
