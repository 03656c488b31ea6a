import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs workloads: warm-up, interleaved timed runs of each side, and the memory probes.
package struct Harness: Sendable {
  /// Which of a workload's sizes to run.
  package enum Scale: String, Sendable, Codable {
    /// The sizes the targets are set for.
    case standard
    /// A tenth or so of the work, for a fast look.
    case quick
    /// Tiny sizes, for the smoke test.
    case smoke

    /// The size of `workload` at this scale.
    ///
    /// - Parameter workload: the workload.
    /// - Returns: its size.
    package func size(of workload: Workload) -> Int {
      switch self {
      case .standard: workload.sizes.standard
      case .quick: workload.sizes.quick
      case .smoke: workload.sizes.smoke
      }
    }
  }

  /// Which sides of a workload run.
  package enum Sides: String, Sendable, Codable {
    /// Streams and its floor, the normal case.
    case both
    /// Only the Streams side (the floor does nothing), to profile it alone.
    case streams
    /// Only the floor (the Streams side does nothing), to profile it alone.
    case floor
  }

  /// Timed runs of each side, after the warm-up.
  package var runs: Int
  /// Untimed runs of each side before the timed ones.
  package var warmups: Int
  /// Which sizes to use.
  package var scale: Scale
  /// Which sides run.
  package var sides: Sides

  /// Creates a harness.
  ///
  /// - Parameters:
  ///   - runs: timed runs of each side (at least 1).
  ///   - warmups: untimed runs of each side first.
  ///   - scale: which sizes to use.
  ///   - sides: which sides run; one side alone is for profiling (no verdict).
  package init(runs: Int = 5, warmups: Int = 1, scale: Scale = .standard, sides: Sides = .both) {
    self.runs = max(1, runs)
    self.warmups = max(0, warmups)
    self.scale = scale
    self.sides = sides
  }

  /// Runs `workload` and measures both sides.
  ///
  /// First the warm-up runs, then one counted run of each side at the full size and one at a
  /// tenth of it, untimed (allocation counting costs time of its own), then the timed rounds.
  /// The sides alternate which goes first in each round, so drift in the machine's load falls
  /// on both. Allocations per event are the difference between the counted full-size and
  /// tenth-size runs, divided by the difference in events: what each further event costs,
  /// with the subscription's setup cancelled out.
  ///
  /// - Parameter workload: the workload.
  /// - Returns: the measurement.
  /// - Throws: whatever preparing or running a side throws.
  package func measure(_ workload: Workload) throws -> BenchmarkMeasurement {
    let size = scale.size(of: workload)
    let instance = try workload.prepare(size).running(sides)
    defer { instance.close() }
    let small = try workload.prepare(max(1, size / 10)).running(sides)
    defer { small.close() }

    for _ in 0..<warmups {
      _ = try instance.subject()
      _ = try instance.floor()
    }
    let counted = try Counted(instance, small)

    var subjectSamples: [Sample] = []
    var floorSamples: [Sample] = []
    let residentBefore = Memory.residentBytes()
    let heapBefore = Memory.heapBytesInUse()
    for round in 0..<runs {
      if round % 2 == 0 {
        subjectSamples.append(try Self.sample(instance.subject))
        floorSamples.append(try Self.sample(instance.floor))
      } else {
        floorSamples.append(try Self.sample(instance.floor))
        subjectSamples.append(try Self.sample(instance.subject))
      }
    }
    let residentAfter = Memory.residentBytes()
    let heapAfter = Memory.heapBytesInUse()

    let eventsDelta = instance.events - small.events
    func perEvent(_ full: AllocationCounts, _ small: AllocationCounts) -> Double? {
      guard Memory.countsAllocations else { return nil }
      guard eventsDelta > 0 else { return Double(full.allocations) / Double(instance.events) }
      return (Double(full.allocations) - Double(small.allocations)) / Double(eventsDelta)
    }
    let subjectPerEvent = perEvent(counted.subject, counted.smallSubject)
    let setup = subjectPerEvent.map {
      max(0, Double(counted.subject.allocations) - $0 * Double(instance.events))
    }
    let heapPeak = Memory.countsAllocations ? counted.subject.peakNetBytes : nil
    let floorHeapPeak = Memory.countsAllocations ? counted.floor.peakNetBytes : nil
    return BenchmarkMeasurement(
      name: workload.name, unit: workload.unit, scale: scale, sides: sides, size: size,
      events: instance.events,
      subjectMilliseconds: subjectSamples.map(\.milliseconds),
      floorMilliseconds: floorSamples.map(\.milliseconds),
      subjectCPUMilliseconds: subjectSamples.map(\.cpuMilliseconds),
      floorCPUMilliseconds: floorSamples.map(\.cpuMilliseconds),
      target: BenchmarkMeasurement.TargetValue(
        workload.target, scaledBy: Double(size) / Double(max(1, workload.sizes.standard))),
      checksum: subjectSamples.last?.checksum ?? counted.subjectChecksum,
      floorChecksum: floorSamples.last?.checksum ?? counted.floorChecksum,
      allocationsPerEvent: subjectPerEvent,
      floorAllocationsPerEvent: perEvent(counted.floor, counted.smallFloor),
      setupAllocations: setup,
      peakResidentBytes: subjectSamples.map(\.peakResident).max() ?? 0,
      floorPeakResidentBytes: floorSamples.map(\.peakResident).max() ?? 0,
      heapPeakBytes: heapPeak, floorHeapPeakBytes: floorHeapPeak,
      keptBytes: Memory.countsAllocations ? counted.subject.netBytes : nil,
      floorKeptBytes: Memory.countsAllocations ? counted.floor.netBytes : nil,
      residentBytesBefore: residentBefore, residentBytesAfter: residentAfter,
      heapBytesBefore: heapBefore, heapBytesAfter: heapAfter)
  }

  /// The untimed, counted runs: each side at the full size and at a tenth of it.
  struct Counted {
    var subject: AllocationCounts
    var floor: AllocationCounts
    var smallSubject: AllocationCounts
    var smallFloor: AllocationCounts
    var subjectChecksum: Int
    var floorChecksum: Int

    init(_ instance: Workload.Instance, _ small: Workload.Instance) throws {
      (subjectChecksum, subject) = try Memory.countingAllocations(instance.subject)
      (floorChecksum, floor) = try Memory.countingAllocations(instance.floor)
      (_, smallSubject) = try Memory.countingAllocations(small.subject)
      (_, smallFloor) = try Memory.countingAllocations(small.floor)
    }
  }

  /// One timed run of one side.
  struct Sample {
    var milliseconds: Double
    /// CPU time of the whole process (every thread) during the run.
    var cpuMilliseconds: Double
    var checksum: Int
    var peakResident: Int64
  }

  static func sample(_ side: () throws -> Int) throws -> Sample {
    Memory.resetResidentPeak()
    let cpuStart = processCPUMilliseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = try side()
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    let cpu = processCPUMilliseconds() - cpuStart
    return Sample(
      milliseconds: Double(elapsed) / 1e6, cpuMilliseconds: cpu, checksum: opaque(checksum),
      peakResident: Memory.peakResidentBytes())
  }

  /// CPU time consumed by every thread of the process so far.
  static func processCPUMilliseconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
  }
}

extension Workload.Instance {
  /// This instance with the side that `sides` leaves out replaced by one that does nothing.
  func running(_ sides: Harness.Sides) -> Workload.Instance {
    var copy = self
    switch sides {
    case .both: break
    case .streams: copy.floor = { 0 }
    case .floor: copy.subject = { 0 }
    }
    return copy
  }
}
