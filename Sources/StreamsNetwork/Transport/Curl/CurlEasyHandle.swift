#if os(Linux)
import CStreamsCurl
import Foundation

/// One libcurl easy handle, reused from request to request (libcurl keeps the connections
/// in the multi handle's cache, so a reused handle finds its keep-alive connection), with
/// the error buffer and header lists it points libcurl at.
///
/// A reused handle keeps its options: ``prepare(for:spec:timeout:caFile:proxy:)`` sets those
/// that are the same for every hop once, on a fresh handle, and then, for each hop, the URL
/// and only those of ``CurlHopOptions`` that differ from the previous hop's. The handle starts
/// again from `curl_easy_reset` (a fresh handle) after a hop that failed, was abandoned, could
/// not be set up, or opened a connection: libcurl's own per-handle state (such as its count
/// of retries on a dead keep-alive connection) then never outlives the hop that set it.
///
/// Used only on the transport's event-loop thread.
final class CurlEasyHandle {
  /// libcurl's handle.
  let easy: UnsafeMutableRawPointer
  /// The transfer the handle carries, while it is in the multi handle.
  private(set) var transfer: CurlTransfer?
  private let errorBuffer: UnsafeMutablePointer<CChar>
  /// The header lists libcurl points at, kept until the next hop replaces them.
  private var headerList: UnsafeMutableRawPointer?
  /// The request's `Proxy-*` header fields, which libcurl sends to a proxy only.
  private var proxyHeaderList: UnsafeMutableRawPointer?
  /// The options of the previous hop, as libcurl holds them; `nil` for a fresh handle.
  private var applied: CurlHopOptions?
  /// Whether the next hop starts from `curl_easy_reset`.
  private var needsReset = false

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
  var responseCode: Int { info(SCURLINFO_RESPONSE_CODE) }

  /// The `errno` of the last failed connect, 0 when none.
  var osErrno: Int { info(SCURLINFO_OS_ERRNO) }

  private func info(_ item: Int32) -> Int {
    var value = 0
    return scurl_easy_getinfo_long(easy, item, &value) == 0 ? value : 0
  }

  /// Lets go of the transfer once the handle has left the multi handle.
  ///
  /// - Parameter succeeded: whether the hop ended well; after one that did not (it failed or
  ///   was abandoned), or one that opened a connection, the next hop starts afresh.
  func detach(succeeded: Bool) {
    transfer = nil
    if !succeeded || info(SCURLINFO_NUM_CONNECTS) != 0 { needsReset = true }
  }

  /// Sets the handle up for `transfer`'s current hop: the URL, and the options that differ
  /// from the previous hop's (all of them on a fresh handle).
  ///
  /// - Parameters:
  ///   - transfer: the transfer; its spec, upload and progress choice drive the options.
  ///   - spec: the transfer's current request.
  ///   - timeout: the time left before the deadline, in milliseconds (0 for none).
  ///   - caFile: a CA bundle to trust instead of the system's, if any (the same for every
  ///     hop of a handle: it is the transport's).
  ///   - proxy: the proxy options for the hop's URL.
  /// - Returns: whether libcurl took every option (it refuses, for one, a URL it cannot parse).
  func prepare(
    for transfer: CurlTransfer, spec: CurlRequestSpec, timeout: Int, caFile: String?,
    proxy: CurlProxySettings.Route
  ) -> Bool {
    if needsReset {
      scurl_easy_reset(easy)
      applied = nil
      needsReset = false
    }
    errorBuffer[0] = 0
    self.transfer = transfer
    var failed = false
    func check(_ code: Int32) { if code != 0 { failed = true } }
    let previous = applied
    if previous == nil { check(setFixedOptions(caFile: caFile)) }
    check(setString(SCURLOPT_URL, spec.url.absoluteString))
    let options = CurlHopOptions(
      spec: spec, upload: transfer.upload, timeout: timeout, proxy: proxy)
    check(set(options, over: previous))
    check(setHeaderLists(for: spec, sendsBody: transfer.upload != nil))
    // Options half set leave the handle in a state nobody knows: the next hop resets it.
    applied = failed ? nil : options
    needsReset = failed
    return !failed
  }

