import Foundation

/// A decoder that turns `Data` into a `Decodable` value: `JSONDecoder`, `PropertyListDecoder`,
/// or your own, for `decode(type:decoder:)`.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`.
  ///
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - data: the encoded bytes.
  /// - Returns: the decoded value.
  /// - Throws: the decoder's error when `data` does not hold a valid `type`.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
  /// Decodes each element into a value of `type` with `decoder`.
  ///
  ///     --{"a":1}--|  decode(type: Model.self, decoder: JSONDecoder())  --Model(a: 1)--|
  ///
  /// - Parameters:
  ///   - type: the type each element decodes to.
  ///   - decoder: the decoder; a decoding error fails the sequence and disposes the source.
  /// - Returns: the sequence of decoded values.
  @inlinable
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder)
    -> Observable<Item>
  {
    map { try decoder.decode(type, from: $0) }
  }
}
