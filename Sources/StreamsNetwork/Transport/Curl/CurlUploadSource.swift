#if os(Linux)
import CStreamsCurl
import Foundation
import Glibc

/// The request body as libcurl pulls it through the read callback: bytes, a file or a
/// stream, with the rewinding libcurl asks for when it resends on a fresh connection.
///
/// Used only on the transport's event-loop thread.
final class CurlUploadSource {
  private enum Source {
    case data(Data, offset: Int)
    case file(descriptor: Int32)
    case stream(InputStream, started: Bool)
  }

  private var source: Source
  /// The body's size in bytes, or -1 when unknown (a stream: sent chunked).
  let size: Int64
  /// Why reading failed, if it did: the transfer's error instead of libcurl's.
  private(set) var failure: URLError?

  /// Opens `body` for sending, or returns `nil` when there is nothing to send.
  ///
  /// - Throws: a `URLError` (`fileDoesNotExist`, `noPermissionsToReadFile`, `cannotOpenFile`)
  ///   when a file cannot be opened.
  init?(_ body: CurlRequestSpec.Body) throws(URLError) {
    switch body {
    case .none: return nil
    case .data(let data):
      source = .data(data, offset: 0)
      size = Int64(data.count)
    case .file(let url):
      let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        switch errno {
        case ENOENT: throw URLError(.fileDoesNotExist)
        case EACCES: throw URLError(.noPermissionsToReadFile)
        default: throw URLError(.cannotOpenFile)
        }
      }
      var status = stat()
      guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
        close(descriptor)
        throw URLError(.fileIsDirectory)
      }
      source = .file(descriptor: descriptor)
      size = Int64(status.st_size)
    case .stream(let box):
      source = .stream(box.stream, started: false)
      size = -1
    }
  }

  deinit {
    switch source {
    case .file(let descriptor): close(descriptor)
    case .stream(let stream, let started): if started { stream.close() }
    case .data: break
    }
  }

  /// Fills `buffer` with the next bytes; returns how many (0 at the end), or
  /// `SCURL_READFUNC_ABORT` when reading failed (see ``failure``).
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
    switch source {
    case .data(let data, let offset):
      let count = min(buffer.count, data.count - offset)
      guard count > 0 else { return 0 }
      let start = data.index(data.startIndex, offsetBy: offset)
      data.copyBytes(
        to: base.assumingMemoryBound(to: UInt8.self), from: start..<(start + count))
      source = .data(data, offset: offset + count)
      return count
    case .file(let descriptor):
      let count = Glibc.read(descriptor, base, buffer.count)
      guard count >= 0 else { return abort(.cannotOpenFile) }
      return count
    case .stream(let stream, let started):
      if !started {
        stream.open()
        source = .stream(stream, started: true)
      }
      let count = stream.read(base.assumingMemoryBound(to: UInt8.self), maxLength: buffer.count)
      guard count >= 0 else { return abort(.requestBodyStreamExhausted) }
      return count
    }
  }

  /// Moves back to `offset` from the start, as libcurl asks before it resends the body;
  /// returns a `SCURL_SEEKFUNC_*` answer.
  func seek(to offset: Int64) -> Int32 {
    switch source {
    case .data(let data, _):
      guard offset >= 0, offset <= Int64(data.count) else { return SCURL_SEEKFUNC_FAIL }
      source = .data(data, offset: Int(offset))
      return SCURL_SEEKFUNC_OK
    case .file(let descriptor):
      return lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset)
        ? SCURL_SEEKFUNC_OK : SCURL_SEEKFUNC_FAIL
    case .stream(_, let started):
      return !started && offset == 0 ? SCURL_SEEKFUNC_OK : SCURL_SEEKFUNC_CANTSEEK
    }
  }

  private func abort(_ code: URLError.Code) -> Int {
    failure = URLError(code)
    return Int(SCURL_READFUNC_ABORT)
  }
}
#endif
