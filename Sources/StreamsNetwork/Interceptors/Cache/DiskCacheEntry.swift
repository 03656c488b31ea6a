import Foundation

/// The on-disk format of one entry, version 2.
///
/// ```
/// "STRMCACH"                 8 bytes, magic
/// version                    UInt16, big-endian (2)
/// key digest                 32 bytes, SHA-256 of CacheKey.stringValue
/// metadata length, metadata  UInt32 + JSON: status, headers, storedAt, variesOn
/// body length, body          UInt64 + bytes
/// checksum                   32 bytes, SHA-256 of everything above
/// ```
///
/// No secret is written in clear: the key (a URL with its query; for a `Vary` response, the
/// request's `Authorization` or `Cookie` values) is kept only as its SHA-256, which is all a
/// lookup needs, and response headers that ``Redaction/current`` names (`Set-Cookie`,
/// `Authorization` …) are left out. Version 1 stored the key in clear; a store removes such
/// files when it opens the directory.
///
/// Decoding never traps: every length is checked against what is left, and the checksum
/// catches a flipped bit or a file cut short; any failure is reported, never thrown past the
/// store.
enum DiskCacheEntry {
  static let magic = Array("STRMCACH".utf8)
  static let version: UInt16 = 2
  /// The bytes before the key digest: magic and version.
  static let headerSize = magic.count + 2
  /// The latest `storedAt`, in seconds either side of 1970, an entry may carry (about the
  /// year 5000): beyond it, ages would not fit an `Int`.
  static let storedAtBound: Double = 1e11

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
    let redaction = Redaction.current
    let metadata = Metadata(
      status: entry.statusCode, headers: entry.headers.filter { !redaction.redactsHeader($0.key) },
      storedAt: entry.storedAt.timeIntervalSince1970, variesOn: entry.variesOn)
    guard let meta = try? JSONEncoder().encode(metadata) else { return nil }
    var data = Data(magic)
    data.reserveCapacity(headerSize + 32 + 12 + meta.count + entry.data.count + 32)
    append(UInt64(version), bytes: 2, to: &data)
    data.append(contentsOf: digest(of: key))
    append(UInt64(meta.count), bytes: 4, to: &data)
    data.append(meta)
    append(UInt64(entry.data.count), bytes: 8, to: &data)
    data.append(entry.data)
    data.append(contentsOf: SHA256.hash(data))
    return data
  }

  static func decode(_ data: Data, key: CacheKey) -> Result<CachedResponse, Failure> {
    let bytes = [UInt8](data)
    guard bytes.count >= headerSize + 32 else { return .failure(.unreadable) }
    let payload = bytes.count - 32
    guard SHA256.hash(bytes[0..<payload]) == Array(bytes[payload...]) else {
      return .failure(.unreadable)
    }
    var reader = Reader(bytes: bytes, end: payload)
    guard reader.take(magic.count).map(Array.init) == magic,
      reader.number(2) == UInt64(version),
      let keyDigest = reader.take(32),
      let metaLength = reader.number(4), let metaBytes = reader.take(Int(metaLength)),
      let bodyLength = reader.number(8), bodyLength <= UInt64(Int.max),
      let body = reader.take(Int(bodyLength)), reader.atEnd,
      let metadata = try? JSONDecoder().decode(Metadata.self, from: Data(metaBytes)),
      abs(metadata.storedAt) <= storedAtBound
    else { return .failure(.unreadable) }
    guard Array(keyDigest) == digest(of: key) else { return .failure(.otherKey) }
    return .success(
      CachedResponse(
        statusCode: metadata.status, headers: metadata.headers, data: Data(body),
        storedAt: Date(timeIntervalSince1970: metadata.storedAt), variesOn: metadata.variesOn))
  }

  /// Whether `prefix`, the first bytes of a file, begins an entry of an older format
  /// version: one that may hold a key in clear.
  static func isOutdated(_ prefix: [UInt8]) -> Bool {
    guard prefix.count >= headerSize, Array(prefix[..<magic.count]) == magic else { return false }
    let stored = UInt16(prefix[magic.count]) << 8 | UInt16(prefix[magic.count + 1])
    return stored < version
  }

  /// What an entry stores of its key: the SHA-256 of ``CacheKey/stringValue``.
  static func digest(of key: CacheKey) -> [UInt8] {
    SHA256.hash(Array(key.stringValue.utf8))
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
