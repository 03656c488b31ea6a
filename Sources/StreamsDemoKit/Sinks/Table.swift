import Foundation
import Streams

/// A sink that draws rows as an aligned table with a header.
///
/// ```swift
/// let table = Table<Repository>(terminal: terminal, scheduler: render, columns: [
///   .init("repository") { $0.fullName },
///   .init("stars", alignment: .right) { "\($0.stargazersCount)" },
/// ])
/// rows.bind(to: table.binder)
/// ```
package final class Table<Row: Sendable>: @unchecked Sendable {
  // Safe to share: what was drawn lives in a `Locked` box; the rest is immutable (the column
  // closures are pure functions of a row).

  /// One column: a title and how to show a row in it.
  package struct Column {
    /// Which side cells align to.
    package enum Alignment: Sendable {
      /// Left-aligned (text).
      case left
      /// Right-aligned (numbers).
      case right
    }

    /// The header.
    package let title: String
    /// The alignment.
    package let alignment: Alignment
    /// The cell text for a row.
    package let value: (Row) -> String

    /// Creates a column.
    ///
    /// - Parameters:
    ///   - title: the header.
    ///   - alignment: the alignment.
    ///   - value: the cell text for a row.
    package init(_ title: String, alignment: Alignment = .left, value: @escaping (Row) -> String) {
      self.title = title
      self.alignment = alignment
      self.value = value
    }
  }

  private let terminal: Terminal
  private let scheduler: RenderScheduler
  private let columns: [Column]
  private let drawn = Locked<[[Row]]>([])

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - terminal: where to draw.
  ///   - scheduler: where the binder delivers.
  ///   - columns: the columns, left to right.
  package init(terminal: Terminal, scheduler: RenderScheduler, columns: [Column]) {
    self.terminal = terminal
    self.scheduler = scheduler
    self.columns = columns
  }

  /// Draws each set of rows it receives, on the render scheduler.
  package var binder: Binder<[Row]> {
    Binder(self, scheduler: scheduler) { table, rows in table.draw(rows) }
  }

  /// The row sets drawn so far.
  package var tables: [[Row]] { drawn.withLock { $0 } }

  func draw(_ rows: [Row]) {
    drawn.withLock { $0.append(rows) }
    let cells = rows.map { row in columns.map { $0.value(row) } }
    let widths = columns.indices.map { index in
      cells.reduce(columns[index].title.count) { max($0, $1[index].count) }
    }
    func format(_ texts: [String]) -> String {
      zip(columns, zip(texts, widths)).map { column, cell in
        let padding = String(repeating: " ", count: max(0, cell.1 - cell.0.count))
        return column.alignment == .left ? cell.0 + padding : padding + cell.0
      }
      .joined(separator: "  ")
      .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    }
    terminal.line("  " + terminal.paint(format(columns.map(\.title)), .bold))
    terminal.line("  " + widths.map { String(repeating: "─", count: $0) }.joined(separator: "  "))
    for row in cells { terminal.line("  " + format(row)) }
  }
}
