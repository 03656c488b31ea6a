import CAllocationCounter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What was allocated while a piece of work ran (on every thread of the process).
package struct AllocationCounts: Sendable, Equatable {
  /// Successful allocations.
  package var allocations: UInt64
  /// Blocks freed.
  package var frees: UInt64
  /// Bytes allocated minus bytes freed: what the work kept.
  package var netBytes: Int64
  /// The most the net bytes reached: the work's heap high-water mark.
  package var peakNetBytes: Int64
}

/// Process-wide memory probes: allocation counts, heap in use, and resident set size.
///
/// Allocation counting comes from the `CAllocationCounter` target, which interposes the C
/// allocator on Linux with glibc and counts only inside ``countingAllocations(_:)``;
/// elsewhere (or under a sanitizer) ``countsAllocations`` is `false` and reports print "n/a".
package enum Memory {
  /// Whether allocations and heap bytes are counted in this build.
  package static var countsAllocations: Bool { streams_allocation_counting_available() != 0 }

  /// Runs `body` with allocation counting on, and returns what it allocated.
  ///
  /// Counting is process-wide: allocations by other threads meanwhile are counted too. Calls
  /// do not nest.
  ///
  /// - Parameter body: the work to count.
  /// - Returns: the body's result and the counts (zeros where counting is unavailable).
  /// - Throws: what `body` throws.
  package static func countingAllocations<Result>(_ body: () throws -> Result) rethrows -> (
    Result, AllocationCounts
  ) {
    streams_allocation_counting_begin()
    return try counted(body)
  }

  /// Runs `body` counting only what the calling thread allocates and frees meanwhile.
  ///
  /// Exact for work confined to this thread whatever other threads do, which makes it fit for
  /// tests that run beside others: after N subscribe–dispose rounds of a synchronous source,
  /// `allocations == frees` and `netBytes == 0` unless something is kept. The counters are
  /// still process-wide: no other counting may run meanwhile, and calls do not nest.
  ///
  /// - Parameter body: the work to count; it runs on the calling thread.
  /// - Returns: the body's result and its counts (zeros where counting is unavailable).
  /// - Throws: what `body` throws.
  package static func countingAllocationsOnThisThread<Result>(_ body: () throws -> Result)
    rethrows -> (Result, AllocationCounts)
  {
    streams_allocation_counting_begin_on_this_thread()
    return try counted(body)
  }

  /// Runs `body`, ends the counting a begin started, and returns both.
  private static func counted<Result>(_ body: () throws -> Result) rethrows -> (
    Result, AllocationCounts
  ) {
    let result: Result
    do { result = try body() } catch {
      _ = streams_allocation_counting_end()
      throw error
    }
    let raw = streams_allocation_counting_end()
    return (
      result,
      AllocationCounts(
        allocations: raw.allocations, frees: raw.frees, netBytes: raw.netBytes,
        peakNetBytes: raw.peakNetBytes)
    )
  }

  /// Heap bytes in use now across every arena, or `nil` where the allocator cannot tell.
  package static func heapBytesInUse() -> Int64? {
    let bytes = streams_heap_bytes_in_use()
    return bytes < 0 ? nil : bytes
  }

  /// Starts a new high-water mark for the resident set, where the system allows it.
  ///
  /// Linux resets the kernel's RSS high-water mark when `5` is written to
  /// `/proc/self/clear_refs`; where that is unavailable the RSS peak stays process-wide.
  ///
  /// - Returns: whether the RSS high-water mark was reset.
  @discardableResult
  package static func resetResidentPeak() -> Bool {
    #if os(Linux)
    let descriptor = open("/proc/self/clear_refs", O_WRONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var five = UInt8(ascii: "5")
    return write(descriptor, &five, 1) == 1
    #else
    return false
    #endif
  }

  /// The resident set's high-water mark in bytes since the last ``resetResidentPeak()``.
  ///
  /// `getrusage`'s `ru_maxrss`; on Linux, where an `exec` carries the previous program's peak
  /// into `ru_maxrss` (so under `swift run` it reports the peak of `swift-run` itself), the
  /// same kernel counter is read from `VmHWM` in `/proc/self/status` instead.
  package static func peakResidentBytes() -> Int64 {
    #if os(Linux)
    if let kilobytes = statusField("VmHWM:") { return kilobytes * 1024 }
    #endif
    var usage = rusage()
    #if os(Linux)
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
    #else
    guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
    #endif
    #if canImport(Darwin)
    return Int64(usage.ru_maxrss)  // bytes on Apple platforms
    #else
    return Int64(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
  }

  #if os(Linux)
  /// The number after `name` in `/proc/self/status` (kilobytes for the `Vm…` fields).
  static func statusField(_ name: String) -> Int64? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix(name) else { continue }
      return Int64(text.dropFirst(name.count).filter { $0.isNumber })
    }
    return nil
  }
  #endif

  /// The resident set size now in bytes (Linux: `/proc/self/statm`), or `nil` where unknown.
  package static func residentBytes() -> Int64? {
    #if os(Linux)
    let descriptor = open("/proc/self/statm", O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    // "size resident shared …" in pages: the second field.
    let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1, let pages = Int64(String(decoding: fields[1], as: UTF8.self)) else {
      return nil
    }
    return pages * Int64(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
  }
}
