import Foundation
import StreamsNetwork
import TestSupport
import Testing

/// The collected body's buffer: reserved from the announced length but never beyond the size
/// limit, each run copied once, handed over without another copy.
@Suite(.checksResources)
struct ResponseBodyBufferTests {
  private let body = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

  /// Appends `data` to `buffer` in runs of `size` bytes.
  private func append(_ data: Data, to buffer: inout ResponseBodyBuffer, runsOf size: Int) {
    data.withUnsafeBytes { raw in
      var start = 0
      while start < raw.count {
        let end = min(raw.count, start + size)
        let appended = buffer.append(UnsafeRawBufferPointer(rebasing: raw[start..<end]))
        #expect(appended)
        start = end
      }
    }
  }

  @Test func announcedLengthIsReservedOnceAndNeverOutgrown() {
    var buffer = ResponseBodyBuffer()
    buffer.reserve(announced: Int64(body.count), limit: .max)
    #expect(buffer.capacity == body.count)
    append(body, to: &buffer, runsOf: 777)
    #expect(buffer.capacity == body.count, "no growth: each run copied once, in place")
    #expect(buffer.count == body.count)
    let taken = buffer.take()
    #expect(taken == body)
    #expect(buffer.count == 0)
  }

  @Test func announcedLengthIsNotTrustedBeyondTheLimits() {
    var limited = ResponseBodyBuffer()
    limited.reserve(announced: 1 << 40, limit: 4_096)
    #expect(limited.capacity == 4_096)
    var unlimited = ResponseBodyBuffer()
    unlimited.reserve(announced: 1 << 40, limit: .max)
    #expect(unlimited.capacity == ResponseBodyBuffer.largestReservation)
    var negative = ResponseBodyBuffer()
    negative.reserve(announced: -5, limit: .max)
    negative.reserve(announced: 100, limit: -1)
    #expect(negative.capacity == 0)
  }

  @Test func unannouncedBodyGrowsAndKeepsItsBytes() {
    var buffer = ResponseBodyBuffer()
    append(body, to: &buffer, runsOf: 100)
    #expect(buffer.capacity >= body.count)
    let taken = buffer.take()
    #expect(taken == body)
  }

  @Test func bodyThatArrivesWholeIsKeptWithoutACopy() {
    var buffer = ResponseBodyBuffer()
    let appended = buffer.append(body, announced: Int64(body.count))
    #expect(appended)
    let taken = buffer.take()
    #expect(taken == body)
    let original = body.withUnsafeBytes { $0.baseAddress }
    #expect(taken.withUnsafeBytes { $0.baseAddress } == original)
  }

  @Test func bodyThatArrivedWholeIsJoinedByWhatFollows() {
    var buffer = ResponseBodyBuffer()
    let first = buffer.append(body.prefix(3_000), announced: -1)
    let second = buffer.append(body.dropFirst(3_000), announced: -1)
    #expect(first && second)
    #expect(buffer.count == body.count)
    let taken = buffer.take()
    #expect(taken == body)
  }

  @Test func emptyBodyIsEmptyData() {
    var buffer = ResponseBodyBuffer()
    buffer.reserve(announced: 10, limit: .max)
    let taken = buffer.take()
    #expect(taken.isEmpty)
  }
}
