import Foundation
import Streams

/// The demo's view of its two outputs: lines, one redrawn status line, colour, errors.
///
/// Colour and redrawing happen only when the output is a terminal (`isatty`) and colour was
/// not turned off; otherwise every update is a plain line, so logs and pipes read well.
package final class Terminal: Sendable {
  // Every write happens while the open-line flag's lock is held, so lines from different
  // threads never interleave.

  /// Text styles.
  package enum Style: String, Sendable {
    /// Bold.
    case bold = "1"
    /// Dim.
    case dim = "2"
    /// Red.
    case red = "31"
    /// Green.
    case green = "32"
    /// Yellow.
    case yellow = "33"
    /// Cyan.
    case cyan = "36"
  }

  /// Where the human-readable output goes.
  package let output: TextOutput
  /// Where error lines go.
  package let errors: TextOutput
  /// Whether text is coloured.
  package let usesColor: Bool
  /// Whether a status line is redrawn in place (a terminal) rather than repeated.
  package let redraws: Bool
  private let openLine = Locked(false)

  /// Creates a terminal over two outputs.
  ///
  /// - Parameters:
  ///   - output: where lines go.
  ///   - errors: where error lines go.
  ///   - color: whether colour is wanted; it is used only when `output` is a terminal.
  package init(output: TextOutput, errors: TextOutput, color: Bool = true) {
    self.output = output
    self.errors = errors
    usesColor = color && output.isTerminal
    redraws = output.isTerminal
  }

  /// A terminal that writes nothing.
  package static var silent: Terminal { Terminal(output: Discard(), errors: Discard()) }

  /// Writes one line, ending a redrawn status line first.
  ///
  /// - Parameter text: the line, without its newline.
  package func line(_ text: String = "") {
    openLine.withLock { open in
      output.write((open ? "\n" : "") + text + "\n")
      open = false
    }
  }

  /// Replaces the status line on a terminal; elsewhere writes it as a line.
  ///
  /// - Parameter text: the status, without a newline.
  package func redraw(_ text: String) {
    guard redraws else { return line(text) }
    openLine.withLock { open in
      output.write("\r\u{1B}[2K" + text)
      open = true
    }
  }

  /// Ends the status line, if one is open.
  package func endRedraw() {
    openLine.withLock { open in
      if open { output.write("\n") }
      open = false
    }
  }

  /// Writes one line to the error output.
  ///
  /// - Parameter text: the line, without its newline.
  package func error(_ text: String) {
    openLine.withLock { open in
      if open { output.write("\n") }
      open = false
      errors.write(text + "\n")
    }
  }

  /// `text` in `style`, or as it is without colour.
  ///
  /// - Parameters:
  ///   - text: the text.
  ///   - style: the style.
  /// - Returns: the styled text.
  package func paint(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}

/// An output that drops everything.
struct Discard: TextOutput {
  var isTerminal: Bool { false }
  func write(_ text: String) {}
}
