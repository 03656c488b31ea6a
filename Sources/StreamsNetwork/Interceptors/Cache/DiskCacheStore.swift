import Foundation
import Streams

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``ResponseCacheStore`` in a directory, bounded in bytes, that outlives the process.
///
/// - **Names**: each entry is one file named by the SHA-256 of its key (`<64 hex>.entry`), so
///   no part of a URL ever reaches the file system. The key's SHA-256 is stored inside the
///   entry and checked on every read: a file holding another key is a miss.
/// - **No secret in clear**: a file holds the response (status, headers, body) and hashes of
///   what identifies it, never the URL, its query, or the request's header values a `Vary`
///   names (`Authorization`, `Cookie`): lookups, `Vary` matching included, compare hashes.
///   Response headers that ``Redaction/current`` names (`Set-Cookie`, `Authorization` …) are
///   not written.
/// - **Atomic writes**: an entry is written to a temporary file in the same directory
///   (`.streams-cache-<UUID>.tmp`), then renamed over the old one; a reader sees the old entry
///   or the new one, never a mix. A temporary file a crash left behind is never read; a store
///   opening the directory removes such files of its own once they are ten minutes old.
/// - **Only its own files**: the store reads, removes and counts only files it names
///   (`<64 hex>.entry` and its temporary files); anything else in the directory is left alone.
/// - **Permissions**: every file is `0600`, readable by the owner only. A directory the store
///   creates is `0700`; an existing one keeps its mode.
/// - **Size limit**: after each save, entries are removed oldest access first until the files
///   total at most ``sizeLimit`` bytes. Access order survives a restart (a read refreshes the
///   file's modification time, which orders entries when a store opens the directory).
/// - **Damage**: a truncated or corrupted file, or one of another format version, is a miss
///   and is removed; it never traps. Files of an older version are removed when a store opens
///   the directory.
///
/// The directory belongs to the store: give it one of its own. Two stores may share a
/// directory (a new provider opening an old cache), though each keeps its own size count.
public final class DiskCacheStore: ResponseCacheStore, @unchecked Sendable {
  // Safe to share: the index lives in the `Locked` box; the other properties are immutable.
  // File contents are read and written outside the lock (a rename is atomic); renames,
  // removals and the index change together under it.

  /// The directory holding the entries.
  public let directory: URL
  /// The most bytes the entry files may occupy together.
  public let sizeLimit: Int
  /// Whether the store is shared between users; see ``ResponseCacheStore/isShared``.
  public let isShared: Bool
  private let index = Locked(DiskIndex())

  /// Opens (creating it when needed) a store in `directory`.
  ///
  /// - Parameters:
  ///   - directory: a directory for the store alone; created with mode `0700` (and so are
  ///     parents it needs), or used as it is when it exists, its mode unchanged.
  ///   - sizeLimit: the most bytes the entries may occupy (50 MB by default).
  ///   - isShared: whether the store is shared between users (`false` by default).
  /// - Throws: ``DiskCacheStoreError/directoryUnavailable(path:reason:)`` when the directory
  ///   cannot be created or opened.
  public init(directory: URL, sizeLimit: Int = 50 * 1024 * 1024, isShared: Bool = false)
    throws(DiskCacheStoreError)
  {
    self.directory = directory.standardizedFileURL
    self.sizeLimit = max(0, sizeLimit)
    self.isShared = isShared
    try Self.prepareDirectory(self.directory)
    let files = scan()
    index.withLock { $0.load(files) }
  }

  /// The bytes the entry files occupy, as this store counts them.
  public var totalBytes: Int { index.withLock { $0.total } }

  /// The number of entry files, as this store counts them.
  public var count: Int { index.withLock { $0.files.count } }

  /// The entry under `key`; a damaged file is removed and is a miss.
  ///
  /// - Parameter key: the key.
  /// - Returns: the entry, or `nil` on a miss.
  public func entry(for key: CacheKey) -> CachedResponse? {
    let name = Self.fileName(for: key)
    let path = directory.appendingPathComponent(name).path
    guard let (data, inode) = Self.readFile(path) else {
      index.withLock { _ = Self.recount(name, at: path, in: &$0) }
      return nil
    }
    switch DiskCacheEntry.decode(data, key: key) {
    case .success(let entry):
      index.withLock { index in
        // The file read may have been replaced or evicted since: count what is there now.
        guard Self.recount(name, at: path, in: &index) else { return }
        // Marks the access for stores opened later; a failure only loses that ordering.
        _ = utimensat(AT_FDCWD, path, nil, 0)
      }
      return entry
    case .failure(.otherKey):
      return nil
    case .failure(.unreadable):
      index.withLock { index in
        // Only the damaged file: not a good one a writer renamed into place since the read.
        var status = stat()
        if stat(path, &status) == 0, status.st_ino == inode { unlink(path) }
        _ = Self.recount(name, at: path, in: &index)
      }
      return nil
    }
  }

  /// Writes `entry` under `key` atomically, then evicts down to the size limit.
  ///
  /// An entry larger than the limit is not kept, and neither is the old one, which is out of
  /// date; a failed write removes the old entry too.
  ///
  /// - Parameters:
  ///   - entry: the entry.
  ///   - key: the key.
  public func save(_ entry: CachedResponse, for key: CacheKey) {
    let name = Self.fileName(for: key)
    let path = directory.appendingPathComponent(name).path
    guard let data = DiskCacheEntry.encode(entry, key: key), data.count <= sizeLimit,
      let temporary = writeTemporary(data)
    else {
      removeEntry(for: key)
      return
    }
    index.withLock { index in
      guard rename(temporary, path) == 0 else {
        unlink(temporary)
        return
      }
      index.touch(name, size: data.count)
      for file in index.evict(toFit: sizeLimit) {
        unlink(directory.appendingPathComponent(file).path)
      }
    }
  }

  /// Removes the entry under `key`, if any.
  ///
  /// - Parameter key: the key.
  public func removeEntry(for key: CacheKey) {
    let name = Self.fileName(for: key)
    let path = directory.appendingPathComponent(name).path
    index.withLock { index in
      unlink(path)
      index.remove(name)
    }
  }

  /// Removes every entry file (and any temporary file of a store) in the directory; other
  /// files stay.
  public func removeAll() {
    index.withLock { index in
      for name in Self.contents(of: directory.path) where Self.isOwned(name) {
        unlink(directory.appendingPathComponent(name).path)
      }
      index = DiskIndex()
    }
  }

  /// Where the entry for `key` lives; for tests that damage files.
  ///
  /// - Parameter key: the key.
  /// - Returns: the file's URL, whether or not it exists.
  package func fileURL(for key: CacheKey) -> URL {
    directory.appendingPathComponent(Self.fileName(for: key))
  }
}

/// Why a ``DiskCacheStore`` could not open its directory.
public enum DiskCacheStoreError: Error, Equatable, Sendable {
  /// The directory could not be created, is not a directory, or the mode of one the store
  /// created could not be set to `0700`.
  case directoryUnavailable(path: String, reason: String)
}
