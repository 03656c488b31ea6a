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
  /// The provider has checked the scheme and the header fields already; a request handed to
  /// the transport directly gets the same checks here, with the same errors.
  ///
  /// - Parameters:
  ///   - request: what the caller asked to send.
  ///   - additionalHeaders: the transport's own headers, added where the request has none of
  ///     that name.
  /// - Throws: what the caller reports as the request's failure: ``UnsupportedURLSchemeError``
  ///   for a URL that is not `http` or `https`; a ``HeaderFieldError`` for a header field that
  ///   cannot be sent (a CR, LF or NUL; a name that is not a token); `URLError.unsupportedURL`
  ///   for a URL without a host; `URLError.dataLengthExceedsMaximum` for a `GET` or `HEAD`
  ///   with a body (as URLSession).
  package init(_ request: TransportRequest, additionalHeaders: [String: String]) throws {
    let urlRequest = request.urlRequest
    // Read once: each read of a `URLRequest`'s URL goes through its `NSURLRequest`.
    let requested = urlRequest.url
    if let refused = UnsupportedURLSchemeError.check(requested) { throw refused }
    guard let url = requested?.absoluteURL, url.host(percentEncoded: true)?.isEmpty == false
    else {
      throw URLError(.unsupportedURL)
    }
    method = (urlRequest.httpMethod ?? "GET").uppercasedMethodName
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
    throws(HeaderFieldError) -> [(name: String, value: String)]
  {
    var fields = (request.allHTTPHeaderFields ?? [:]).map { (name: $0.key, value: $0.value) }
    if !extra.isEmpty {
      let present = Set(fields.map { $0.name.lowercased() })
      for (name, value) in extra where !present.contains(name.lowercased()) {
        fields.append((name, value))
      }
    }
    for field in fields {
      if let refused = HeaderFieldError.check(name: field.name, value: field.value) {
        throw refused
      }
    }
    return fields
  }
}
#endif
