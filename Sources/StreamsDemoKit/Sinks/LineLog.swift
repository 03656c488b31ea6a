import Foundation
import Streams

/// A sink that writes each string it receives as an indented line: the scenes' running
/// commentary (each attempt, each page).
package final class LineLog: Sendable {
  private let terminal: Terminal
  private let scheduler: RenderScheduler
  private let written = Locked<[String]>([])

  /// Creates a log.
  ///
  /// - Parameters:
  ///   - terminal: where to write.
  ///   - scheduler: where the binder delivers.
  package init(terminal: Terminal, scheduler: RenderScheduler) {
    self.terminal = terminal
    self.scheduler = scheduler
  }

  /// Writes each line, on the render scheduler.
  package var binder: Binder<String> {
    Binder(self, scheduler: scheduler) { log, text in log.write(text) }
  }

  /// The lines written so far.
  package var lines: [String] { written.withLock { $0 } }

  func write(_ text: String) {
    written.withLock { $0.append(text) }
    terminal.line("  " + terminal.paint("·", .dim) + " " + text)
  }
}
