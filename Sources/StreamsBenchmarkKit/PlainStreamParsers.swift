import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a streaming floor does with the body: takes chunks as they come, keeps a checksum.
protocol PlainStreamParser: SendableMetatype {
  /// The checksum of everything parsed so far; the Streams side must compute the same.
  var total: Int { get }
  /// Why the body could not be parsed, if it could not; the run then fails.
  var failure: Error? { get }
  /// Parses the bytes of one chunk, a line cut by its end kept for the next.
  mutating func feed(_ chunk: Data)
}

extension PlainStreamParser {
  /// Never a failure: every byte sequence parses.
  var failure: Error? { nil }
}

/// The lines of a body arriving in chunks, found with `memchr`.
///
/// A line cut by a chunk's end is kept and completed by the next. LF only, no limit: what the
/// benchmark streams hold.
struct PlainLineSplitter {
  private var carry: [UInt8] = []
  private var spare: [UInt8] = []

  /// Calls `body` with each complete line of `chunk` (without its LF), in order.
  mutating func forEachLine(in chunk: Data, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    chunk.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard let base = bytes.baseAddress else { return }
      var start = 0
      while start < bytes.count {
        guard let found = memchr(base + start, 0x0A, bytes.count - start) else {
          carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
          return
        }
        let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if carry.isEmpty {
          body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        } else {
          carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
          // Swapped out, so the line is read without holding `carry` and nothing is copied.
          swap(&carry, &spare)
          spare.withUnsafeBufferPointer { body($0) }
          spare.removeAll(keepingCapacity: true)
        }
        start = end + 1
      }
    }
  }
}

/// The floor of the event-stream rows: a plain loop that reads only what those streams hold.
///
/// The `data`, `event` and `id` fields read by prefix, each event's strings made at its blank
/// line, its checksum added. No CR, BOM, comment, `retry` or limit.
struct PlainEventParser: PlainStreamParser {
  private(set) var total = 0
  private var lines = PlainLineSplitter()
  private var fields = Fields()

  mutating func feed(_ chunk: Data) {
    lines.forEachLine(in: chunk) { fields.take($0, into: &total) }
  }

  /// The fields of the event being read.
  private struct Fields {
    var data: [UInt8] = []
    var type: [UInt8] = []
    var lastEventID = ""

    mutating func take(_ bytes: UnsafeBufferPointer<UInt8>, into total: inout Int) {
      if bytes.isEmpty {
        guard !data.isEmpty else { return }
        data.removeLast()
        let event = (
          type: type.isEmpty ? "message" : String(decoding: type, as: UTF8.self),
          data: String(decoding: data, as: UTF8.self)
        )
        total &+= StreamingWorkloads.checksum(
          type: event.type, data: event.data, lastEventID: lastEventID)
        data.removeAll(keepingCapacity: true)
        type.removeAll(keepingCapacity: true)
      } else if bytes.starts(with: "data: ".utf8) {
        data.append(contentsOf: bytes.dropFirst(6))
        data.append(0x0A)
      } else if bytes.starts(with: "event: ".utf8) {
        type.removeAll(keepingCapacity: true)
        type.append(contentsOf: bytes.dropFirst(7))
      } else if bytes.starts(with: "id: ".utf8) {
        lastEventID = String(
          decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst(4)), as: UTF8.self)
      }
    }
  }
}

/// The floor of the JSON Lines row: each line decoded by its own `JSONDecoder` call into a
/// ``VolumeLine``, its checksum added.
struct PlainJSONLinesParser: PlainStreamParser {
  private(set) var total = 0
  private(set) var failure: Error?
  private var lines = PlainLineSplitter()
  private let decoder = JSONDecoder()

  mutating func feed(_ chunk: Data) {
    let decoder = decoder
    lines.forEachLine(in: chunk) { line in
      guard failure == nil else { return }
      do {
        total &+= try decoder.decode(VolumeLine.self, from: Data(buffer: line)).checksum
      } catch {
        failure = error
      }
    }
  }
}

/// One line of the fixture server's JSON Lines volume: `{"id":<n>,"pad":"xx…"}`.
struct VolumeLine: Decodable, Sendable {
  var id: Int
  var pad: String

  /// What both sides of the `ndjson` row add for a line.
  var checksum: Int { id &+ pad.utf8.count }
}
