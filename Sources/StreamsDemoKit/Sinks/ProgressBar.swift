import Foundation
import Streams

/// How far a fan-out has got: what has arrived out of how many, and since when.
package struct FanOutProgress: Sendable, Hashable {
  /// How many inner requests there are in all.
  package var total: Int
  /// How many matches the search reported, beyond the ones fetched.
  package var matches: Int
  /// What has arrived, in arrival order.
  package var finished: [Repository]
  /// When the fan-out started.
  package var started: Date
  /// When the last result arrived.
  package var updated: Date

  /// Creates the progress before anything has arrived.
  ///
  /// - Parameters:
  ///   - total: the number of inner requests.
  ///   - matches: the number of matches the search reported; `total` by default.
  ///   - started: the start time.
  package init(total: Int, matches: Int? = nil, started: Date = Date()) {
    self.total = total
    self.matches = matches ?? total
    finished = []
    self.started = started
    updated = started
  }

  /// This progress with `repository` arrived now.
  ///
  /// - Parameter repository: the result that arrived.
  /// - Returns: the new progress.
  package func adding(_ repository: Repository) -> FanOutProgress {
    var next = self
    next.finished.append(repository)
    next.updated = Date()
    return next
  }

  /// Whether every inner request has answered.
  package var isComplete: Bool { finished.count >= total }

  /// Seconds from the start to the last result.
  package var elapsed: TimeInterval { updated.timeIntervalSince(started) }
}

/// A sink that shows ``FanOutProgress`` as a bar redrawn in place on a terminal (count/total,
/// elapsed), or as one plain line per update elsewhere.
package final class ProgressBar: Sendable {
  private let terminal: Terminal
  private let scheduler: RenderScheduler
  private let drawn = Locked<[FanOutProgress]>([])
  private let width: Int

  /// Creates a bar.
  ///
  /// - Parameters:
  ///   - terminal: where to draw.
  ///   - scheduler: where the binder delivers.
  ///   - width: the bar's width in cells.
  package init(terminal: Terminal, scheduler: RenderScheduler, width: Int = 24) {
    self.terminal = terminal
    self.scheduler = scheduler
    self.width = max(4, width)
  }

  /// Draws each update, on the render scheduler.
  package var binder: Binder<FanOutProgress> {
    Binder(self, scheduler: scheduler) { bar, progress in bar.draw(progress) }
  }

  /// The updates drawn so far.
  package var updates: [FanOutProgress] { drawn.withLock { $0 } }

  func draw(_ progress: FanOutProgress) {
    drawn.withLock { $0.append(progress) }
    let count = progress.finished.count
    let elapsed = String(format: "%.2f s", progress.elapsed)
    let latest = progress.finished.last.map { "  " + $0.fullName } ?? ""
    guard terminal.redraws else {
      terminal.line("  [\(count)/\(progress.total)] \(elapsed)\(latest)")
      return
    }
    let filled = progress.total == 0 ? width : width * count / progress.total
    let bar =
      terminal.paint(String(repeating: "█", count: filled), .green)
      + terminal.paint(String(repeating: "░", count: width - filled), .dim)
    terminal.redraw("  \(bar) \(count)/\(progress.total)  \(elapsed)\(latest)")
    if progress.isComplete { terminal.endRedraw() }
  }
}
