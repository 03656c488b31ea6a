import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The response size limit of a request on a ``URLSessionTransport``: a response longer than
/// ``TransportRequest/maximumResponseSize`` fails with ``ResponseTooLargeError`` and its task
/// is cancelled, so no more of it is read.
///
/// Checked three ways, on the delegate queue: the `Content-Length` a data task's response
/// announces, before any of the body (``admits(_:)``); the running total of the bytes gathered
/// (``append(_:of:)``), for a body without a length or longer than it said; and the bytes a
/// download has written to its file (``admits(downloaded:expected:response:)``).
extension SessionTaskState {
  /// The request's limit, never negative.
  var sizeLimit: Int { max(0, request.maximumResponseSize) }

  /// Whether the body `response` announces fits the limit; when it does not, the request has
  /// failed.
  ///
  /// A response without a body (to `HEAD`; a 1xx, 204 or 304) announces the length of a body
  /// it does not carry: it always fits.
  func admits(_ response: URLResponse) -> Bool {
    guard !hasStoppedReading else { return false }
    let announced = response.expectedContentLength
    let status = (response as? HTTPURLResponse)?.statusCode
    guard announced > Int64(sizeLimit),
      ResponseSizeLimit.countsBody(method: request.urlRequest.httpMethod, status: status)
    else { return true }
    exceedLimit(announcedLength: announced, response: response)
    return false
  }

  /// Whether a download that has written `written` bytes, of `expected` announced (-1 when
  /// unknown), is within the limit; when it is not, the request has failed.
  func admits(downloaded written: Int64, expected: Int64, response: URLResponse?) -> Bool {
    guard !hasStoppedReading else { return false }
    let limit = Int64(sizeLimit)
    guard written > limit || expected > limit else { return true }
    exceedLimit(announcedLength: written > limit ? nil : expected, response: response)
    return false
  }

  /// Fails the request with ``ResponseTooLargeError``, drops what was gathered and cancels the
  /// task.
  func exceedLimit(announcedLength: Int64?, response: URLResponse?) {
    stopReading(
      ResponseTooLargeError(limit: sizeLimit, announcedLength: announcedLength),
      response: response)
  }

  /// Fails the request with `error`, drops what was gathered and cancels the task; bytes
  /// still in the pipe are dropped.
  func stopReading(_ error: any Error, response: URLResponse?) {
    hasStoppedReading = true
    body = ResponseBodyBuffer()
    abort(.failed(error, response as? HTTPURLResponse))
  }
}
