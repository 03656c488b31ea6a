import Foundation
import Streams
import StreamsNetwork
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A disk store changes nothing in its directory but what it made.
@Suite(.checksResources)
struct DiskCacheDirectoryTests {
  private func mode(_ url: URL) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes?[.posixPermissions] as? NSNumber)?.intValue
  }

  private func makeDirectory(_ url: URL, mode: Int) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
  }

  // Issue 10, item 13: an existing directory was set to 0700.
  @Test(arguments: [0o755, 0o750, 0o711])
  func anExistingDirectoryKeepsItsMode(existing: Int) throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let directory = temporary.appending("shared")
    try makeDirectory(directory, mode: existing)
    let parentMode = mode(temporary.url)
    let store = try DiskCacheStore(directory: directory)
    store.save(cachedEntry("one"), for: CacheKey("a"))
    #expect(mode(directory) == existing)
    #expect(mode(temporary.url) == parentMode, "nor does its parent's")
    #expect(mode(store.fileURL(for: CacheKey("a"))) == 0o600, "its own files are private")
  }

  @Test func aDirectoryItCreatesIsForTheOwnerOnly() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let directory = temporary.appending("new/cache")
    _ = try DiskCacheStore(directory: directory)
    #expect(mode(directory) == 0o700)
    #expect(mode(temporary.appending("new")) == 0o700, "a parent it created too")
  }

  // Issue 10, item 13: `.tmp-*` files of other programs were deleted.
  @Test func filesItDidNotMakeSurviveOpeningSavingAndRemovingAll() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let directory = temporary.appending("cache")
    try makeDirectory(directory, mode: 0o700)
    let foreign = [
      ".tmp-x", ".tmp-", "notes.txt", ".streams-cache-not-a-uuid.tmp",
      String(repeating: "a", count: 64) + ".entry.bak",
    ]
    for name in foreign {
      try Data("someone else's".utf8).write(to: directory.appendingPathComponent(name))
    }
    let store = try DiskCacheStore(directory: directory)
    store.save(cachedEntry("one"), for: CacheKey("a"))
    store.removeAll()
    _ = try DiskCacheStore(directory: directory)
    #expect(temporary.files(in: "cache") == foreign.sorted())
    #expect(store.count == 0)
  }

  @Test func onlyItsOwnAbandonedTemporaryFilesAreRemoved() throws {
    let temporary = CacheDirectory()
    defer { temporary.remove() }
    let directory = temporary.appending("cache")
    try makeDirectory(directory, mode: 0o700)
    let abandoned = directory.appendingPathComponent(".streams-cache-\(UUID().uuidString).tmp")
    let inFlight = directory.appendingPathComponent(".streams-cache-\(UUID().uuidString).tmp")
    for file in [abandoned, inFlight] { try Data("partial".utf8).write(to: file) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3_600)], ofItemAtPath: abandoned.path)
    let store = try DiskCacheStore(directory: directory)
    #expect(!FileManager.default.fileExists(atPath: abandoned.path), "left by a crash")
    #expect(
      FileManager.default.fileExists(atPath: inFlight.path), "another store may be writing it")
    #expect(store.totalBytes == 0, "temporary files are not entries")
  }
}
