import Foundation
import StreamsNetwork

/// The decoding workload: a 1 MB JSON array through `Response.map(_:)` and through a bare
/// `JSONDecoder`.
extension Workload {
  /// Decodes a JSON array of ``BenchItem`` of about 1 MB.
  package static let decode = Workload(
    name: "decode",
    summary: "Response.map([BenchItem].self) of a 1 MB JSON array vs "
      + "JSONDecoder().decode([BenchItem].self, from:)",
    unit: .decode, target: .ratio(1.05),
    sizes: Sizes(standard: 1_048_576, quick: 262_144, smoke: 16_384)
  ) { size in
    let body = try BenchItem.jsonArray(bytes: size)
    let response = Response(statusCode: 200, data: body)
    return Instance(
      events: 1, subject: { try DecodingWorkloads.viaResponse(response) },
      floor: { try DecodingWorkloads.viaDecoder(body) })
  }
}

/// One element of the decoding and network payloads: a mix of strings, numbers, a flag, an
/// optional and a nested array, as an API model has.
package struct BenchItem: Codable, Sendable, Equatable {
  /// The identifier.
  package var id: Int
  /// A short name.
  package var name: String
  /// A longer text.
  package var summary: String
  /// A price.
  package var price: Double
  /// A flag.
  package var active: Bool
  /// Labels.
  package var tags: [String]
  /// Sometimes present.
  package var parent: Int?

  /// The summary length that makes one encoded item about 1 KB.
  package static let kilobyteSummary = 900

  /// The item with index `index`, with a summary of `summaryLength` characters.
  ///
  /// - Parameters:
  ///   - index: the identifier and the seed of the other fields.
  ///   - summaryLength: the length of ``summary``.
  /// - Returns: the item.
  package static func make(_ index: Int, summaryLength: Int = 24) -> BenchItem {
    BenchItem(
      id: index, name: "item-\(index)",
      summary: String(repeating: "lorem ipsum ", count: summaryLength / 12 + 1)
        .prefix(summaryLength).description,
      price: Double(index % 1000) / 4, active: index % 3 == 0,
      tags: ["t\(index % 7)", "t\(index % 11)"], parent: index % 2 == 0 ? index / 2 : nil)
  }

  /// A JSON array of items of about `bytes` bytes (never fewer than one item).
  ///
  /// - Parameter bytes: the approximate size of the JSON text.
  /// - Returns: the encoded array.
  /// - Throws: an `EncodingError` (not expected for these values).
  package static func jsonArray(bytes: Int) throws -> Data {
    let one = try JSONEncoder().encode([make(0)])
    let count = max(1, bytes / max(1, one.count - 2))
    return try JSONEncoder().encode((0..<count).map { make($0) })
  }

  /// A checksum of decoded items that touches every field.
  ///
  /// - Parameter items: decoded items.
  /// - Returns: the checksum.
  package static func checksum(_ items: [BenchItem]) -> Int {
    var total = items.count
    for item in items { total &+= item.checksum }
    return total
  }

  /// A checksum of this item that touches every field.
  package var checksum: Int {
    id &+ name.utf8.count &+ summary.utf8.count &+ Int(price * 4) &+ (active ? 1 : 0)
      &+ tags.count &+ (parent ?? -1)
  }
}

enum DecodingWorkloads {
  @inline(never)
  static func viaResponse(_ response: Response) throws -> Int {
    BenchItem.checksum(try response.map([BenchItem].self))
  }

  @inline(never)
  static func viaDecoder(_ body: Data) throws -> Int {
    BenchItem.checksum(try JSONDecoder().decode([BenchItem].self, from: body))
  }
}
