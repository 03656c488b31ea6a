#if os(Linux)
import CStreamsCurl
import Foundation
import FoundationNetworking

/// What libcurl's callbacks hand a transfer, on the event-loop thread: header lines, body
/// bytes, upload reads and progress.
///
/// These are the parts of every response, collected or streamed alike: the header lines until
/// the head ends (``settleHead(status:)`` then says what the response is), then the body's
/// bytes, which go to the collected body, the stream or the download file, or nowhere for a
/// redirect's body.
extension CurlTransfer {
  /// Takes one response header line; at the end of a final head (not an interim `100
  /// Continue`), checks the length it announces against the size limit
  /// (``admitsAnnouncedLength()``) and settles what the response is.
  ///
  /// Lines after the head (a chunked body's trailer fields) are ignored.
  ///
  /// - Returns: whether to go on; `false` makes libcurl abort the transfer, after
  ///   ``failure`` has been set to say why.
  func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
    guard case .pending = settlement else { return true }
    head.add(line)
    let endsHead = line.allSatisfy { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }
    guard endsHead else { return true }
    guard admitsAnnouncedLength() else { return false }
    guard let status = head.statusCode, !(100..<200).contains(status) else { return true }
    return settleHead(status: status)
  }

  /// Decides what the current hop's response is, once its head has ended (or, for a head
  /// libcurl never ended, at the hop's end): a redirect to follow, one to refuse, or the
  /// answer, whose head a stream receives now.
  ///
  /// - Parameter status: the response's status code.
  /// - Returns: whether to go on; `false` (with ``failure`` set) when a stream's head cannot
  ///   be made.
  @discardableResult
  func settleHead(status: Int) -> Bool {
    // The spec's fields, not the spec: a copy of it costs a retain of each of its references.
    guard let url = spec?.url else { return true }
    // Without a `Location` nothing is a redirect: most responses skip the decision.
    if let location = head.location,
      let decision = spec?.redirect(status: status, location: location, origin: origin ?? url)
    {
      switch decision {
      case .deliver: break
      case .follow, .fail:
        settlement = .redirect
        redirect = decision
        return true
      }
    }
    settlement = .answer
    answer = head.head(url: url, statusCode: status)
    guard streams else { return true }
    guard let response = answer?.httpURLResponse() else {
      failure = URLError(.badServerResponse)
      return false
    }
    stream(.head(response))
    return true
  }

  /// Takes body bytes: folds them into the collected body (reserved once from the
  /// `Content-Length`), hands them to the stream as one chunk, or writes them to the download
  /// file, and reports them when progress is wanted; a redirect's body is dropped.
  ///
  /// - Returns: the bytes taken; fewer than given makes libcurl abort the transfer, after
  ///   ``failure`` has been set to say why (the size limit passed, the file not written).
  func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
    let count = Int64(bytes.count)
    let limit = spec?.maximumResponseSize ?? 0
    if received + count > Int64(limit) {
      failure = ResponseTooLargeError(limit: limit)
      return 0
    }
    received += count
    switch settlement {
    case .answer: break
    case .redirect: return bytes.count  // a redirect's body: nobody reads it
    case .pending:
      // A head libcurl has not ended (never seen): settled by its first bytes.
      if let status = head.statusCode, !settleHead(status: status) { return 0 }
    }
    if streams {
      if answer != nil, !bytes.isEmpty { stream(.chunk(Data(bytes))) }
      return bytes.count
    }
    if let file = downloadFile {
      guard file.write(bytes) else {
        failure = URLError(.cannotWriteToFile)
        return 0
      }
    } else {
      if body.count == 0 { body.reserve(announced: head.contentLength, limit: limit) }
      guard body.append(bytes) else {
        failure = URLError(.dataLengthExceedsMaximum)
        return 0
      }
    }
    if spec?.reportsProgress == true { reportDownload() }
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
