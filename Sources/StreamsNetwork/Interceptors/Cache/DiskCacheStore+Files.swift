import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a ``DiskCacheStore``: names, POSIX reads and writes, the start-up scan.
extension DiskCacheStore {
  static let entrySuffix = ".entry"
  /// Temporary files are `.streams-cache-<UUID>.tmp`: a name no other program picks, so the
  /// store never removes a file it did not make.
  static let temporaryPrefix = ".streams-cache-"
  static let temporarySuffix = ".tmp"
  /// How old a temporary file must be before a store opening the directory removes it: it
  /// was left by a crash, not being written by another store on the same directory.
  static let abandonedAfter: TimeInterval = 600

  static func fileName(for key: CacheKey) -> String {
    SHA256.hex(key.stringValue.utf8) + entrySuffix
  }

  /// Brings the index in line with the file at `path`, under the index lock: counted as
  /// just accessed when it exists, dropped when it does not.
  ///
  /// - Returns: whether the file exists.
  static func recount(_ name: String, at path: String, in index: inout DiskIndex)
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

  static func isEntry(_ name: String) -> Bool {
    name.hasSuffix(entrySuffix) && name.utf8.count == 64 + entrySuffix.utf8.count
  }

  static func isOwned(_ name: String) -> Bool {
    isEntry(name) || isTemporary(name)
  }

  /// Whether `name` is a temporary file a store made: its prefix, a UUID, its suffix.
  static func isTemporary(_ name: String) -> Bool {
    guard name.hasPrefix(temporaryPrefix), name.hasSuffix(temporarySuffix) else { return false }
    let middle = name.dropFirst(temporaryPrefix.count).dropLast(temporarySuffix.count)
    return UUID(uuidString: String(middle)) != nil
  }

  static func temporaryName() -> String {
    temporaryPrefix + UUID().uuidString + temporarySuffix
  }

  /// Creates the store's directory with mode `0700`, or opens the one already there without
  /// changing its mode: the store changes the mode only of a directory it created.
  ///
  /// - Throws: ``DiskCacheStoreError/directoryUnavailable(path:reason:)`` when the path
  ///   cannot be created, is not a directory the process may read and write, or cannot be
  ///   restricted.
  static func prepareDirectory(_ directory: URL) throws(DiskCacheStoreError) {
    let path = directory.path
    let parent = directory.deletingLastPathComponent().path
    do {
      // Parents created here are the store's own too: `0700`, like the directory.
      try FileManager.default.createDirectory(
        atPath: parent, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .directoryUnavailable(path: path, reason: "\(error)")
    }
    if mkdir(path, 0o700) == 0 {
      // Exactly `0700`, whatever the umask took away.
      guard chmod(path, 0o700) == 0 else {
        throw .directoryUnavailable(path: path, reason: String(cString: strerror(errno)))
      }
      return
    }
    let failure = errno
    var status = stat()
    guard failure == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      let reason = failure == EEXIST ? "not a directory" : String(cString: strerror(failure))
      throw .directoryUnavailable(path: path, reason: reason)
    }
    guard access(path, R_OK | W_OK | X_OK) == 0 else {
      throw .directoryUnavailable(path: path, reason: String(cString: strerror(errno)))
    }
  }

  static func contents(of path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  /// The contents of the file at `path` and its inode, or `nil` when it cannot be read.
  static func readFile(_ path: String) -> (Data, ino_t)? {
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
  func writeTemporary(_ data: Data) -> String? {
    let path = directory.appendingPathComponent(Self.temporaryName()).path
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

  /// The entry files present, oldest modification first.
  ///
  /// On the way, removes what the store made and no longer needs: temporary files abandoned
  /// by a crash, and entries of an older format version (which held keys in clear). Other
  /// files are left alone.
  func scan() -> [(name: String, size: Int)] {
    var found: [(name: String, size: Int, modified: Date)] = []
    let abandoned = Date().addingTimeInterval(-Self.abandonedAfter)
    for name in Self.contents(of: directory.path) {
      let path = directory.appendingPathComponent(name).path
      guard Self.isOwned(name),
        let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let size = (attributes[.size] as? NSNumber)?.intValue
      else { continue }
      let modified = attributes[.modificationDate] as? Date ?? .distantPast
      if Self.isTemporary(name) {
        if modified < abandoned { unlink(path) }
        continue
      }
      if DiskCacheEntry.isOutdated(Self.readPrefix(path, count: DiskCacheEntry.headerSize)) {
        unlink(path)
        continue
      }
      found.append((name, size, modified))
    }
    return found.sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }.map {
      ($0.name, $0.size)
    }
  }

  /// Up to `count` first bytes of the file at `path`; empty when it cannot be read.
  static func readPrefix(_ path: String, count: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
    return result > 0 ? Array(bytes.prefix(result)) : []
  }
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
