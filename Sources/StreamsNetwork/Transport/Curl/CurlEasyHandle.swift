#if os(Linux)
import CStreamsCurl
import Foundation

/// One libcurl easy handle, reused from request to request (libcurl keeps the connections
/// in the multi handle's cache, so a reused handle finds its keep-alive connection), with
/// the error buffer and header lists it points libcurl at.
///
/// Used only on the transport's event-loop thread.
final class CurlEasyHandle {
  /// libcurl's handle.
  let easy: UnsafeMutableRawPointer
  /// The transfer the handle carries, while it is in the multi handle.
  private(set) var transfer: CurlTransfer?
  private let errorBuffer: UnsafeMutablePointer<CChar>
  private var headerList: UnsafeMutableRawPointer?
  /// The request's `Proxy-*` header fields, which libcurl sends to a proxy only.
  private var proxyHeaderList: UnsafeMutableRawPointer?

  /// A new handle, or `nil` when libcurl cannot make one.
  init?() {
    guard let easy = scurl_easy_init() else { return nil }
    self.easy = easy
    errorBuffer = .allocate(capacity: Int(SCURL_ERROR_SIZE) + 1)
    errorBuffer.initialize(repeating: 0, count: Int(SCURL_ERROR_SIZE) + 1)
  }

  deinit {
    scurl_easy_cleanup(easy)
    if let headerList { scurl_slist_free_all(headerList) }
    if let proxyHeaderList { scurl_slist_free_all(proxyHeaderList) }
    errorBuffer.deallocate()
  }

  /// What libcurl wrote to the error buffer during the last transfer.
  var errorText: String { String(cString: errorBuffer) }

  /// The last response's status code, 0 when none arrived.
  var responseCode: Int {
    var code = 0
    return scurl_easy_getinfo_long(easy, SCURLINFO_RESPONSE_CODE, &code) == 0 ? code : 0
  }

  /// The `errno` of the last failed connect, 0 when none.
  var osErrno: Int {
    var code = 0
    return scurl_easy_getinfo_long(easy, SCURLINFO_OS_ERRNO, &code) == 0 ? code : 0
  }

  /// Lets go of the transfer and the header lists once the handle has left the multi handle.
  func detach() {
    transfer = nil
    if let headerList { scurl_slist_free_all(headerList) }
    if let proxyHeaderList { scurl_slist_free_all(proxyHeaderList) }
    headerList = nil
    proxyHeaderList = nil
  }

  /// Sets the handle up for `transfer`'s current hop, from a clean slate.
  ///
  /// - Parameters:
  ///   - transfer: the transfer; its spec, upload and progress choice drive the options.
  ///   - spec: the transfer's current request.
  ///   - timeout: the time left before the deadline, in milliseconds (0 for none).
  ///   - caFile: a CA bundle to trust instead of the system's, if any.
  ///   - proxy: the proxy options for the hop's URL.
  /// - Returns: whether libcurl took every option (it refuses, for one, a URL it cannot parse).
  func prepare(
    for transfer: CurlTransfer, spec: CurlRequestSpec, timeout: Int, caFile: String?,
    proxy: CurlProxySettings.Route
  ) -> Bool {
    scurl_easy_reset(easy)
    errorBuffer[0] = 0
    self.transfer = transfer
    let context = UnsafeMutableRawPointer(Unmanaged.passUnretained(transfer).toOpaque())
    var failed = false
    func check(_ code: Int32) { if code != 0 { failed = true } }
    check(setString(SCURLOPT_URL, spec.url.absoluteString))
    check(setString(SCURLOPT_PROTOCOLS_STR, "http,https"))
    check(scurl_easy_setopt_long(easy, SCURLOPT_NOSIGNAL, 1))
    check(scurl_easy_setopt_pointer(easy, SCURLOPT_ERRORBUFFER, errorBuffer))
    check(scurl_easy_setopt_long(easy, SCURLOPT_FOLLOWLOCATION, 0))
    check(scurl_easy_setopt_long(easy, SCURLOPT_SUPPRESS_CONNECT_HEADERS, 1))
    check(scurl_easy_setopt_long(easy, SCURLOPT_HTTP_VERSION, Int(SCURL_HTTP_VERSION_2TLS)))
    check(scurl_easy_setopt_long(easy, SCURLOPT_PIPEWAIT, 1))
    // Every encoding libcurl decodes (gzip, deflate, br, zstd), decoded as it arrives.
    check(setString(SCURLOPT_ACCEPT_ENCODING, ""))
    check(scurl_easy_setopt_data_function(easy, SCURLOPT_WRITEFUNCTION, curlReceiveBody))
    check(scurl_easy_setopt_pointer(easy, SCURLOPT_WRITEDATA, context))
    check(scurl_easy_setopt_data_function(easy, SCURLOPT_HEADERFUNCTION, curlReceiveHeader))
    check(scurl_easy_setopt_pointer(easy, SCURLOPT_HEADERDATA, context))
    if timeout > 0 { check(scurl_easy_setopt_long(easy, SCURLOPT_TIMEOUT_MS, timeout)) }
    if let caFile { check(setString(SCURLOPT_CAINFO, caFile)) }
    // Unset, libcurl reads the proxy variables of the environment.
    if let proxy = proxy.proxy { check(setString(SCURLOPT_PROXY, proxy)) }
    if let noProxy = proxy.noProxy { check(setString(SCURLOPT_NOPROXY, noProxy)) }
    if spec.reportsProgress, transfer.upload != nil {
      // Upload progress from libcurl's count of bytes sent; download progress comes from the
      // body callback.
      check(scurl_easy_setopt_long(easy, SCURLOPT_NOPROGRESS, 0))
      check(scurl_easy_setopt_xferinfo_function(easy, SCURLOPT_XFERINFOFUNCTION, curlProgress))
      check(scurl_easy_setopt_pointer(easy, SCURLOPT_XFERINFODATA, context))
    }
    check(setMethod(of: spec, upload: transfer.upload, context: context))
    (headerList, proxyHeaderList) = Self.headerLists(
      for: spec, sendsBody: transfer.upload != nil)
    if let headerList { check(scurl_easy_setopt_pointer(easy, SCURLOPT_HTTPHEADER, headerList)) }
    // Kept apart, the request's `Proxy-*` fields go to a proxy (in the request it forwards,
    // or in the `CONNECT` of a tunnel) and never to the server, directly or in a tunnel.
    check(scurl_easy_setopt_long(easy, SCURLOPT_HEADEROPT, Int(SCURLHEADER_SEPARATE)))
    if let proxyHeaderList {
      check(scurl_easy_setopt_pointer(easy, SCURLOPT_PROXYHEADER, proxyHeaderList))
    }
    return !failed
  }

