import Foundation
import Streams

/// A sink that shows a reply growing token by token: redrawn in place on a terminal, written
/// once, whole, when it ends elsewhere (a log gets one line, not one per token).
package final class TokenLine: Sendable {
  private let terminal: Terminal
  private let scheduler: RenderScheduler
  private let text = Locked("")

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - terminal: where to write.
  ///   - scheduler: where the binder delivers.
  package init(terminal: Terminal, scheduler: RenderScheduler) {
    self.terminal = terminal
    self.scheduler = scheduler
  }

  /// Appends each token, on the render scheduler.
  package var binder: Binder<String> {
    Binder(self, scheduler: scheduler) { line, token in line.append(token) }
  }

  /// The reply so far.
  package var reply: String { text.withLock { $0 } }

  /// Ends the line: writes the whole reply where nothing was redrawn.
  package func finish() {
    if terminal.redraws {
      terminal.endRedraw()
    } else {
      terminal.line("  " + reply)
    }
  }

  func append(_ token: String) {
    let reply = text.withLock { text in
      text += token
      return text
    }
    if terminal.redraws { terminal.redraw("  " + reply) }
  }
}
