import Foundation
import Streams
import StreamsNetwork
import StreamsTest
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.checksResources)
struct DiskCacheStoreTests {
  private let a = CacheKey("GET https://api.example.com/a?token=../../etc/passwd")
  private let b = CacheKey("b")
  private let c = CacheKey("c")

  private func open(_ temporary: CacheDirectory, sizeLimit: Int = 1 << 20) throws
    -> DiskCacheStore
  {
    try DiskCacheStore(directory: temporary.appending("cache"), sizeLimit: sizeLimit)
  }

  private func mode(_ url: URL) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes?[.posixPermissions] as? NSNumber)?.intValue
  }

  private func modified(_ url: URL) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.modificationDate] as? Date
  }

  private func setModified(_ url: URL, secondsAgo: TimeInterval) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-secondsAgo)], ofItemAtPath: url.path)
  }

  // MARK: Round trip, names, permissions

  @Test func savesAndReadsBackEveryField() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    let saved = CachedResponse(
      statusCode: 203, headers: ["ETag": #""v1""#, "Content-Type": "application/json"],
      data: Data([0, 1, 2, 255]), storedAt: Date(timeIntervalSince1970: 1234.5),
      variesOn: ["accept"])
    store.save(saved, for: a)
    #expect(store.entry(for: a) == saved)
    #expect(store.entry(for: b) == nil)
    #expect(store.count == 1)
  }

  @Test func namesFilesByTheKeysHashOnly() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("one"), for: a)
    let names = temporary.files(in: "cache")
    #expect(names == [SHA256.hex(a.stringValue.utf8) + ".entry"])
    #expect(store.fileURL(for: a).lastPathComponent == names.first)
  }

  @Test func filesAreForTheOwnerOnly() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("one"), for: a)
    #expect(mode(temporary.appending("cache")) == 0o700)
    #expect(mode(store.fileURL(for: a)) == 0o600)
  }

  @Test func aDirectoryThatCannotBeCreatedIsATypedError() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    try FileManager.default.createDirectory(at: temporary.url, withIntermediateDirectories: true)
    let file = temporary.appending("file")
    try Data("x".utf8).write(to: file)
    #expect(throws: DiskCacheStoreError.self) {
      try DiskCacheStore(directory: file.appendingPathComponent("cache"))
    }
    // A file where the directory should be: an error, and the file is left as it was.
    #expect(throws: DiskCacheStoreError.self) { try DiskCacheStore(directory: file) }
    #expect(try Data(contentsOf: file) == Data("x".utf8))
  }

  // MARK: Atomic writes

  @Test func aSaveLeavesNoTemporaryFile() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("one"), for: a)
    store.save(cachedEntry("two"), for: a)
    #expect(temporary.files(in: "cache").count == 1)
    #expect(store.entry(for: a)?.data == Data("two".utf8))
  }

  @Test func aTemporaryFileLeftByACrashIsIgnoredAndCleanedUp() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("old"), for: a)
    // A writer that died half-way through its temporary file, before the rename.
    let finished = try Data(contentsOf: store.fileURL(for: a))
    let crashed = temporary.appending("cache/.streams-cache-\(UUID().uuidString).tmp")
    try finished.prefix(finished.count / 2).write(to: crashed)
    try setModified(crashed, secondsAgo: 3_600)
    #expect(store.entry(for: a)?.data == Data("old".utf8), "readers see the last whole entry")
    let reopened = try open(temporary)
    #expect(!FileManager.default.fileExists(atPath: crashed.path))
    #expect(reopened.entry(for: a)?.data == Data("old".utf8))
    #expect(reopened.totalBytes == finished.count, "the leftover is not counted")
  }

  // MARK: Size limit

  @Test func evictsTheOldestAccessFirstUnderTheSizeLimit() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let probe = try open(temporary)
    probe.save(cachedEntry("xxxx"), for: b)
    let size = probe.totalBytes
    probe.removeAll()
    let store = try open(temporary, sizeLimit: 2 * size)
    store.save(cachedEntry("xxxx"), for: b)
    store.save(cachedEntry("yyyy"), for: c)
    _ = store.entry(for: b)
    store.save(cachedEntry("zzzz"), for: CacheKey("d"))
    #expect(store.entry(for: c) == nil, "c was accessed least recently")
    #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: c).path))
    #expect(store.entry(for: b)?.data == Data("xxxx".utf8))
    #expect(store.totalBytes == 2 * size)
  }

  @Test func accessOrderSurvivesReopening() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let first = try open(temporary)
    first.save(cachedEntry("xxxx"), for: b)
    first.save(cachedEntry("yyyy"), for: c)
    let size = first.totalBytes / 2
    try setModified(first.fileURL(for: b), secondsAgo: 100)
    try setModified(first.fileURL(for: c), secondsAgo: 50)
    _ = first.entry(for: b)
    #expect(modified(first.fileURL(for: b)).map { $0 > Date().addingTimeInterval(-10) } == true)
    let reopened = try open(temporary, sizeLimit: 2 * size)
    reopened.save(cachedEntry("zzzz"), for: CacheKey("d"))
    #expect(reopened.entry(for: c) == nil, "c's last access is the oldest on disk")
    #expect(reopened.entry(for: b) != nil)
  }

  @Test func doesNotKeepAnEntryLargerThanTheLimit() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary, sizeLimit: 100)
    store.save(cachedEntry("small"), for: b)
    store.save(cachedEntry(String(repeating: "x", count: 200)), for: b)
    #expect(store.entry(for: b) == nil)
    #expect(temporary.files(in: "cache").isEmpty)
  }

  // MARK: Damage

  @Test func aCorruptFileIsAMissAndIsRemoved() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("precious"), for: a)
    let file = store.fileURL(for: a)
    var bytes = try Data(contentsOf: file)
    bytes[bytes.count - 40] ^= 0x01
    try bytes.write(to: file)
    #expect(store.entry(for: a) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(store.totalBytes == 0)
  }

  @Test(arguments: [0, 1, 8, 20, 60, -1])
  func aTruncatedFileIsAMissAndIsRemoved(keep: Int) throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("precious"), for: a)
    let file = store.fileURL(for: a)
    let bytes = try Data(contentsOf: file)
    try bytes.prefix(keep < 0 ? bytes.count - 1 : keep).write(to: file)
    #expect(store.entry(for: a) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func garbageIsAMiss() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    try Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 7) }).write(to: store.fileURL(for: a))
    #expect(store.entry(for: a) == nil)
  }

  @Test func aFileHoldingAnotherKeyIsAMiss() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("for b"), for: b)
    // As if b's key hashed to a's file name.
    try FileManager.default.copyItem(at: store.fileURL(for: b), to: store.fileURL(for: a))
    #expect(store.entry(for: a) == nil)
    #expect(store.entry(for: b)?.data == Data("for b".utf8))
  }

  @Test func anotherFormatVersionIsAMiss() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("v2"), for: a)
    let file = store.fileURL(for: a)
    var bytes = [UInt8](try Data(contentsOf: file))
    bytes[9] = 3
    let payload = bytes.count - 32
    bytes.replaceSubrange(payload..., with: SHA256.hash(bytes[..<payload]))
    try Data(bytes).write(to: file)
    #expect(store.entry(for: a) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  // MARK: Across instances

  @Test func aNewStoreOnTheDirectoryReadsWhatAnOldOneSaved() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    try open(temporary).save(cachedEntry("kept"), for: a)
    let reopened = try open(temporary)
    #expect(reopened.entry(for: a)?.data == Data("kept".utf8))
    #expect(reopened.count == 1)
  }

  @Test func aDiskCacheServesANewProvider() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let first = CacheHarness(store: try open(temporary), policy: .cacheFirst(maxAge: 60))
    first.request()
    first.respond(200, "from the network", headers: ["Content-Type": "text/plain"])
    let second = CacheHarness(store: try open(temporary), policy: .cacheFirst(maxAge: 60))
    let answer = second.request()
    #expect(second.transport.tasks.isEmpty)
    #expect(answer.bodies == ["from the network"])
    #expect(answer.responses.first?.header("Content-Type") == "text/plain")
  }

  @Test func removeAllEmptiesTheDirectory() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let store = try open(temporary)
    store.save(cachedEntry("one"), for: a)
    store.save(cachedEntry("two"), for: b)
    store.removeAll()
    #expect(temporary.files(in: "cache").isEmpty)
    #expect(store.totalBytes == 0)
    #expect(store.entry(for: a) == nil)
  }
}
