#if os(Linux)
import CStreamsCurl
import Glibc

// libcurl's callbacks: plain C functions whose `userdata` is the easy handle, passed
// unretained (the event loop holds the handle while it is in the multi handle, and the handle
// holds the transfer it carries). libcurl calls them from `curl_multi_perform`, on the
// transport's event-loop thread only.

/// The transfer carried by the handle behind a callback's `userdata`.
private func transfer(_ userdata: UnsafeMutableRawPointer?) -> CurlTransfer? {
  userdata.flatMap { Unmanaged<CurlEasyHandle>.fromOpaque($0).takeUnretainedValue().transfer }
}

/// `size × count` bytes at `buffer`, or `nil` when they overflow.
private func bytes(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int)
  -> UnsafeMutableRawBufferPointer?
{
  let (total, overflow) = size.multipliedReportingOverflow(by: count)
  guard !overflow, total >= 0 else { return nil }
  return UnsafeMutableRawBufferPointer(start: buffer, count: buffer == nil ? 0 : total)
}

/// `CURLOPT_WRITEFUNCTION`: body bytes arrived.
func curlReceiveBody(
  _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ userdata: UnsafeMutableRawPointer?
) -> Int {
  guard let transfer = transfer(userdata), let data = bytes(buffer, size, count) else { return 0 }
  return transfer.receiveBody(UnsafeRawBufferPointer(data))
}

/// `CURLOPT_HEADERFUNCTION`: one header line (or the status line) arrived.
func curlReceiveHeader(
  _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ userdata: UnsafeMutableRawPointer?
) -> Int {
  guard let transfer = transfer(userdata), let line = bytes(buffer, size, count) else { return 0 }
  return transfer.receiveHeader(UnsafeRawBufferPointer(line)) ? line.count : 0
}

/// `CURLOPT_READFUNCTION`: libcurl wants more of the request body.
func curlSendBody(
  _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ userdata: UnsafeMutableRawPointer?
) -> Int {
  guard let transfer = transfer(userdata), let space = bytes(buffer, size, count) else {
    return Int(SCURL_READFUNC_ABORT)
  }
  return transfer.sendBody(into: space)
}

/// `CURLOPT_SEEKFUNCTION`: libcurl rewinds the request body to resend it.
func curlRewindBody(_ userdata: UnsafeMutableRawPointer?, _ offset: Int64, _ origin: Int32)
  -> Int32
{
  guard let transfer = transfer(userdata), origin == SEEK_SET else {
    return SCURL_SEEKFUNC_CANTSEEK
  }
  return transfer.rewindBody(to: offset)
}

/// `CURLOPT_XFERINFOFUNCTION`: installed only when progress is wanted.
func curlProgress(
  _ userdata: UnsafeMutableRawPointer?, _ downloadTotal: Int64, _ downloaded: Int64,
  _ uploadTotal: Int64, _ uploaded: Int64
) -> Int32 {
  transfer(userdata)?.progress(uploadTotal: uploadTotal, uploaded: uploaded)
  return 0
}
#endif
