#if os(Linux)
import CStreamsCurl
import Foundation
import FoundationNetworking

/// What libcurl said when a transfer failed: its `CURLcode`, that code's text, and the
/// transfer's error buffer (`CURLOPT_ERRORBUFFER`), which says what happened.
///
/// Carried as the `NSUnderlyingErrorKey` of the `URLError` the transport reports, whose code
/// is the one URLSession would use, so ``NetworkError/isTimeout``, retry and cache
/// classification work whatever the transport.
public struct CurlError: Error, Sendable, Equatable, CustomStringConvertible {
  /// libcurl's `CURLcode`.
  public let code: Int
  /// libcurl's text for the code ("Couldn't connect to server").
  public let summary: String
  /// The transfer's error buffer ("Failed to connect to 127.0.0.1 port 1 after 0 ms: …"),
  /// empty when libcurl wrote none.
  public let detail: String

  /// One line: the detail, or the summary when there is none, and the code.
  public var description: String {
    "\(detail.isEmpty ? summary : detail) (CURLcode \(code))"
  }
}

extension CurlError {
  /// The `URLError` for a transfer that failed with `code` and error-buffer text `detail`.
  ///
  /// - Parameters:
  ///   - code: the `CURLcode`.
  ///   - detail: the error buffer's text.
  ///   - osErrno: `CURLINFO_OS_ERRNO`, to tell a connect timeout from a refusal.
  ///   - url: the URL of the failed request.
  /// - Returns: the error with the code URLSession would report and this cause.
  static func urlError(code: Int32, detail: String, osErrno: Int, url: URL) -> URLError {
    // libcurl quotes a proxy it cannot use whole, credentials included ("Unsupported proxy
    // scheme for 'ftp://user:password@…'"): the text keeps no URL password.
    let cause = CurlError(
      code: Int(code), summary: CurlLibrary.describe(code), detail: Redaction.none.text(detail))
    return URLError(
      urlErrorCode(code, detail: detail.lowercased(), osErrno: osErrno),
      userInfo: [
        NSLocalizedDescriptionKey: cause.description, NSUnderlyingErrorKey: cause,
        NSURLErrorFailingURLErrorKey: url,
      ])
  }

  /// The URLSession code for `code`; `detail` (lower-cased) tells apart what one code lumps
  /// together (a garbage status line and an unsupported scheme, a bad chunk and a reset).
  static func urlErrorCode(_ code: Int32, detail: String, osErrno: Int) -> URLError.Code {
    switch code {
    case SCURLE_OPERATION_TIMEDOUT: return .timedOut
    case SCURLE_COULDNT_CONNECT: return osErrno == Int(ETIMEDOUT) ? .timedOut : .cannotConnectToHost
    case SCURLE_COULDNT_RESOLVE_HOST, SCURLE_COULDNT_RESOLVE_PROXY: return .cannotFindHost
    case SCURLE_URL_MALFORMAT: return .badURL
    // The transport only sends http and https URLs: a protocol libcurl refuses at this point
    // is a response that is not HTTP (an HTTP/0.9 reply, a garbage status line).
    case SCURLE_UNSUPPORTED_PROTOCOL, SCURLE_WEIRD_SERVER_REPLY, SCURLE_HTTP2:
      return .cannotParseResponse
    case SCURLE_RECV_ERROR, SCURLE_SEND_ERROR:
      return detail.contains("chunk") || detail.contains("header")
        ? .cannotParseResponse
        : .networkConnectionLost
    case SCURLE_GOT_NOTHING, SCURLE_PARTIAL_FILE, SCURLE_HTTP2_STREAM, SCURLE_UPLOAD_FAILED:
      return .networkConnectionLost
    case SCURLE_BAD_CONTENT_ENCODING: return .cannotDecodeContentData
    case SCURLE_FILESIZE_EXCEEDED, SCURLE_OUT_OF_MEMORY: return .dataLengthExceedsMaximum
    case SCURLE_TOO_MANY_REDIRECTS: return .httpTooManyRedirects
    case SCURLE_SEND_FAIL_REWIND: return .requestBodyStreamExhausted
    case SCURLE_PEER_FAILED_VERIFICATION, SCURLE_SSL_ISSUER_ERROR, SCURLE_SSL_PINNEDPUBKEYNOTMATCH,
      SCURLE_SSL_INVALIDCERTSTATUS:
      if detail.contains("expired") { return .serverCertificateHasBadDate }
      if detail.contains("self-signed") || detail.contains("self signed")
        || detail.contains("local issuer")
      {
        return .serverCertificateHasUnknownRoot
      }
      return .serverCertificateUntrusted
    case SCURLE_SSL_CERTPROBLEM: return .clientCertificateRejected
    case SCURLE_SSL_CONNECT_ERROR, SCURLE_SSL_CIPHER, SCURLE_SSL_CACERT_BADFILE,
      SCURLE_SSL_SHUTDOWN_FAILED:
      return .secureConnectionFailed
    case SCURLE_PROXY: return .cannotConnectToHost
    case SCURLE_READ_ERROR: return .cannotOpenFile
    case SCURLE_WRITE_ERROR: return .cannotWriteToFile
    default: return .unknown
    }
  }
}
#endif
