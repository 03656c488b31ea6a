/// What one workload measured: times of both sides, memory, allocations, and the verdict.
package struct BenchmarkMeasurement: Sendable, Encodable, Equatable {
  /// A target in numbers, as the JSON output spells it.
  package struct TargetValue: Sendable, Codable, Equatable {
    /// The median's ceiling in milliseconds, scaled to the size that ran.
    package var milliseconds: Double?
    /// The ceiling of the median's ratio to the floor's median.
    package var ratio: Double?

    /// The numbers for `target` when a workload runs at `scale` times its standard size.
    ///
    /// - Parameters:
    ///   - target: the workload's target.
    ///   - scale: the size that ran over the standard size.
    package init(_ target: Workload.Target, scaledBy scale: Double) {
      switch target {
      case .milliseconds(let limit): milliseconds = limit * scale
      case .ratio(let limit): ratio = limit
      }
    }
  }

  /// The workload's name.
  package var name: String
  /// What one event is.
  package var unit: Workload.Unit
  /// Which sizes ran.
  package var scale: Harness.Scale
  /// Which sides ran; with one side, there is no ratio and no verdict.
  package var sides: Harness.Sides
  /// The size that ran.
  package var size: Int
  /// Events per run.
  package var events: Int
  /// Each timed run of the Streams side, in milliseconds.
  package var subjectMilliseconds: [Double]
  /// Each timed run of the floor, in milliseconds.
  package var floorMilliseconds: [Double]
  /// Process CPU time (all threads) of each timed Streams run, in milliseconds.
  package var subjectCPUMilliseconds: [Double]
  /// Process CPU time of each timed floor run, in milliseconds.
  package var floorCPUMilliseconds: [Double]
  /// The target.
  package var target: TargetValue
  /// The Streams side's checksum.
  package var checksum: Int
  /// The floor's checksum; equal to ``checksum`` when both did the same arithmetic.
  package var floorChecksum: Int
  /// Allocations each further event costs, or `nil` where allocations are not counted.
  package var allocationsPerEvent: Double?
  /// The same for the floor.
  package var floorAllocationsPerEvent: Double?
  /// Allocations of one run that are not per event (subscription setup).
  package var setupAllocations: Double?
  /// The highest resident-set high-water mark of the Streams side's runs, in bytes.
  package var peakResidentBytes: Int64
  /// The same for the floor.
  package var floorPeakResidentBytes: Int64
  /// The most heap a counted Streams run had in use above its start, in bytes.
  package var heapPeakBytes: Int64?
  /// The same for the floor.
  package var floorHeapPeakBytes: Int64?
  /// Heap bytes a counted Streams run left allocated (allocated minus freed, every thread).
  package var keptBytes: Int64?
  /// The same for the floor.
  package var floorKeptBytes: Int64?
  /// The resident set before the timed runs, in bytes.
  package var residentBytesBefore: Int64?
  /// The resident set after the timed runs, in bytes.
  package var residentBytesAfter: Int64?
  /// Heap bytes in use before the timed runs (every arena).
  package var heapBytesBefore: Int64?
  /// Heap bytes in use after the timed runs.
  package var heapBytesAfter: Int64?

  /// The median of the Streams side, in milliseconds.
  package var median: Double { Self.median(subjectMilliseconds) }
  /// The fastest Streams run.
  package var minimum: Double { subjectMilliseconds.min() ?? 0 }
  /// The slowest Streams run.
  package var maximum: Double { subjectMilliseconds.max() ?? 0 }
  /// The median of the floor, in milliseconds.
  package var floorMedian: Double { Self.median(floorMilliseconds) }
  /// The median CPU time of the Streams side, in milliseconds.
  package var cpuMedian: Double { Self.median(subjectCPUMilliseconds) }
  /// The median CPU time of the floor, in milliseconds.
  package var floorCPUMedian: Double { Self.median(floorCPUMilliseconds) }

  /// The median, over the rounds, of each Streams run's time over the floor run beside it.
  ///
  /// The two runs of a round are back to back, so a change in the machine's load between
  /// rounds cancels out, which a ratio of the two medians would not do.
  package var ratio: Double {
    let pairs = zip(subjectMilliseconds, floorMilliseconds).filter { $0.1 > 0 }
    guard !pairs.isEmpty else { return .infinity }
    return Self.median(pairs.map { $0.0 / $0.1 })
  }
  /// The median, over the rounds, of each Streams run's CPU time over the floor run's.
  package var cpuRatio: Double {
    let pairs = zip(subjectCPUMilliseconds, floorCPUMilliseconds).filter { $0.1 > 0 }
    guard !pairs.isEmpty else { return .infinity }
    return Self.median(pairs.map { $0.0 / $0.1 })
  }

  /// Whether both sides computed the same checksum.
  package var checksumsMatch: Bool { sides != .both || checksum == floorChecksum }

  /// Whether the median meets the target (and the checksums match).
  package var meetsTarget: Bool {
    guard sides == .both, checksumsMatch else { return false }
    if let limit = target.milliseconds, median > limit { return false }
    if let limit = target.ratio, ratio > limit { return false }
    return true
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private enum CodingKeys: String, CodingKey {
    case name, unit, scale, sides, size, events, subjectMilliseconds, floorMilliseconds
    case subjectCPUMilliseconds, floorCPUMilliseconds, cpuMedian, floorCPUMedian, target
    case checksum, floorChecksum, allocationsPerEvent, floorAllocationsPerEvent
    case setupAllocations, peakResidentBytes, floorPeakResidentBytes, heapPeakBytes
    case floorHeapPeakBytes, keptBytes, floorKeptBytes, cpuRatio, residentBytesBefore,
      residentBytesAfter, heapBytesBefore
    case heapBytesAfter
    case median, minimum, maximum, floorMedian, ratio, meetsTarget
  }

  /// Encodes the stored fields and the derived ones (median, minimum, maximum, floor median,
  /// ratio, verdict), so the JSON needs no arithmetic to read.
  ///
  /// - Parameter encoder: the encoder.
  /// - Throws: whatever the encoder throws.
  package func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(unit, forKey: .unit)
    try container.encode(scale, forKey: .scale)
    try container.encode(sides, forKey: .sides)
    try container.encode(size, forKey: .size)
    try container.encode(events, forKey: .events)
    try container.encode(subjectMilliseconds, forKey: .subjectMilliseconds)
    try container.encode(floorMilliseconds, forKey: .floorMilliseconds)
    try container.encode(subjectCPUMilliseconds, forKey: .subjectCPUMilliseconds)
    try container.encode(floorCPUMilliseconds, forKey: .floorCPUMilliseconds)
    try container.encode(target, forKey: .target)
    try container.encode(checksum, forKey: .checksum)
    try container.encode(floorChecksum, forKey: .floorChecksum)
    try container.encodeIfPresent(allocationsPerEvent, forKey: .allocationsPerEvent)
    try container.encodeIfPresent(floorAllocationsPerEvent, forKey: .floorAllocationsPerEvent)
    try container.encodeIfPresent(setupAllocations, forKey: .setupAllocations)
    try container.encode(peakResidentBytes, forKey: .peakResidentBytes)
    try container.encode(floorPeakResidentBytes, forKey: .floorPeakResidentBytes)
    try container.encodeIfPresent(heapPeakBytes, forKey: .heapPeakBytes)
    try container.encodeIfPresent(floorHeapPeakBytes, forKey: .floorHeapPeakBytes)
    try container.encodeIfPresent(keptBytes, forKey: .keptBytes)
    try container.encodeIfPresent(floorKeptBytes, forKey: .floorKeptBytes)
    try container.encodeIfPresent(residentBytesBefore, forKey: .residentBytesBefore)
    try container.encodeIfPresent(residentBytesAfter, forKey: .residentBytesAfter)
    try container.encodeIfPresent(heapBytesBefore, forKey: .heapBytesBefore)
    try container.encodeIfPresent(heapBytesAfter, forKey: .heapBytesAfter)
    try container.encode(median, forKey: .median)
    try container.encode(minimum, forKey: .minimum)
    try container.encode(maximum, forKey: .maximum)
    try container.encode(floorMedian, forKey: .floorMedian)
    try container.encode(cpuMedian, forKey: .cpuMedian)
    try container.encode(floorCPUMedian, forKey: .floorCPUMedian)
    try container.encode(ratio.isFinite ? ratio : -1, forKey: .ratio)
    try container.encode(cpuRatio.isFinite ? cpuRatio : -1, forKey: .cpuRatio)
    try container.encode(meetsTarget, forKey: .meetsTarget)
  }

  /// Creates a measurement from its stored fields.
  init(
    name: String, unit: Workload.Unit, scale: Harness.Scale, sides: Harness.Sides, size: Int,
    events: Int,
    subjectMilliseconds: [Double], floorMilliseconds: [Double],
    subjectCPUMilliseconds: [Double], floorCPUMilliseconds: [Double], target: TargetValue,
    checksum: Int, floorChecksum: Int, allocationsPerEvent: Double?,
    floorAllocationsPerEvent: Double?, setupAllocations: Double?, peakResidentBytes: Int64,
    floorPeakResidentBytes: Int64, heapPeakBytes: Int64?, floorHeapPeakBytes: Int64?,
    keptBytes: Int64?, floorKeptBytes: Int64?,
    residentBytesBefore: Int64?, residentBytesAfter: Int64?, heapBytesBefore: Int64?,
    heapBytesAfter: Int64?
  ) {
    self.name = name
    self.unit = unit
    self.scale = scale
    self.sides = sides
    self.size = size
    self.events = events
    self.subjectMilliseconds = subjectMilliseconds
    self.floorMilliseconds = floorMilliseconds
    self.subjectCPUMilliseconds = subjectCPUMilliseconds
    self.floorCPUMilliseconds = floorCPUMilliseconds
    self.target = target
    self.checksum = checksum
    self.floorChecksum = floorChecksum
    self.allocationsPerEvent = allocationsPerEvent
    self.floorAllocationsPerEvent = floorAllocationsPerEvent
    self.setupAllocations = setupAllocations
    self.peakResidentBytes = peakResidentBytes
    self.floorPeakResidentBytes = floorPeakResidentBytes
    self.heapPeakBytes = heapPeakBytes
    self.floorHeapPeakBytes = floorHeapPeakBytes
    self.keptBytes = keptBytes
    self.floorKeptBytes = floorKeptBytes
    self.residentBytesBefore = residentBytesBefore
    self.residentBytesAfter = residentBytesAfter
    self.heapBytesBefore = heapBytesBefore
    self.heapBytesAfter = heapBytesAfter
  }
}
