#if os(Linux)
import Foundation

/// The options of an easy handle that change from hop to hop (the URL aside, which is set
/// for every hop): what ``CurlEasyHandle`` compares with the previous use of the handle, so
/// that it sets only what differs.
///
/// Every other option is the same for every hop the handle carries and is set once, on a
/// fresh handle (see ``CurlEasyHandle/prepare(for:spec:timeout:caFile:proxy:)``).
struct CurlHopOptions: Equatable {
  /// How the method is told to libcurl.
  enum Method: Equatable {
    /// `CURLOPT_HTTPGET`.
    case get
    /// `CURLOPT_NOBODY`: a `HEAD`.
    case head
    /// A body read from the upload callback, sent as a `POST`'s (`CURLOPT_POST` with its
    /// size), under `customMethod` when the method is not `POST`.
    case body(size: Int64, customMethod: String?)
    /// `CURLOPT_CUSTOMREQUEST` on a request without a body.
    case custom(String)

    /// The `CURLOPT_CUSTOMREQUEST` string, if any.
    var customRequest: String? {
      switch self {
      case .get, .head: nil
      case .body(_, let customMethod): customMethod
      case .custom(let method): method
      }
    }

    /// The `CURLOPT_POSTFIELDSIZE_LARGE` value: the body's size, or libcurl's default (-1).
    var postFieldSize: Int64 {
      if case .body(let size, _) = self { return size }
      return -1
    }
  }

  /// The method and its body.
  var method: Method
  /// `CURLOPT_TIMEOUT_MS`: the time left before the deadline, 0 for none.
  var timeoutMilliseconds: Int
  /// `CURLOPT_CONNECTTIMEOUT_MS`: the longest wait for a connection, 0 for libcurl's own.
  var connectTimeoutMilliseconds: Int
  /// `CURLOPT_PROXY` and `CURLOPT_NOPROXY` (`nil` for libcurl's default: the environment's).
  var proxy: CurlProxySettings.Route
  /// `CURLOPT_NOPROGRESS` off: libcurl reports the bytes sent to the progress callback.
  var reportsUploadProgress: Bool

  /// The options of one hop.
  ///
  /// - Parameters:
  ///   - spec: the hop's request.
  ///   - upload: the body the hop sends, if any.
  ///   - timeout: the time left before the deadline, in milliseconds (0 for none).
  ///   - proxy: the proxy options for the hop's URL.
  init(
    spec: CurlRequestSpec, upload: CurlUploadSource?, timeout: Int,
    proxy: CurlProxySettings.Route
  ) {
    if spec.isHead {
      method = .head
    } else if upload != nil || spec.method == "POST" {
      // A body goes out as a POST's, under whatever method.
      method = .body(
        size: upload?.size ?? 0, customMethod: spec.method == "POST" ? nil : spec.method)
    } else if spec.method == "GET" {
      method = .get
    } else {
      method = .custom(spec.method)
    }
    timeoutMilliseconds = max(0, timeout)
    connectTimeoutMilliseconds = max(0, spec.connectTimeoutMilliseconds)
    self.proxy = proxy
    // Download progress comes from the body callback; upload progress from libcurl's count.
    reportsUploadProgress = spec.reportsProgress && upload != nil
  }
}
#endif
