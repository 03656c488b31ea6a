import FixtureServer
import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A streamed response is never held: a body many times larger than the memory the process
/// gains while it streams goes through each transport, every byte counted.
@Suite(.checksResources)
struct TransportStreamingMemoryTests {
  /// 256 MiB of JSON Lines: 2,097,152 lines of 128 bytes.
  static let lineCount = 2_097_152
  /// The most the resident set may grow while the body streams: a quarter of the body.
  static let allowedGrowth: Int64 = 64 << 20

  @Test(arguments: TransportKind.available)
  func largeBodyStreamsInFlatMemory(_ kind: TransportKind) throws {
    let expected = FixtureResponse.jsonLinesVolumeByteCount(lineCount: Self.lineCount)
    let harness = try Harness(kind) { server in
      server.route(.get, "/volume", response: .jsonLinesVolume(lineCount: Self.lineCount))
      server.route(.get, "/warm", response: .jsonLinesVolume(lineCount: 10_000))
    }
    // A first, small stream starts the transport's threads and buffers.
    _ = count(harness, "/warm")
    let baseline = residentBytes()
    let counted = count(harness, "/volume")
    #expect(counted.bytes == Int64(expected))
    #expect(counted.lines == Self.lineCount)
    #expect(counted.completed)
    // Where there is no procfs (Apple platforms) only the bytes are checked.
    if let baseline {
      let growth = counted.peakResident - baseline
      #expect(counted.peakResident > 0, "the resident set was sampled")
      #expect(
        growth < Self.allowedGrowth,
        "\(kind): resident set grew \(growth >> 20) MiB streaming \(expected >> 20) MiB")
    }
  }

  /// What streaming `path` gave: bytes, newlines, whether it completed, and the largest
  /// resident set seen while it streamed (sampled every 8 MiB).
  private func count(_ harness: Harness, _ path: String) -> Tally.Counts {
    let tally = Tally()
    let request = URLRequest(url: harness.server.url(path))
    _ = harness.transport.startStreaming(TransportRequest(urlRequest: request)) { event in
      tally.take(event)
    }
    #expect(tally.waitForEnd(seconds: 120), "\(path) ended")
    harness.settle()
    return tally.counts
  }
}

/// Counts a stream's bytes and lines on the transport's thread, keeping nothing.
private final class Tally: @unchecked Sendable {
  // Safe to share: the counts live in the `Locked` box; the semaphore is thread-safe.
  struct Counts {
    var bytes: Int64 = 0
    var lines = 0
    var completed = false
    var peakResident: Int64 = 0
    var nextSample: Int64 = 0
  }

  private let state = Locked(Counts())
  private let ended = DispatchSemaphore(value: 0)

  var counts: Counts { state.withLock { $0 } }

  func take(_ event: TransportStreamEvent) {
    switch event {
    case .head: return
    case .chunk(let data):
      let lines = Self.newlines(in: data)
      let samples = state.withLock { counts -> Bool in
        counts.bytes += Int64(data.count)
        counts.lines += lines
        guard counts.bytes >= counts.nextSample else { return false }
        counts.nextSample = counts.bytes + (8 << 20)
        return true
      }
      if samples, let resident = residentBytes() {
        state.withLock { $0.peakResident = max($0.peakResident, resident) }
      }
    case .completed:
      state.withLock { $0.completed = true }
      ended.signal()
    case .failed:
      ended.signal()
    }
  }

  /// The newlines in `data`, found with `memchr`.
  private static func newlines(in data: Data) -> Int {
    data.withUnsafeBytes { raw -> Int in
      guard var cursor = raw.baseAddress else { return 0 }
      let end = cursor + raw.count
      var count = 0
      while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
        count += 1
        cursor = UnsafeRawPointer(found) + 1
      }
      return count
    }
  }

  func waitForEnd(seconds: Double) -> Bool {
    ended.wait(timeout: .now() + seconds) == .success
  }
}

/// The resident set size in bytes (`/proc/self/statm`), `nil` where there is no procfs.
private func residentBytes() -> Int64? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int64(fields[1]) else { return nil }
  return pages * Int64(sysconf(Int32(_SC_PAGESIZE)))
}
