// streams-bench: runs the Streams workloads against their floors and prints one table.
//
//   streams-bench [--filter chain,zip] [--runs N] [--warmups N] [--quick] [--json] [--side S] [--list]
import Foundation
import StreamsBenchmarkKit

struct Options {
  var names: [String] = []
  var runs = 5
  var warmups = 1
  var quick = false
  var json = false
  var list = false
  var sides = Harness.Sides.both

  static let usage = """
    usage: streams-bench [--filter NAME[,NAME…]] [--runs N] [--warmups N] [--quick] [--json]
                         [--side streams|floor] [--list]
      --filter   run only these workloads (comma-separated; repeatable)
      --runs     timed runs of each side after the warm-up (default 5)
      --warmups  untimed runs of each side first (default 1)
      --quick    smaller sizes (about a tenth); targets scale with the size
      --json     print the measurements as JSON instead of the table
      --side     streams|floor: run one side only, to profile it (no verdict)
      --list     print the workloads and exit
    """

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(after flag: String) throws -> String {
      guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
      return next
    }
    func count(after flag: String) throws -> Int {
      let text = try value(after: flag)
      guard let number = Int(text), number >= 0 else {
        throw UsageError("\(flag) needs a whole number, not \(text)")
      }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--filter":
        names += try value(after: argument).split(separator: ",").map(String.init)
      case "--runs": runs = max(1, try count(after: argument))
      case "--warmups": warmups = try count(after: argument)
      case "--quick": quick = true
      case "--json": json = true
      case "--list": list = true
      case "--side":
        let text = try value(after: argument)
        guard let side = Harness.Sides(rawValue: text) else {
          throw UsageError("--side takes streams, floor or both, not \(text)")
        }
        sides = side
      case "--help", "-h": throw UsageError(nil)
      default: throw UsageError("unknown option \(argument)")
      }
    }
    let known = Set(Workload.all.map { $0.name.lowercased() })
    for name in names where !known.contains(name.lowercased()) {
      throw UsageError("unknown workload \(name); --list shows them")
    }
  }
}

struct UsageError: Error {
  var message: String?
  init(_ message: String?) { self.message = message }
}

func standardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
  if let message = error.message { standardError("streams-bench: \(message)") }
  standardError(Options.usage)
  exit(error.message == nil ? 0 : 2)
}

if options.list {
  for workload in Workload.all { print("\(workload.name): \(workload.summary)") }
  exit(0)
}

#if DEBUG
standardError("streams-bench: this is a debug build; numbers mean little (use -c release)")
#endif

let harness = Harness(
  runs: options.runs, warmups: options.warmups, scale: options.quick ? .quick : .standard,
  sides: options.sides)
var context = BenchmarkReport.Context(harness: harness)
var measurements: [BenchmarkMeasurement] = []
var failed = false
for workload in Workload.selected(options.names) {
  standardError("streams-bench: \(workload.name)…")
  do {
    let measurement = try harness.measure(workload)
    if !measurement.checksumsMatch {
      standardError(
        "streams-bench: \(workload.name): checksum \(measurement.checksum) differs from the "
          + "floor's \(measurement.floorChecksum)")
      failed = true
    }
    measurements.append(measurement)
  } catch {
    standardError("streams-bench: \(workload.name) failed: \(error)")
    failed = true
  }
}

context.loadAfter = BenchmarkReport.Context.loadAverage()
if options.json {
  do {
    print(try BenchmarkReport.json(measurements, context: context))
  } catch {
    standardError("streams-bench: cannot encode the measurements: \(error)")
    failed = true
  }
} else {
  print(BenchmarkReport.table(measurements, context: context))
}
exit(failed ? 1 : 0)
