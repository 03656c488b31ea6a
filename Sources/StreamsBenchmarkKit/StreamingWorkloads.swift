import Foundation
import Streams
import StreamsNetwork

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The streaming workload: a `text/event-stream` body in memory, in 64 KiB chunks, through
/// `serverSentEvents()` and through a plain loop that parses the same bytes.
extension Workload {
  /// 500,000 events, each with an `id`, an `event` and a `data` line, about 60 bytes.
  package static let sse = Workload(
    name: "sse",
    summary: "from([Data]) of a text/event-stream in 64 KiB chunks -> serverSentEvents() -> "
      + "subscribe(onNext:) vs a plain loop over the same chunks; 500,000 events",
    unit: .event, target: .ratio(1.5),
    sizes: Sizes(standard: 500_000, quick: 50_000, smoke: 1_000)
  ) { size in
    let chunks = StreamingWorkloads.eventStream(events: opaque(size), chunkSize: 65_536)
    return Instance(
      events: size, subject: { StreamingWorkloads.events(chunks) },
      floor: { StreamingWorkloads.eventsFloor(chunks) })
  }
}

enum StreamingWorkloads {
  /// An event stream of `events` events cut into chunks of `chunkSize` bytes.
  static func eventStream(events: Int, chunkSize: Int) -> [Data] {
    var body: [UInt8] = []
    for index in 0..<events {
      let type = index % 10 == 0 ? "tock" : "tick"
      body += Array("id: \(index)\nevent: \(type)\ndata: {\"n\":\(index),\"v\":\"abc\"}\n\n".utf8)
    }
    return stride(from: 0, to: body.count, by: chunkSize).map {
      Data(body[$0..<min($0 + chunkSize, body.count)])
    }
  }

  /// The checksum both sides compute from an event.
  static func checksum(type: String, data: String, lastEventID: String) -> Int {
    1 &+ type.utf8.count &+ data.utf8.count &+ lastEventID.utf8.count
  }

  @inline(never)
  static func events(_ chunks: [Data]) -> Int {
    let sum = Accumulator()
    let subscription = Observable.from(chunks).serverSentEvents()
      .subscribe(onNext: { event in
        sum.total &+= checksum(type: event.type, data: event.data, lastEventID: event.lastEventID)
      })
    subscription.dispose()
    return sum.total
  }

  /// The floor: a plain loop that reads only what this stream holds.
  ///
  /// The lines of each chunk found with `memchr`, a line cut by a chunk kept, the `data`,
  /// `event` and `id` fields read by prefix, each event's strings made at its blank line. No
  /// CR, BOM, comment, `retry` or limit.
  @inline(never)
  static func eventsFloor(_ chunks: [Data]) -> Int {
    var total = 0
    var carry: [UInt8] = []
    var data: [UInt8] = []
    var type: [UInt8] = []
    var lastEventID = ""
    func line(_ bytes: UnsafeBufferPointer<UInt8>) {
      if bytes.isEmpty {
        guard !data.isEmpty else { return }
        data.removeLast()
        let event = (
          type: type.isEmpty ? "message" : String(decoding: type, as: UTF8.self),
          data: String(decoding: data, as: UTF8.self)
        )
        total &+= checksum(type: event.type, data: event.data, lastEventID: lastEventID)
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
    for chunk in chunks {
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
            line(UnsafeBufferPointer(rebasing: bytes[start..<end]))
          } else {
            carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            carry.withUnsafeBufferPointer { line($0) }
            carry.removeAll(keepingCapacity: true)
          }
          start = end + 1
        }
      }
    }
    return total
  }
}
