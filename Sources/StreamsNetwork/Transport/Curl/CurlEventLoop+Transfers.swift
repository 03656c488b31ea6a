#if os(Linux)
import CStreamsCurl
import Foundation
import FoundationNetworking

/// Starting, finishing, redirecting and dropping transfers: the loop thread's work.
extension CurlEventLoop {
  /// Starts `transfer`'s current hop: opens its body, sets an easy handle up, adds it.
  func begin(_ transfer: CurlTransfer) {
    guard !transfer.isSilenced else { return dropSilently(transfer) }
    guard let spec = transfer.spec else {
      return end(transfer, with: .failed(transfer.rejection ?? URLError(.badURL), nil))
    }
    guard let timeout = transfer.remainingMilliseconds() else {
      return end(transfer, with: .failed(URLError(.timedOut), nil))
    }
    do {
      // Checked here: a failable class initializer allocates before it can return `nil`.
      if case .none = spec.body {
        transfer.upload = nil
      } else {
        transfer.upload = try CurlUploadSource(spec.body)
      }
      if spec.download != nil, transfer.downloadFile == nil {
        transfer.downloadFile = try CurlDownloadFile()
      }
    } catch {
      return end(transfer, with: .failed(error, nil))
    }
    guard let handle = idle.popLast() ?? CurlEasyHandle() else {
      return end(transfer, with: .failed(URLError(.cannotLoadFromNetwork), nil))
    }
    let prepared = handle.prepare(
      for: transfer, spec: spec, timeout: timeout, caFile: caFile,
      proxy: proxies.route(for: spec.url))
    guard prepared, scurl_multi_add_handle(multi, handle.easy) == 0 else {
      let detail = handle.errorText
      recycle(handle, succeeded: false)
      return end(
        transfer,
        with: .failed(
          URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: "libcurl refused: \(detail)"]),
          nil))
    }
    transfer.handle = handle
    active[handle.easy] = handle
  }

  /// Drops a transfer the caller cancelled: out of the multi handle at once, which closes
  /// its connection (the server sees the client go).
  func abandon(_ transfer: CurlTransfer) {
    guard !transfer.hasEnded else { return }
    if let handle = transfer.handle {
      _ = scurl_multi_remove_handle(multi, handle.easy)
      active[handle.easy] = nil
      transfer.handle = nil
      recycle(handle, succeeded: false)
    }
    // Not begun yet: its `start` is still queued, and `begin` drops it.
    if transfer.handle == nil, transfer.isSilenced { dropSilently(transfer) }
  }

  /// Ends every transfer libcurl has finished.
  func collectFinished() {
    var easy: UnsafeMutableRawPointer?
    var result: Int32 = 0
    while scurl_multi_next_done(multi, &easy, &result) == 1 {
      guard let finished = easy, let handle = active.removeValue(forKey: finished) else {
        continue
      }
      _ = scurl_multi_remove_handle(multi, finished)
      guard let transfer = handle.transfer else {
        recycle(handle, succeeded: false)
        continue
      }
      let status = handle.responseCode
      let detail = handle.errorText
      let osErrno = handle.osErrno
      transfer.handle = nil
      recycle(handle, succeeded: result == SCURLE_OK)
      complete(transfer, result: result, status: status, detail: detail, osErrno: osErrno)
    }
  }

  /// Turns a finished hop into the next hop, the response, or the failure, as its head
  /// decided (``CurlTransfer/settleHead(status:)``).
  private func complete(
    _ transfer: CurlTransfer, result: Int32, status: Int, detail: String, osErrno: Int
  ) {
    guard !transfer.isSilenced else { return dropSilently(transfer) }
    guard let spec = transfer.spec else { return dropSilently(transfer) }
    // The `HTTPURLResponse` is made only where it goes out: a delivered body goes with the
    // head, for whoever reads the response to make it.
    guard result == SCURLE_OK else {
      let error =
        transfer.failure
        ?? CurlError.urlError(code: result, detail: detail, osErrno: osErrno, url: spec.url)
      return end(
        transfer, with: .failed(error, transfer.head.response(url: spec.url, statusCode: status)))
    }
    // A head whose end libcurl never passed on is settled by the hop's end.
    if case .pending = transfer.settlement { transfer.settleHead(status: status) }
    guard case .redirect = transfer.settlement else { return deliver(transfer, spec: spec) }
    switch transfer.redirect {
    case .follow(let next)?:
      transfer.redirects += 1
      guard transfer.redirects <= CurlRequestSpec.maximumRedirects else {
        return end(
          transfer,
          with: .failed(
            URLError(.httpTooManyRedirects),
            transfer.head.response(url: spec.url, statusCode: status)))
      }
      transfer.spec = next
      transfer.resetForNextHop()
      begin(transfer)
    case .fail(let error)?:
      end(transfer, with: .failed(error, transfer.head.response(url: spec.url, statusCode: status)))
    case .deliver?, nil:
      deliver(transfer, spec: spec)
    }
  }

  /// Hands the answer over: the collected body with the head, the end of a stream, or the
  /// downloaded file to the download closure.
  private func deliver(_ transfer: CurlTransfer, spec: CurlRequestSpec) {
    guard let head = transfer.answer else {
      return end(transfer, with: .failed(URLError(.badServerResponse), nil))
    }
    guard let move = spec.download, let file = transfer.downloadFile else {
      // Collected: the buffer the bytes were written into becomes the response's data. A
      // stream's head and body went out as they came: only its end is left.
      return end(transfer, delivering: .completed(head, transfer.body.take()))
    }
    guard let response = head.httpURLResponse() else {
      return end(transfer, with: .failed(URLError(.badServerResponse), nil))
    }
    guard file.finish() else {
      return end(transfer, with: .failed(URLError(.cannotWriteToFile), response))
    }
    do {
      try move(file.url, response)
    } catch {
      return end(transfer, with: .failed(error, response))
    }
    end(transfer, with: .completed(response, Data()))
  }

  /// Ends `transfer` with `event` (delivered unless it was cancelled meanwhile).
  func end(_ transfer: CurlTransfer, with event: TransportEvent) {
    end(transfer, delivering: .event(event))
  }

  /// Ends `transfer` with `delivery` (delivered unless it was cancelled meanwhile).
  func end(_ transfer: CurlTransfer, delivering delivery: TransportDelivery) {
    guard !transfer.hasEnded else { return }
    transfer.hasEnded = true
    transfer.upload = nil
    transfer.downloadFile = nil
    requestEnded()
    if case .event(.failed(let error, _)) = delivery {
      observer?(transfer.identifier, error)
    } else {
      observer?(transfer.identifier, nil)
    }
    transfer.finish(delivery)
  }

  /// Ends a transfer the caller cancelled, delivering nothing.
  func dropSilently(_ transfer: CurlTransfer) {
    guard !transfer.hasEnded else { return }
    transfer.hasEnded = true
    transfer.upload = nil
    transfer.downloadFile = nil
    requestEnded()
    observer?(transfer.identifier, URLError(.cancelled))
    transfer.finishSilently()
  }

  /// Takes `handle` back for reuse once it has left the multi handle.
  ///
  /// - Parameters:
  ///   - handle: the handle.
  ///   - succeeded: whether its hop ended well (see ``CurlEasyHandle/detach(succeeded:)``).
  func recycle(_ handle: CurlEasyHandle, succeeded: Bool) {
    handle.detach(succeeded: succeeded)
    if idle.count < Self.idleHandleLimit { idle.append(handle) }
  }
}
#endif