  /// The options every hop of this handle shares: set on a fresh handle only.
  private func setFixedOptions(caFile: String?) -> Int32 {
    var code: Int32 = 0
    func check(_ result: Int32) { if result != 0 { code = result } }
    // The callbacks find the transfer through the handle, which outlives every hop.
    let context = UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
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
    // libcurl calls these only for a hop that sends a body (a POST's) or wants progress
    // (`CURLOPT_NOPROGRESS` off): installed once, they cost the other hops nothing.
    check(scurl_easy_setopt_data_function(easy, SCURLOPT_READFUNCTION, curlSendBody))
    check(scurl_easy_setopt_pointer(easy, SCURLOPT_READDATA, context))
    check(scurl_easy_setopt_seek_function(easy, SCURLOPT_SEEKFUNCTION, curlRewindBody))
    check(scurl_easy_setopt_pointer(easy, SCURLOPT_SEEKDATA, context))
    check(scurl_easy_setopt_xferinfo_function(easy, SCURLOPT_XFERINFOFUNCTION, curlProgress))
    check(scurl_easy_setopt_pointer(easy, SCURLOPT_XFERINFODATA, context))
    // Kept apart, the request's `Proxy-*` fields go to a proxy (in the request it forwards,
    // or in the `CONNECT` of a tunnel) and never to the server, directly or in a tunnel.
    check(scurl_easy_setopt_long(easy, SCURLOPT_HEADEROPT, Int(SCURLHEADER_SEPARATE)))
    if let caFile { check(setString(SCURLOPT_CAINFO, caFile)) }
    return code
  }

  /// Sets those of `options` that differ from `previous` (all of them when it is `nil`),
  /// putting back libcurl's default for what the new hop does not use.
  private func set(_ options: CurlHopOptions, over previous: CurlHopOptions?) -> Int32 {
    var code: Int32 = 0
    func check(_ result: Int32) { if result != 0 { code = result } }
    if options.method != previous?.method { check(setMethod(options.method)) }
    if options.timeoutMilliseconds != previous?.timeoutMilliseconds {
      check(scurl_easy_setopt_long(easy, SCURLOPT_TIMEOUT_MS, options.timeoutMilliseconds))
    }
    if options.connectTimeoutMilliseconds != previous?.connectTimeoutMilliseconds {
      check(
        scurl_easy_setopt_long(
          easy, SCURLOPT_CONNECTTIMEOUT_MS, options.connectTimeoutMilliseconds))
    }
    // Unset (`nil`), libcurl reads the proxy variables of the environment.
    if options.proxy.proxy != previous?.proxy.proxy {
      check(setString(SCURLOPT_PROXY, options.proxy.proxy))
    }
    if options.proxy.noProxy != previous?.proxy.noProxy {
      check(setString(SCURLOPT_NOPROXY, options.proxy.noProxy))
    }
    if options.reportsUploadProgress != previous?.reportsUploadProgress {
      check(
        scurl_easy_setopt_long(easy, SCURLOPT_NOPROGRESS, options.reportsUploadProgress ? 0 : 1))
    }
    return code
  }

  /// Tells libcurl the method, whatever the previous hop's was.
  private func setMethod(_ method: CurlHopOptions.Method) -> Int32 {
    var code: Int32 = 0
    func check(_ result: Int32) { if result != 0 { code = result } }
    check(setString(SCURLOPT_CUSTOMREQUEST, method.customRequest))
    check(scurl_easy_setopt_off_t(easy, SCURLOPT_POSTFIELDSIZE_LARGE, method.postFieldSize))
    switch method {
    case .head:
      check(scurl_easy_setopt_long(easy, SCURLOPT_NOBODY, 1))
    case .body:
      // The read callback supplies the body; the seek callback rewinds it when libcurl
      // resends on a fresh connection.
      check(scurl_easy_setopt_long(easy, SCURLOPT_POST, 1))
    case .get, .custom:
      // Also turns `CURLOPT_NOBODY` off.
      check(scurl_easy_setopt_long(easy, SCURLOPT_HTTPGET, 1))
    }
    return code
  }

  /// Points libcurl at the hop's header lists, freeing the previous hop's once replaced.
  private func setHeaderLists(for spec: CurlRequestSpec, sendsBody: Bool) -> Int32 {
    var code: Int32 = 0
    let (server, proxy) = Self.headerLists(for: spec, sendsBody: sendsBody)
    if server != nil || headerList != nil {
      code = scurl_easy_setopt_pointer(easy, SCURLOPT_HTTPHEADER, server)
      if let headerList { scurl_slist_free_all(headerList) }
      headerList = server
    }
    if proxy != nil || proxyHeaderList != nil {
      let result = scurl_easy_setopt_pointer(easy, SCURLOPT_PROXYHEADER, proxy)
      if result != 0 { code = result }
      if let proxyHeaderList { scurl_slist_free_all(proxyHeaderList) }
      proxyHeaderList = proxy
    }
    return code
  }

  /// Sets a string option (libcurl copies the string); `nil` puts back libcurl's default.
  private func setString(_ option: Int32, _ value: String?) -> Int32 {
    guard let value else { return scurl_easy_setopt_pointer(easy, option, nil) }
    return value.withCString { scurl_easy_setopt_pointer(easy, option, $0) }
  }
}
#endif
