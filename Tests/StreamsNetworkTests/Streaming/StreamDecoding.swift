import Foundation
import StreamsNetwork

/// What a decoder makes of a whole stream: its items, and its failure if it threw.
struct StreamOutcome<Item: Equatable>: Equatable, CustomStringConvertible {
  /// The items emitted, in order, including those before a failure.
  var items: [Item] = []
  /// The failure's description, or `nil` when the stream decoded to its end.
  var failure: String?
  /// Whether the failure, if any, was a ``StreamDecodingError``.
  var failedWithStreamDecodingError = true

  var description: String { "\(items) failure: \(failure ?? "none")" }
}

/// Decoding helpers shared by the streaming suites.
enum StreamDecoding {
  /// Runs `decoder` over `chunks`, then finishes it.
  static func run<Decoder: ChunkDecoder>(_ decoder: Decoder, _ chunks: [[UInt8]])
    -> StreamOutcome<Decoder.Item> where Decoder.Item: Equatable
  {
    var decoder = decoder
    var outcome = StreamOutcome<Decoder.Item>()
    do {
      for chunk in chunks {
        try chunk.withUnsafeBytes { bytes in
          try decoder.decode(bytes) { outcome.items.append($0) }
        }
      }
      try decoder.finish { outcome.items.append($0) }
    } catch {
      outcome.failure = "\(error)"
      outcome.failedWithStreamDecodingError = error is StreamDecodingError
    }
    return outcome
  }

  /// Runs `decoder` over `text` in one chunk.
  static func run<Decoder: ChunkDecoder>(_ decoder: Decoder, _ text: String)
    -> StreamOutcome<Decoder.Item> where Decoder.Item: Equatable
  {
    run(decoder, [Array(text.utf8)])
  }

  /// The error `decoder` throws for `chunks`, if it is a ``StreamDecodingError``.
  static func error<Decoder: ChunkDecoder>(_ decoder: Decoder, _ chunks: [[UInt8]])
    -> StreamDecodingError?
  {
    var decoder = decoder
    do {
      for chunk in chunks { _ = try decoder.decode(Data(chunk)) }
      _ = try decoder.finish()
    } catch let error as StreamDecodingError {
      return error
    } catch {
      return nil
    }
    return nil
  }

  /// How many chunks of `text` `decoder` takes after `prefix` before it fails (at most
  /// 1,000), and its error.
  static func chunksTaken<Decoder: ChunkDecoder>(
    _ decoder: Decoder, after prefix: String = "", repeating text: String
  ) -> (taken: Int, error: StreamDecodingError?) {
    var decoder = decoder
    var taken = 0
    do {
      _ = try decoder.decode(Data(prefix.utf8))
      for _ in 0..<1_000 {
        _ = try decoder.decode(Data(text.utf8))
        taken += 1
      }
    } catch {
      return (taken, error as? StreamDecodingError)
    }
    return (taken, nil)
  }

  /// `bytes` cut at `cuts` (ascending offsets; out-of-range ones ignored).
  static func split(_ bytes: [UInt8], at cuts: [Int]) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var start = 0
    for cut in cuts where cut >= start && cut <= bytes.count {
      chunks.append(Array(bytes[start..<cut]))
      start = cut
    }
    chunks.append(Array(bytes[start...]))
    return chunks
  }

  /// Every way to cut `bytes` in two, and one byte per chunk.
  static func everySplit(_ bytes: [UInt8]) -> [[[UInt8]]] {
    (0...bytes.count).map { split(bytes, at: [$0]) } + [bytes.map { [$0] }]
  }

  /// The events of `text` through a ``ServerSentEventParser``, in one chunk.
  static func updates(_ text: String, lastEventID: String = "") -> [ServerSentEventUpdate] {
    run(ServerSentEventParser(lastEventID: lastEventID), text).items
  }

  /// The events of `bytes`, without the other updates.
  static func events(_ bytes: [UInt8]) -> [ServerSentEvent] {
    run(ServerSentEventParser(), [bytes]).items.compactMap(\.event)
  }

  /// The events of `text`, without the other updates.
  static func events(_ text: String) -> [ServerSentEvent] {
    events(Array(text.utf8))
  }
}

/// A model for the JSON suites.
struct Reading: Codable, Equatable, Sendable {
  var id: Int
  var name: String
}
