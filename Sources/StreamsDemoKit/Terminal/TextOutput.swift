import Foundation
import Streams

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Somewhere the demo writes text: standard output, standard error, or a capture in tests.
package protocol TextOutput: Sendable {
  /// Whether the output is an interactive terminal (colour and redrawn lines are allowed).
  var isTerminal: Bool { get }

  /// Writes `text` as given.
  ///
  /// - Parameter text: the text, newlines included.
  func write(_ text: String)
}

/// Standard output or standard error.
package struct StandardStream: TextOutput {
  private let handle: FileHandle
  /// Whether the stream is a TTY, by `isatty`.
  package let isTerminal: Bool

  /// Standard output.
  package static var output: StandardStream {
    StandardStream(handle: .standardOutput, descriptor: STDOUT_FILENO)
  }

  /// Standard error.
  package static var error: StandardStream {
    StandardStream(handle: .standardError, descriptor: STDERR_FILENO)
  }

  private init(handle: FileHandle, descriptor: Int32) {
    self.handle = handle
    isTerminal = isatty(descriptor) == 1
  }

  /// Writes `text` in one write.
  ///
  /// - Parameter text: the text.
  package func write(_ text: String) {
    try? handle.write(contentsOf: Data(text.utf8))
  }
}

/// Text kept in memory, for tests of the entry point.
package final class CapturedOutput: TextOutput, Sendable {
  private let buffer = Locked("")
  /// Whether to pretend to be a terminal.
  package let isTerminal: Bool

  /// Creates an empty capture.
  ///
  /// - Parameter isTerminal: whether to pretend to be a terminal.
  package init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  /// Appends `text`.
  ///
  /// - Parameter text: the text.
  package func write(_ text: String) { buffer.withLock { $0 += text } }

  /// Everything written so far.
  package var text: String { buffer.withLock { $0 } }

  /// Everything written so far, as lines.
  package var lines: [String] { text.split(separator: "\n").map(String.init) }
}
