import Foundation

/// Formats measurements: the table `make bench` prints, and the `--json` document.
package enum BenchmarkReport {
  /// Where and how the numbers were taken, printed above the table and kept in the JSON.
  package struct Context: Sendable, Encodable {
    /// Processors the system reports.
    package var processors: Int
    /// The build configuration of the benchmark binary.
    package var configuration: String
    /// Timed runs of each side.
    package var runs: Int
    /// Untimed runs of each side first.
    package var warmups: Int
    /// Which sizes ran.
    package var scale: Harness.Scale
    /// Whether allocations were counted.
    package var countsAllocations: Bool
    /// The one-minute load average when the run began (other processes compete for the
    /// cores), where the system reports one.
    package var loadBefore: Double?
    /// The one-minute load average when the run ended.
    package var loadAfter: Double?

    /// Describes this process and `harness`.
    ///
    /// - Parameter harness: the harness that ran.
    package init(harness: Harness) {
      processors = ProcessInfo.processInfo.activeProcessorCount
      #if DEBUG
      configuration = "debug"
      #else
      configuration = "release"
      #endif
      runs = harness.runs
      warmups = harness.warmups
      scale = harness.scale
      countsAllocations = Memory.countsAllocations
      loadBefore = Self.loadAverage()
    }

    /// The one-minute load average now, or `nil` where the system does not say.
    package static func loadAverage() -> Double? {
      var averages = [Double](repeating: 0, count: 3)
      return getloadavg(&averages, 3) > 0 ? averages[0] : nil
    }
  }

  /// The JSON document: the context and each measurement.
  package struct Document: Sendable, Encodable {
    /// Where and how.
    package var context: Context
    /// The measurements, in the order they ran.
    package var measurements: [BenchmarkMeasurement]
  }

  /// The measurements as pretty-printed JSON.
  ///
  /// - Parameters:
  ///   - measurements: what ran.
  ///   - context: where and how.
  /// - Returns: the JSON text.
  /// - Throws: an `EncodingError` (not expected: every field is a plain value).
  package static func json(
    _ measurements: [BenchmarkMeasurement], context: Context
  ) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let document = Document(context: context, measurements: measurements)
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  /// The table, one row per workload, with the memory section below it.
  ///
  /// - Parameters:
  ///   - measurements: what ran.
  ///   - context: where and how.
  /// - Returns: the lines to print.
  package static func table(
    _ measurements: [BenchmarkMeasurement], context: Context
  ) -> String {
    var lines: [String] = []
    lines.append(
      "Streams benchmarks: \(context.configuration), \(context.processors) cores, "
        + "\(context.runs) timed runs per side after \(context.warmups) warm-up, "
        + "\(context.scale.rawValue) sizes; times in ms; load average "
        + "\(context.loadBefore.map { String(format: "%.1f", $0) } ?? "n/a") before, "
        + "\(context.loadAfter.map { String(format: "%.1f", $0) } ?? "n/a") after")
    let header = [
      "workload", "median", "min", "max", "cpu", "target", "floor", "x floor", "cpu x", "peak RSS",
      "heap peak", "alloc/unit", "floor a/u", "verdict",
    ]
    var rows = [header]
    for measurement in measurements { rows.append(row(measurement)) }
    lines.append(contentsOf: aligned(rows))
    lines.append("")
    lines.append(
      "alloc/unit: allocations per further event (per request, per decode), the difference "
        + "between the full size and a tenth of it; cpu: median CPU time of the process (all "
        + "threads); x floor / cpu x: median over the rounds of Streams time / floor time, wall "
        + "clock / CPU.")
    lines.append("Memory across the timed runs (flat means nothing is kept):")
    for measurement in measurements {
      lines.append(
        "  \(measurement.name): RSS \(megabytes(measurement.residentBytesBefore)) -> "
          + "\(megabytes(measurement.residentBytesAfter)), heap in use "
          + "\(megabytes(measurement.heapBytesBefore)) -> "
          + "\(megabytes(measurement.heapBytesAfter)); one run kept "
          + "\(kilobytes(measurement.keptBytes)) (floor \(kilobytes(measurement.floorKeptBytes))); "
          + "floor peak RSS "
          + "\(megabytes(measurement.floorPeakResidentBytes)), floor heap peak "
          + "\(megabytes(measurement.floorHeapPeakBytes)); setup allocations "
          + "\(measurement.setupAllocations.map { String(format: "%.0f", $0) } ?? "n/a")")
    }
    return lines.joined(separator: "\n")
  }

  static func row(_ measurement: BenchmarkMeasurement) -> [String] {
    let target: String
    if let limit = measurement.target.milliseconds {
      target = "<= " + milliseconds(limit)
    } else if let limit = measurement.target.ratio {
      target = String(format: "<= %.2fx", limit)
    } else {
      target = "-"
    }
    let verdict: String
    if measurement.sides != .both {
      verdict = "\(measurement.sides.rawValue) only"
    } else if !measurement.checksumsMatch {
      verdict = "MISMATCH"
    } else {
      verdict = measurement.meetsTarget ? "ok" : "MISS"
    }
    let both = measurement.sides == .both
    let streams = measurement.sides != .floor
    let floor = measurement.sides != .streams
    return [
      measurement.name, streams ? milliseconds(measurement.median) : "-",
      streams ? milliseconds(measurement.minimum) : "-",
      streams ? milliseconds(measurement.maximum) : "-",
      streams ? milliseconds(measurement.cpuMedian) : "-", target,
      floor ? milliseconds(measurement.floorMedian) : "-",
      both ? times(measurement.ratio) : "-", both ? times(measurement.cpuRatio) : "-",
      megabytes(streams ? measurement.peakResidentBytes : measurement.floorPeakResidentBytes),
      megabytes(streams ? measurement.heapPeakBytes : measurement.floorHeapPeakBytes),
      streams ? allocations(measurement.allocationsPerEvent) : "-",
      floor ? allocations(measurement.floorAllocationsPerEvent) : "-", verdict,
    ]
  }

  static func times(_ ratio: Double) -> String {
    ratio.isFinite ? String(format: "%.2fx", ratio) : "inf"
  }

  static func milliseconds(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }

  static func megabytes(_ bytes: Int64?) -> String {
    guard let bytes else { return "n/a" }
    return String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }

  static func kilobytes(_ bytes: Int64?) -> String {
    guard let bytes else { return "n/a" }
    return String(format: "%.0f KB", Double(bytes) / 1024)
  }

  static func allocations(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    // Differences of counts can dip a hair below zero from background threads.
    let shown = abs(value) < 0.0005 ? 0 : value
    return shown >= 100 ? String(format: "%.0f", shown) : String(format: "%.3f", shown)
  }

  static func aligned(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return rows.map { row in
      var line = row.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        // The name column reads left to right; numbers line up on the right.
        return index == 0 || index == columns - 1 ? cell + padding : padding + cell
      }.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
