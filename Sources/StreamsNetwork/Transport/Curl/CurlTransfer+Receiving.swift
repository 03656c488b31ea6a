#if os(Linux)
import CStreamsCurl
import Foundation
import FoundationNetworking

/// What libcurl's callbacks hand a transfer, on the event-loop thread: header lines, body
/// bytes, upload reads and progress.
extension CurlTransfer {
  /// The largest buffer reserved up front from a `Content-Length` (a server may announce
  /// anything; beyond this the buffer grows as bytes actually arrive).
  static let largestReservation: Int64 = 64 << 20

  /// Takes one response header line; at the end of a head, checks the length it announces
  /// against the size limit (``admitsAnnouncedLength()``).
  ///
  /// - Returns: whether to go on; `false` makes libcurl abort the transfer, after
  ///   ``failure`` has been set to say why.
  func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
    head.add(line)
    let endsHead = line.allSatisfy { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
    return !endsHead || admitsAnnouncedLength()
  }

  /// Takes body bytes: appends them to the body (reserved once from the `Content-Length`)
  /// or writes them to the download file, and reports them when progress is wanted.
  ///
  /// - Returns: the bytes taken; fewer than given makes libcurl abort the transfer, after
  ///   ``failure`` has been set to say why (the size limit passed, the file not written).
  func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
    let count = Int64(bytes.count)
    if let limit = spec?.maximumResponseSize, received + count > Int64(limit) {
      failure = ResponseTooLargeError(limit: limit)
      return 0
    }
    received += count
    if let file = downloadFile {
      guard file.write(bytes) else {
        failure = URLError(.cannotWriteToFile)
        return 0
      }
    } else {
      if !isBodyReserved {
        isBodyReserved = true
        if let length = head.contentLength, length > count {
          body.reserveCapacity(Int(min(length, Self.largestReservation)))
        }
      }
      body.append(bytes.assumingMemoryBound(to: UInt8.self))
    }
    if reportsDownloadProgress { reportDownload() }
    return bytes.count
  }

  /// Whether the body the head just received announces (`Content-Length`) fits the size
  /// limit; when it does not, ``failure`` says so, before any of the body is read.
  ///
  /// A response without a body (to `HEAD`; a 1xx, 204 or 304) announces the length of a body
  /// it does not carry: it always fits, as on ``URLSessionTransport``.
  private func admitsAnnouncedLength() -> Bool {
    guard let spec, let announced = head.contentLength, announced > Int64(spec.maximumResponseSize),
      ResponseSizeLimit.countsBody(method: spec.method, status: head.statusCode)
    else { return true }
    failure = ResponseTooLargeError(limit: spec.maximumResponseSize, announcedLength: announced)
    return false
  }

  /// Whether body bytes are reported as they arrive: when progress is wanted, and not for
  /// a redirect's body, which the caller never sees.
  private var reportsDownloadProgress: Bool {
    spec?.reportsProgress == true && !head.isRedirect
  }

  /// Reports the bytes received so far, against the `Content-Length` when the body has
  /// not outgrown it (a compressed body can), else against an unknown total.
  private func reportDownload() {
    let total = head.contentLength.flatMap { $0 >= received ? $0 : nil } ?? -1
    report(.downloadProgress(completed: received, total: total))
  }

  /// Fills `buffer` with the next bytes of the upload.
  ///
  /// - Returns: the bytes written, 0 at the end, or `SCURL_READFUNC_ABORT`.
  func sendBody(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let upload else { return 0 }
    let count = upload.read(into: buffer)
    if let failure = upload.failure { self.failure = failure }
    return count
  }

  /// Rewinds the upload to `offset`, as libcurl asks before resending it.
  func rewindBody(to offset: Int64) -> Int32 {
    upload?.seek(to: offset) ?? (offset == 0 ? SCURL_SEEKFUNC_OK : SCURL_SEEKFUNC_FAIL)
  }

  /// Reports the bytes sent, when more have gone out since the last report.
  ///
  /// Called from libcurl's progress callback, installed only when progress is wanted;
  /// download progress comes from the bytes themselves, chunk by chunk (``receiveBody(_:)``).
  func progress(uploadTotal: Int64, uploaded: Int64) {
    guard uploaded > reportedUpload else { return }
    reportedUpload = uploaded
    report(.uploadProgress(completed: uploaded, total: uploadTotal > 0 ? uploadTotal : -1))
  }
}
#endif
