#if os(Linux)
import Foundation
import FoundationNetworking
import Streams

/// The one place the libcurl transport reads a ``TransportRequest`` (and its `URLRequest`).
extension CurlRequestSpec {
  /// The longest deadline libcurl is given: a week, in milliseconds (a larger or infinite
  /// `timeoutInterval` means "no practical limit", never an overflowing conversion).
  package static let longestTimeoutMilliseconds = 7 * 24 * 3_600 * 1_000

  /// The spec for `request`.
  ///
  /// - Parameters:
  ///   - request: what the caller asked to send.
  ///   - additionalHeaders: the transport's own headers, added where the request has none of
  ///     that name.
  /// - Throws: a `URLError` the caller reports as the request's failure: `unsupportedURL` for
  ///   anything but an absolute `http`/`https` URL, `dataLengthExceedsMaximum` for a `GET` or
  ///   `HEAD` with a body (as URLSession), `badURL` for a header holding CR, LF or NUL.
  package init(_ request: TransportRequest, additionalHeaders: [String: String]) throws(URLError) {
    let urlRequest = request.urlRequest
    guard let url = urlRequest.url?.absoluteURL,
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      url.host?.isEmpty == false
    else { throw URLError(.unsupportedURL) }
    method = (urlRequest.httpMethod ?? "GET").uppercased()
    self.url = url
    headers = try Self.headers(of: urlRequest, adding: additionalHeaders)
    switch request.upload {
    case .data(let data): body = .data(data)
    case .file(let file): body = .file(file)
    case nil:
      if let data = urlRequest.httpBody {
        body = .data(data)
      } else if let stream = urlRequest.httpBodyStream {
        body = .stream(CurlBodyStream(stream))
      } else {
        body = .none
      }
    }
    if method == "GET" || method == "HEAD", !body.isEmpty {
      throw URLError(.dataLengthExceedsMaximum)
    }
    download = request.download
    timeoutMilliseconds = Self.milliseconds(urlRequest.timeoutInterval)
    maximumResponseSize = max(0, request.maximumResponseSize)
    reportsProgress = request.reportsProgress
  }

  /// `interval` in whole milliseconds, rounded up, clamped to
  /// ``longestTimeoutMilliseconds``; 0 (no deadline) for zero, negative or NaN.
  package static func milliseconds(_ interval: TimeInterval) -> Int {
    guard interval > 0 else { return 0 }
    return min(Int.clamped(interval * 1_000, rounding: .up), longestTimeoutMilliseconds)
  }

  private static func headers(of request: URLRequest, adding extra: [String: String])
    throws(URLError) -> [(name: String, value: String)]
  {
    var fields = (request.allHTTPHeaderFields ?? [:]).map { (name: $0.key, value: $0.value) }
    if !extra.isEmpty {
      let present = Set(fields.map { $0.name.lowercased() })
      for (name, value) in extra where !present.contains(name.lowercased()) {
        fields.append((name, value))
      }
    }
    for field in fields where !isClean(field.name) || !isClean(field.value) {
      throw URLError(
        .badURL,
        userInfo: [
          NSLocalizedDescriptionKey:
            "the header field \(isClean(field.name) ? field.name : "name") holds CR, LF or NUL"
        ])
    }
    return fields
  }

  private static func isClean(_ text: String) -> Bool {
    !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
  }
}
#endif
