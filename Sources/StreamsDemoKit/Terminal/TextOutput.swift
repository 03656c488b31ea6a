import Foundation
import Streams

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Somewhere the demo writes text: standard output, standard error, or a capture in tests.
public protocol TextOutput: Sendable {
  /// Whether the output is an interactive terminal (colour and redrawn lines are allowed).
  var isTerminal: Bool { get }

  /// Writes `text` as given.
  ///
  /// - Parameter text: the text, newlines included.
  func write(_ text: String)
}

/// Standard output or standard error.
public struct StandardStream: TextOutput {
  private let handle: FileHandle
  /// Whether the stream is a TTY, by `isatty`.
  public let isTerminal: Bool

  /// Standard output.
  public static var output: StandardStream {
    StandardStream(handle: .standardOutput, descriptor: STDOUT_FILENO)
  }

  /// Standard error.
  public static var error: StandardStream {
    StandardStream(handle: .standardError, descriptor: STDERR_FILENO)
  }

  private init(handle: FileHandle, descriptor: Int32) {
    self.handle = handle
    isTerminal = isatty(descriptor) == 1
  }

  /// Writes `text` in one write.
  ///
  /// - Parameter text: the text.
  public func write(_ text: String) {
    try? handle.write(contentsOf: Data(text.utf8))
  }
}

/// Text kept in memory, for tests of the entry point.
public final class CapturedOutput: TextOutput, @unchecked Sendable {
  // Safe to share: the text lives in a `Locked` box; `isTerminal` is immutable.
  private let buffer = Locked("")
  /// Whether to pretend to be a terminal.
  public let isTerminal: Bool

  /// Creates an empty capture.
  ///
  /// - Parameter isTerminal: whether to pretend to be a terminal.
  public init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  /// Appends `text`.
  ///
  /// - Parameter text: the text.
  public func write(_ text: String) { buffer.withLock { $0 += text } }

  /// Everything written so far.
  public var text: String { buffer.withLock { $0 } }

  /// Everything written so far, as lines.
  public var lines: [String] { text.split(separator: "\n").map(String.init) }
}
