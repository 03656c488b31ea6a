import Foundation
import Streams
import StreamsNetwork

/// The streaming workload: a `text/event-stream` body in memory, in 64 KiB chunks, through
/// `serverSentEvents()` and through a plain loop that parses the same bytes.
extension Workload {
  /// 500,000 events, each with an `id`, an `event` and a `data` line, about 60 bytes.
  package static let sseInMemory = Workload(
    name: "sse-memory",
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

  /// The floor: ``PlainEventParser`` over the same chunks.
  @inline(never)
  static func eventsFloor(_ chunks: [Data]) -> Int {
    var parser = PlainEventParser()
    for chunk in chunks { parser.feed(chunk) }
    return parser.total
  }
}
