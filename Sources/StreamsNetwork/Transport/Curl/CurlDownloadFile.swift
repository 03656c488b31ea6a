#if os(Linux)
import Foundation
import Glibc

/// The temporary file a download's body is written to, handed to the download closure
/// when the response is complete and deleted afterwards (unless the closure moved it).
///
/// Used only on the transport's event-loop thread.
final class CurlDownloadFile {
  /// Where the file is.
  let url: URL
  private var descriptor: Int32

  /// Creates an empty file of the transport's own in the temporary directory, readable by
  /// this user only.
  ///
  /// - Throws: `URLError(.cannotCreateFile)` when it cannot be made.
  init() throws(URLError) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("streams-curl-\(UUID().uuidString).download")
    descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw URLError(.cannotCreateFile) }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    unlink(url.path)
  }

  /// Appends `bytes`; returns whether they were all written.
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard var next = bytes.baseAddress, descriptor >= 0 else { return bytes.isEmpty }
    var left = bytes.count
    while left > 0 {
      let written = Glibc.write(descriptor, next, left)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      left -= written
      next += written
    }
    return true
  }

  /// Empties the file, for the next hop of a redirected download.
  func rewind() {
    guard descriptor >= 0 else { return }
    _ = ftruncate(descriptor, 0)
    _ = lseek(descriptor, 0, SEEK_SET)
  }

  /// Closes the file so the download closure can move it.
  ///
  /// - Returns: whether every byte reached the file.
  func finish() -> Bool {
    guard descriptor >= 0 else { return false }
    let closed = close(descriptor) == 0
    descriptor = -1
    return closed
  }
}
#endif
