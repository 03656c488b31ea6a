import Foundation
import StreamsBenchmarkKit
import TestSupport
import Testing

/// Every workload at a tiny size runs, and computes exactly what its floor computes.
///
/// Serialized: the allocation counters are process-wide. The workloads create Streams
/// resources, so the suite holds the resource gate (and checks their release) like every other.
@Suite(.checksResources, .serialized)
struct BenchmarkSmokeTests {
  static let harness = Harness(runs: 1, warmups: 0, scale: .smoke)

  @Test(arguments: Workload.all.map(\.name))
  func workloadMatchesItsFloor(_ name: String) throws {
    let workload = try #require(Workload.selected([name]).first)
    let measurement = try Self.harness.measure(workload)
    #expect(measurement.checksum == measurement.floorChecksum)
    #expect(measurement.events > 0)
    #expect(measurement.subjectMilliseconds.count == 1)
    #expect(measurement.floorMilliseconds.count == 1)
    #expect(measurement.median >= 0 && measurement.floorMedian >= 0)
    // Each workload runs a handful of times here; a tiny size must stay tiny.
    #expect(measurement.median < 2_000, "\(name) took \(measurement.median) ms at smoke size")
  }

  @Test(.enabled(if: Memory.countsAllocations))
  func countsAllocationsOnlyWhileAsked() {
    // Counting is process-wide, so other threads may add a few small blocks: look for the
    // one large block this closure allocates and frees.
    let megabyte = 1 << 20
    let (_, counts) = Memory.countingAllocations {
      let pointer = opaque(malloc(megabyte))
      free(pointer)
      return pointer != nil
    }
    #expect(counts.allocations >= 1)
    #expect(counts.frees >= 1)
    #expect(counts.peakNetBytes >= Int64(megabyte))
    #expect(counts.netBytes < Int64(megabyte))
    let (_, idle) = Memory.countingAllocations { 0 }
    #expect(idle.peakNetBytes < Int64(megabyte))
  }

  @Test func residentPeakFollowsTouchedMemoryAndResets() throws {
    #if os(Linux)
    let size = 32 << 20
    #expect(Memory.resetResidentPeak())
    let before = Memory.peakResidentBytes()
    let block = try #require(opaque(malloc(size)))
    // Touch every page so it becomes resident.
    memset(block, 1, size)
    let touched = Memory.peakResidentBytes()
    free(opaque(block))
    Memory.resetResidentPeak()
    let reset = Memory.peakResidentBytes()
    #expect(touched >= before + Int64(size) * 3 / 4)
    #expect(reset < touched - Int64(size) / 2)
    #endif
  }

  /// Whether this test binary was optimized; unspecialized debug code may allocate where the
  /// release build does not, so the allocation-free claim is checked on release builds
  /// (`swift test -c release`), and `make bench` reports it on every run.
  static var optimized: Bool {
    #if DEBUG
    false
    #else
    true
    #endif
  }

  @Test(.enabled(if: optimized && Memory.countsAllocations))
  func chainDoesNotAllocatePerEvent() throws {
    let measurement = try Self.harness.measure(.chain)
    let perEvent = try #require(measurement.allocationsPerEvent)
    // The emission loop allocates nothing: a tenth of the events costs the same allocations.
    #expect(perEvent < 0.01, "chain allocates \(perEvent) per event")
  }

  @Test func reportsMeasurementsAsTableAndJSON() throws {
    let measurement = try Self.harness.measure(.subscribe)
    let context = BenchmarkReport.Context(harness: Self.harness)
    let table = BenchmarkReport.table([measurement], context: context)
    #expect(table.contains("subscribe"))
    let json = try BenchmarkReport.json([measurement], context: context)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let measurements = object?["measurements"] as? [[String: Any]]
    #expect(measurements?.first?["name"] as? String == "subscribe")
    #expect(measurements?.first?["meetsTarget"] is Bool)
  }

  @Test func filterSelectsByNameIgnoringCase() {
    #expect(Workload.selected(["CHAIN"]).map(\.name) == ["chain"])
    #expect(Workload.selected([]).count == Workload.all.count)
    #expect(Workload.selected(["nothing"]).isEmpty)
  }
}
