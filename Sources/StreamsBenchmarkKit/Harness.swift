/// Runs workloads: warm-up, interleaved timed runs of each side, and the memory probes.
public struct Harness: Sendable {
  /// Which of a workload's sizes to run.
  public enum Scale: String, Sendable, Codable {
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
    public func size(of workload: Workload) -> Int {
      switch self {
      case .standard: workload.sizes.standard
      case .quick: workload.sizes.quick
      case .smoke: workload.sizes.smoke
      }
    }
  }

  /// Timed runs of each side, after the warm-up.
  public var runs: Int
  /// Untimed runs of each side before the timed ones.
  public var warmups: Int
  /// Which sizes to use.
  public var scale: Scale

  /// Creates a harness.
  ///
  /// - Parameters:
  ///   - runs: timed runs of each side (at least 1).
  ///   - warmups: untimed runs of each side first.
  ///   - scale: which sizes to use.
  public init(runs: Int = 5, warmups: Int = 1, scale: Scale = .standard) {
    self.runs = max(1, runs)
    self.warmups = max(0, warmups)
    self.scale = scale
  }

  /// Runs `workload` and measures both sides.
  ///
  /// The sides alternate which goes first in each round, so drift in the machine's load
  /// falls on both. Allocations per event are the difference between a run at the full size
  /// and one at a tenth of it, divided by the difference in events: what each further event
  /// costs, with the subscription's setup cancelled out.
  ///
  /// - Parameter workload: the workload.
  /// - Returns: the measurement.
  /// - Throws: whatever preparing or running a side throws.
  public func measure(_ workload: Workload) throws -> BenchmarkMeasurement {
    let size = scale.size(of: workload)
    let instance = try workload.prepare(size)
    defer { instance.close() }
    let smallSize = max(1, size / 10)
    let small = try workload.prepare(smallSize)
    defer { small.close() }

    var checksum = 0
    var floorChecksum = 0
    for _ in 0..<warmups {
      checksum = try instance.subject()
      floorChecksum = try instance.floor()
    }
    let smallSubject = try Self.sample(small.subject)
    let smallFloor = try Self.sample(small.floor)

    var subjectSamples: [Sample] = []
    var floorSamples: [Sample] = []
    let residentBefore = Memory.residentBytes()
    let heapBefore = Memory.allocations().bytesInUse
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
    let heapAfter = Memory.allocations().bytesInUse
    checksum = subjectSamples.last?.checksum ?? checksum
    floorChecksum = floorSamples.last?.checksum ?? floorChecksum

    let eventsDelta = instance.events - small.events
    func perEvent(_ full: [Sample], _ small: Sample) -> Double? {
      guard Memory.countsAllocations, let fewest = full.map(\.allocations).min() else {
        return nil
      }
      guard eventsDelta > 0 else { return Double(fewest) / Double(max(1, instance.events)) }
      return (Double(fewest) - Double(small.allocations)) / Double(eventsDelta)
    }
    let subjectPerEvent = perEvent(subjectSamples, smallSubject)
    let fewestAllocations = subjectSamples.map(\.allocations).min() ?? 0
    let setup = subjectPerEvent.map {
      max(0, Double(fewestAllocations) - $0 * Double(instance.events))
    }
    return BenchmarkMeasurement(
      name: workload.name, unit: workload.unit, scale: scale, size: size,
      events: instance.events,
      subjectMilliseconds: subjectSamples.map(\.milliseconds),
      floorMilliseconds: floorSamples.map(\.milliseconds),
      target: BenchmarkMeasurement.TargetValue(
        workload.target,
        scaledBy: Double(size)
          / Double(max(1, workload.sizes.standard))),
      checksum: checksum, floorChecksum: floorChecksum,
      allocationsPerEvent: subjectPerEvent,
      floorAllocationsPerEvent: perEvent(floorSamples, smallFloor),
      setupAllocations: setup,
      peakResidentBytes: subjectSamples.map(\.peakResident).max() ?? 0,
      floorPeakResidentBytes: floorSamples.map(\.peakResident).max() ?? 0,
      heapPeakBytes: Memory.countsAllocations ? subjectSamples.map(\.heapPeak).max() : nil,
      floorHeapPeakBytes: Memory.countsAllocations ? floorSamples.map(\.heapPeak).max() : nil,
      residentBytesBefore: residentBefore, residentBytesAfter: residentAfter,
      heapBytesBefore: Memory.countsAllocations ? heapBefore : nil,
      heapBytesAfter: Memory.countsAllocations ? heapAfter : nil)
  }

  /// One run of one side.
  struct Sample {
    var milliseconds: Double
    var checksum: Int
    var allocations: UInt64
    var peakResident: Int64
    /// The heap's high-water mark during the run, above what was in use when it began.
    var heapPeak: Int64
  }

  static func sample(_ side: () throws -> Int) throws -> Sample {
    Memory.resetPeaks()
    let before = Memory.allocations()
    let clock = ContinuousClock()
    let start = clock.now
    let checksum = try side()
    let elapsed = start.duration(to: clock.now)
    let after = Memory.allocations()
    let components = elapsed.components
    let milliseconds =
      Double(components.seconds) * 1e3 + Double(components.attoseconds) * 1e-15
    return Sample(
      milliseconds: milliseconds, checksum: opaque(checksum),
      allocations: after.allocations &- before.allocations,
      peakResident: Memory.peakResidentBytes(),
      heapPeak: max(0, after.peakBytesInUse - before.bytesInUse))
  }
}
