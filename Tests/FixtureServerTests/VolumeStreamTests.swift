import FixtureServer
import Foundation
import Testing

/// The benchmark volumes over a real loopback socket: every byte counted and checked by a raw
/// reader that keeps one chunk at a time, and the process's memory watched while they flow.
@Suite struct VolumeStreamTests {
  /// Lives as long as the test: each test gets its own suite value.
  private let server = FixtureServer(configuration: .init(storesRequests: false))

  private func serve(_ response: FixtureResponse) throws -> RawClient {
    let client = try server.serve(response, at: "/volume")
    client.get("/volume")
    return client
  }

  @Test func aMillionEventsArriveNumberedAndCounted() throws {
    let count = 1_000_000
    let client = try serve(.eventVolume(count: count))
    #expect(client.readHead()?.headers["Content-Type"] == "text/event-stream")
    let deadline = FixtureInstant.now + .seconds(120)
    let eventBytes = 15  // "data: " + 7 digits + "\n\n"
    var next = 1
    var bytes = 0
    var malformed = 0
    let last = client.readChunks(until: deadline) { payload in
      bytes += payload.count
      if payload.count % eventBytes != 0 { malformed += 1 }
      for start in stride(from: 0, to: payload.count - eventBytes + 1, by: eventBytes) {
        if Self.eventNumber(payload, at: start) == next { next += 1 } else { malformed += 1 }
      }
    }
    #expect(last == .end)
    #expect(malformed == 0)
    #expect(next == count + 1)
    #expect(bytes == count * eventBytes)
    #expect(bytes == FixtureResponse.eventVolumeByteCount(count: count))
  }

  @Test func twoHundredFiftySixMebibytesOfJSONLinesKeepMemoryFlat() throws {
    let lines = 2_097_152
    let expected = FixtureResponse.jsonLinesVolumeByteCount(lineCount: lines)
    #expect(expected == 268_435_456)
    let baseline = ResidentMemory.bytes()
    #if os(Linux)
    #expect(baseline != nil)
    #endif
    let client = try serve(.jsonLinesVolume(lineCount: lines))
    let deadline = FixtureInstant.now + .seconds(300)
    let head = client.readHead(until: deadline)
    #expect(head?.headers["Content-Type"] == "application/x-ndjson")
    var peak = max(baseline ?? 0, ResidentMemory.bytes() ?? 0)
    var bytes = 0
    var chunks = 0
    var nextID = 1
    var misplaced = 0
    let last = client.readChunks(until: deadline) { payload in
      bytes += payload.count
      chunks += 1
      // Whole lines of 128 bytes, the first of each chunk carrying the next id.
      if payload.count % 128 != 0 || Self.lineID(payload) != nextID { misplaced += 1 }
      nextID += payload.count / 128
      if chunks % 256 == 0, let now = ResidentMemory.bytes() { peak = max(peak, now) }
    }
    #expect(last == .end)
    #expect(bytes == expected)
    #expect(nextID == lines + 1)
    #expect(misplaced == 0)
    // The server makes one chunk of about 16 KiB at a time: 256 MiB going through leaves the
    // process's resident memory where it was, give or take what other suites do meanwhile.
    if let baseline {
      let growth = peak - baseline
      #expect(growth < 128 << 20, "resident memory grew by \(growth >> 20) MiB")
    }
  }

  /// The number of the 15-byte event `data: nnnnnnn\n\n` at `start`, `nil` when malformed.
  private static func eventNumber(_ payload: [UInt8], at start: Int) -> Int? {
    guard payload[start..<(start + 6)].elementsEqual("data: ".utf8),
      payload[start + 13] == 0x0A, payload[start + 14] == 0x0A
    else { return nil }
    var number = 0
    for digit in payload[(start + 6)..<(start + 13)] {
      guard (0x30...0x39).contains(digit) else { return nil }
      number = number * 10 + Int(digit - 0x30)
    }
    return number
  }

  /// The id of the line `{"id":n,…` a chunk starts with.
  private static func lineID(_ payload: [UInt8]) -> Int? {
    guard payload.starts(with: #"{"id":"#.utf8) else { return nil }
    let digits = payload.dropFirst(6).prefix { (0x30...0x39).contains($0) }
    return Int(String(decoding: digits, as: UTF8.self))
  }
}