  /// The method and, for a request with a body (or a `POST`), the read callback.
  private func setMethod(
    of spec: CurlRequestSpec, upload: CurlUploadSource?, context: UnsafeMutableRawPointer
  ) -> Int32 {
    var code: Int32 = 0
    func check(_ result: Int32) { if result != 0 { code = result } }
    if spec.isHead {
      check(scurl_easy_setopt_long(easy, SCURLOPT_NOBODY, 1))
    } else if upload != nil || spec.method == "POST" {
      // A body goes out as a POST's, under whatever method: the read callback supplies it,
      // the seek callback rewinds it when libcurl resends on a fresh connection.
      check(scurl_easy_setopt_long(easy, SCURLOPT_POST, 1))
      check(scurl_easy_setopt_off_t(easy, SCURLOPT_POSTFIELDSIZE_LARGE, upload?.size ?? 0))
      check(scurl_easy_setopt_data_function(easy, SCURLOPT_READFUNCTION, curlSendBody))
      check(scurl_easy_setopt_pointer(easy, SCURLOPT_READDATA, context))
      check(scurl_easy_setopt_seek_function(easy, SCURLOPT_SEEKFUNCTION, curlRewindBody))
      check(scurl_easy_setopt_pointer(easy, SCURLOPT_SEEKDATA, context))
      if spec.method != "POST" {
        check(setString(SCURLOPT_CUSTOMREQUEST, spec.method))
      }
    } else if spec.method == "GET" {
      check(scurl_easy_setopt_long(easy, SCURLOPT_HTTPGET, 1))
    } else {
      check(setString(SCURLOPT_CUSTOMREQUEST, spec.method))
    }
    return code
  }

  /// Sets a string option (libcurl copies the string).
  private func setString(_ option: Int32, _ value: String) -> Int32 {
    value.withCString { scurl_easy_setopt_pointer(easy, option, $0) }
  }

  /// Whether header field `name` is addressed to a proxy (`Proxy-Authorization` and the
  /// other `Proxy-*` fields), whatever its case.
  static func isForProxy(_ name: String) -> Bool {
    // Every byte of "proxy-" has the ASCII lower-case bit set: OR-ing it in folds the case.
    let prefix = "proxy-".utf8
    return name.utf8.count > prefix.count && zip(name.utf8, prefix).allSatisfy { $0 | 0x20 == $1 }
  }

  /// The request's header fields as libcurl's lists, one for the server, one for a proxy.
  ///
  /// The proxy's has the `Proxy-*` fields. Each line is "Name: value", or "Name;" for an
  /// empty value (libcurl would drop "Name:"). With a body, the server's list has an empty
  /// `Expect` unless the request sets one, so that libcurl does not wait for a `100 Continue` the server may never send, and,
  /// but for a `POST`, no `Content-Type` the request did not give.
  private static func headerLists(for spec: CurlRequestSpec, sendsBody: Bool)
    -> (server: UnsafeMutableRawPointer?, proxy: UnsafeMutableRawPointer?)
  {
    var list: UnsafeMutableRawPointer?
    var proxyList: UnsafeMutableRawPointer?
    for (name, value) in spec.headers {
      let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
      if isForProxy(name) {
        proxyList = line.withCString { scurl_slist_append(proxyList, $0) } ?? proxyList
      } else {
        list = line.withCString { scurl_slist_append(list, $0) } ?? list
      }
    }
    if sendsBody, spec.header("Expect") == nil {
      list = scurl_slist_append(list, "Expect:") ?? list
    }
    // libcurl labels any body it sends as a form; URLSession does so for a POST only.
    if sendsBody, spec.method != "POST", spec.header("Content-Type") == nil {
      list = scurl_slist_append(list, "Content-Type:") ?? list
    }
    return (list, proxyList)
  }
}
#endif
