import Foundation

/// The on-disk format of one entry, version 1.
///
/// ```
/// "STRMCACH"                 8 bytes, magic
/// version                    UInt16, big-endian (1)
/// key length, key            UInt32 + UTF-8 of CacheKey.stringValue
/// metadata length, metadata  UInt32 + JSON: status, headers, storedAt, variesOn
/// body length, body          UInt64 + bytes
/// checksum                   32 bytes, SHA-256 of everything above
/// ```
///
/// Decoding never traps: every length is checked against what is left, and the checksum
/// catches a flipped bit or a file cut short; any failure is reported, never thrown past the
/// store.
enum DiskCacheEntry {
  static let magic = Array("STRMCACH".utf8)
  static let version: UInt16 = 1

  /// Why a file did not give an entry.
  enum Failure: Error, Equatable {
    /// Truncated, corrupted, another format or version: the file is useless.
    case unreadable
    /// A valid entry for another key (a hash collision, or a stale file): a miss.
    case otherKey
  }

  private struct Metadata: Codable {
    var status: Int
    var headers: [String: String]
    var storedAt: Double
    var variesOn: [String]
  }

  static func encode(_ entry: CachedResponse, key: CacheKey) -> Data? {
    let metadata = Metadata(
      status: entry.statusCode, headers: entry.headers,
      storedAt: entry.storedAt.timeIntervalSince1970, variesOn: entry.variesOn)
    guard let meta = try? JSONEncoder().encode(metadata) else { return nil }
    let keyBytes = Array(key.stringValue.utf8)
    var data = Data(magic)
    data.reserveCapacity(magic.count + 18 + keyBytes.count + meta.count + entry.data.count + 32)
    append(UInt64(version), bytes: 2, to: &data)
    append(UInt64(keyBytes.count), bytes: 4, to: &data)
    data.append(contentsOf: keyBytes)
    append(UInt64(meta.count), bytes: 4, to: &data)
    data.append(meta)
    append(UInt64(entry.data.count), bytes: 8, to: &data)
    data.append(entry.data)
    data.append(contentsOf: SHA256.hash(data))
    return data
  }

  static func decode(_ data: Data, key: CacheKey) -> Result<CachedResponse, Failure> {
    let bytes = [UInt8](data)
    guard bytes.count >= magic.count + 2 + 32 else { return .failure(.unreadable) }
    let payload = bytes.count - 32
    guard SHA256.hash(bytes[0..<payload]) == Array(bytes[payload...]) else {
      return .failure(.unreadable)
    }
    var reader = Reader(bytes: bytes, end: payload)
    guard reader.take(magic.count).map(Array.init) == magic,
      reader.number(2) == UInt64(version),
      let keyLength = reader.number(4), let keyBytes = reader.take(Int(keyLength)),
      let metaLength = reader.number(4), let metaBytes = reader.take(Int(metaLength)),
      let bodyLength = reader.number(8), bodyLength <= UInt64(Int.max),
      let body = reader.take(Int(bodyLength)), reader.atEnd,
      let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(metaBytes))
    else { return .failure(.unreadable) }
    guard String(decoding: keyBytes, as: UTF8.self) == key.stringValue else {
      return .failure(.otherKey)
    }
    return .success(
      CachedResponse(
        statusCode: metadata.status, headers: metadata.headers, data: Data(body),
        storedAt: Date(timeIntervalSince1970: metadata.storedAt), variesOn: metadata.variesOn))
  }

  private static func append(_ value: UInt64, bytes count: Int, to data: inout Data) {
    for index in stride(from: count - 1, through: 0, by: -1) {
      data.append(UInt8(truncatingIfNeeded: value >> UInt64(index * 8)))
    }
  }

  /// Reads big-endian numbers and byte runs, refusing to go past `end`.
  private struct Reader {
    let bytes: [UInt8]
    let end: Int
    var offset = 0

    init(bytes: [UInt8], end: Int) {
      self.bytes = bytes
      self.end = end
    }

    var atEnd: Bool { offset == end }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count >= 0, count <= end - offset else { return nil }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func number(_ count: Int) -> UInt64? {
      guard let run = take(count) else { return nil }
      return run.reduce(0) { $0 << 8 | UInt64($1) }
    }
  }
}
