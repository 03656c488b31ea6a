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
///   no part of a URL ever reaches the file system. The full key is stored inside the entry
///   and checked on every read: a file holding another key (a collision) is a miss.
/// - **Atomic writes**: an entry is written to a temporary file in the same directory, then
///   renamed over the old one; a reader sees the old entry or the new one, never a mix. A
///   temporary file a crash left behind is never read, and the next store opened on the
///   directory removes it.
/// - **Permissions**: the directory is `0700` and every file `0600`: readable by the owner only.
/// - **Size limit**: after each save, entries are removed oldest access first until the files
///   total at most ``sizeLimit`` bytes. Access order survives a restart (a read refreshes the
///   file's modification time, which orders entries when a store opens the directory).
/// - **Damage**: a truncated or corrupted file, or one of another format version, is a miss
///   and is removed; it never traps.
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
  ///   - directory: a directory for the store alone; created with mode `0700`, and set to
  ///     `0700` when it exists.
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
    let path = self.directory.path
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .directoryUnavailable(path: path, reason: "\(error)")
    }
    guard chmod(path, 0o700) == 0 else {
      throw .directoryUnavailable(path: path, reason: String(cString: strerror(errno)))
    }
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

  /// Removes every entry file (and any temporary file) in the directory.
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

  // MARK: Files

  static let entrySuffix = ".entry"
  static let temporaryPrefix = ".tmp-"

  static func fileName(for key: CacheKey) -> String {
    SHA256.hex(key.stringValue.utf8) + entrySuffix
  }

  /// Brings the index in line with the file at `path`, under the index lock: counted as
  /// just accessed when it exists, dropped when it does not.
  ///
  /// - Returns: whether the file exists.
  private static func recount(_ name: String, at path: String, in index: inout DiskIndex)
    -> Bool
  {
    var status = stat()
    guard stat(path, &status) == 0 else {
      index.remove(name)
      return false
    }
    index.touch(name, size: Int(status.st_size))
    return true
  }

  private static func isEntry(_ name: String) -> Bool {
    name.hasSuffix(entrySuffix) && name.utf8.count == 64 + entrySuffix.utf8.count
  }

  private static func isOwned(_ name: String) -> Bool {
    isEntry(name) || name.hasPrefix(temporaryPrefix)
  }

  private static func contents(of path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  /// The contents of the file at `path` and its inode, or `nil` when it cannot be read.
  private static func readFile(_ path: String) -> (Data, ino_t)? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
    var data = Data(count: Int(status.st_size))
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      var done = 0
      while done < buffer.count {
        let result = read(descriptor, base + done, buffer.count - done)
        if result < 0, errno == EINTR { continue }
        // End of file early: the file shrank while read; what was read is checked anyway.
        guard result > 0 else { return result == 0 }
        done += result
      }
      return true
    }
    return complete ? (data, status.st_ino) : nil
  }

  /// Writes `data` to a new `0600` temporary file in the directory and returns its path.
  private func writeTemporary(_ data: Data) -> String? {
    let path = directory.appendingPathComponent(Self.temporaryPrefix + UUID().uuidString).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    var written = 0
    let complete = data.withUnsafeBytes { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      while written < buffer.count {
        let result = write(descriptor, base + written, buffer.count - written)
        if result < 0, errno == EINTR { continue }
        guard result > 0 else { return false }
        written += result
      }
      return true
    }
    // Even with a umask that is stricter still, the mode is exactly owner read and write.
    let restricted = fchmod(descriptor, 0o600) == 0
    guard close(descriptor) == 0, complete, restricted else {
      unlink(path)
      return nil
    }
    return path
  }

  /// The entry files present, oldest modification first; leftover temporary files removed.
  private func scan() -> [(name: String, size: Int)] {
    var found: [(name: String, size: Int, modified: Date)] = []
    for name in Self.contents(of: directory.path) {
      let path = directory.appendingPathComponent(name).path
      if name.hasPrefix(Self.temporaryPrefix) {
        unlink(path)
        continue
      }
      guard Self.isEntry(name),
        let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let size = (attributes[.size] as? NSNumber)?.intValue
      else { continue }
      let modified = attributes[.modificationDate] as? Date ?? .distantPast
      found.append((name, size, modified))
    }
    return found.sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }.map {
      ($0.name, $0.size)
    }
  }
}

/// Why a ``DiskCacheStore`` could not open its directory.
public enum DiskCacheStoreError: Error, Equatable, Sendable {
  /// The directory could not be created, or its mode set to `0700`.
  case directoryUnavailable(path: String, reason: String)
}

/// Sizes and access order of a disk store's files.
struct DiskIndex {
  var files: [String: (size: Int, access: UInt64)] = [:]
  var total = 0
  private var clock: UInt64 = 0

  /// Loads files listed oldest access first.
  mutating func load(_ listed: [(name: String, size: Int)]) {
    for file in listed { touch(file.name, size: file.size) }
  }

  mutating func touch(_ name: String, size: Int) {
    clock += 1
    total += size - (files[name]?.size ?? 0)
    files[name] = (size, clock)
  }

  mutating func remove(_ name: String) {
    guard let removed = files.removeValue(forKey: name) else { return }
    total -= removed.size
  }

  /// Removes entries oldest access first until the total fits; returns their names.
  mutating func evict(toFit limit: Int) -> [String] {
    guard total > limit else { return [] }
    var evicted: [String] = []
    for (name, _) in files.sorted(by: { $0.value.access < $1.value.access }) {
      guard total > limit else { break }
      remove(name)
      evicted.append(name)
    }
    return evicted
  }
}
