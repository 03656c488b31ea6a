#if os(Linux)
import Foundation
import FoundationNetworking
import Streams

/// A ``Transport`` that drives libcurl directly: the default on Linux.
///
/// One event-loop thread per transport runs every request on a libcurl multi handle
/// (`curl_multi_poll`), many at once, reusing easy handles and keep-alive connections, HTTP/2
/// where an `https` server offers it, TLS through libcurl with the system's CA store (or
/// ``Configuration/caFile``), and proxies: the environment's (`http_proxy`, `https_proxy`,
/// `all_proxy`, `no_proxy`) as curl honours them, or those of ``Configuration/httpProxy`` and
/// ``Configuration/httpsProxy``. libcurl is loaded at run time from `libcurl.so.4`, the
/// library FoundationNetworking itself uses: no development headers, no install step.
///
/// The rules stay the framework's, not libcurl's:
/// - Redirects are followed by the transport (up to 20): credentials (`Authorization`,
///   `Cookie`, `Proxy-Authorization`) never follow one to another origin, nor from `https` to
///   `http`; 303 turns the request into a `GET`, 307 and 308 repeat method and body; one to
///   another scheme fails with ``UnsupportedURLSchemeError``.
/// - A request handed over directly is checked as the provider checks it: a URL that is not
///   `http`/`https` fails with ``UnsupportedURLSchemeError``, a header field that cannot be
///   sent with ``HeaderFieldError``, before anything is sent.
/// - `timeoutInterval` is a deadline for the whole request, redirects included.
/// - Disposal removes the transfer from libcurl at once, which closes its connection.
/// - A 401 or 407 completes as a response (no authentication is negotiated).
/// - Proxy credentials go to the proxy only: those of a proxy URL (`http://user:password@…`)
///   and a request's own `Proxy-*` header fields are never sent to a server reached
///   directly, nor into an `https` tunnel; a redirect picks its proxy afresh for its URL.
/// - Progress is reported only when the provider observes it.
/// - A body longer than ``TransportRequest/maximumResponseSize`` fails the request with
///   ``ResponseTooLargeError`` and the transfer is aborted: as soon as the head announces it
///   (`Content-Length`), else when the bytes received pass the limit.
/// - Failures arrive as `URLError`s with the code URLSession would use (so `isTimeout`,
///   `isCancelled` and retry classification work), whose `NSUnderlyingErrorKey` is a
///   ``CurlError`` saying what happened.
///
/// Events arrive on the transport's own thread ("streams.curl"), one at a time.
public final class CurlTransport: Transport, Sendable {
  /// Settings fixed when a transport is made.
  public struct Configuration: Sendable {
    /// A PEM file of certificate authorities to trust instead of the system's, if any.
    public var caFile: URL?
    /// Header fields added to every request that does not set them itself.
    public var additionalHeaders: [String: String]
    /// The most connections to one host at a time; 0 (the default) leaves it to libcurl.
    public var maximumConnectionsPerHost: Int
    /// The deadline of a request that sets no `timeoutInterval` of its own, as a session's
    /// `timeoutIntervalForRequest`; `nil` (the default) for the request's 60 seconds.
    public var timeoutIntervalForRequest: TimeInterval?
    /// The longest any request may take, its own `timeoutInterval` notwithstanding, as a
    /// session's `timeoutIntervalForResource`; `nil` (the default) for no such bound.
    public var timeoutIntervalForResource: TimeInterval?
    /// The proxy that requests to `http` URLs go through, such as `http://proxy.lan:3128`
    /// (with credentials: `http://user:password@proxy.lan:3128`; `socks5h://…` and the other
    /// schemes libcurl knows work too); `nil` (the default) for none set here.
    public var httpProxy: URL?
    /// The proxy that requests to `https` URLs tunnel through (`CONNECT`); `nil` (the
    /// default) for none set here.
    public var httpsProxy: URL?
    /// The hosts reached directly although ``httpProxy`` or ``httpsProxy`` is set.
    ///
    /// Written as `no_proxy` writes them: `example.com` covers its subdomains, `127.0.0.1` an
    /// address, `*` every host. Empty by default.
    public var proxyExceptions: [String]
    /// Whether a request whose scheme has no proxy set here uses the environment's.
    ///
    /// With `true`, the default, libcurl reads `http_proxy`, `https_proxy`, `all_proxy` and
    /// `no_proxy` as curl does; with `false` such a request goes directly to its server.
    public var usesEnvironmentProxies: Bool

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - caFile: a PEM bundle of certificate authorities to trust instead of the system's.
    ///   - additionalHeaders: header fields added to every request that lacks them.
    ///   - maximumConnectionsPerHost: the most connections to one host; 0 for no limit.
    ///   - proxy: the proxy for every request, `http` and `https` alike (``httpProxy`` and
    ///     ``httpsProxy``); `nil` for the environment's.
    ///   - usesEnvironmentProxies: whether a request without a proxy set here uses the
    ///     environment's.
    public init(
      caFile: URL? = nil, additionalHeaders: [String: String] = [:],
      maximumConnectionsPerHost: Int = 0, proxy: URL? = nil, usesEnvironmentProxies: Bool = true
    ) {
      self.caFile = caFile
      self.additionalHeaders = additionalHeaders
      self.maximumConnectionsPerHost = maximumConnectionsPerHost
      httpProxy = proxy
      httpsProxy = proxy
      proxyExceptions = []
      self.usesEnvironmentProxies = usesEnvironmentProxies
    }
  }

  /// Why a transport could not be made: libcurl is missing or refused to start.
  public struct Unavailable: Error, Sendable, CustomStringConvertible {
    /// What went wrong, such as `dlopen`'s message.
    public let reason: String
    /// The reason.
    public var description: String { "libcurl is unavailable: \(reason)" }
  }

  /// The event loop every request runs on.
  let loop: CurlEventLoop
  private let serial = Locked(0)

  /// The header fields added to every request (``Configuration/additionalHeaders``).
  public let sessionHeaders: [String: String]
  /// The settings, for the timeouts applied to every request.
  let configuration: Configuration

  /// Creates a transport with its own event-loop thread.
  ///
  /// - Parameter configuration: the CA file, headers and connection limit.
  /// - Throws: ``Unavailable`` when `libcurl.so.4` cannot be loaded or started.
  public convenience init(configuration: Configuration = Configuration()) throws(Unavailable) {
    try self.init(configuration: configuration, taskObserver: nil)
  }

  /// Creates a transport whose requests are reported to `taskObserver` as they end.
  ///
  /// - Parameters:
  ///   - configuration: the settings.
  ///   - taskObserver: called on the event-loop thread for every request that ends,
  ///     including those cancelled by disposal (with `URLError.cancelled`).
  /// - Throws: ``Unavailable`` when libcurl cannot be loaded or started.
  package init(
    configuration: Configuration, taskObserver: URLSessionTransport.TaskObserver?
  ) throws(Unavailable) {
    if let failure = CurlLibrary.loadFailure { throw Unavailable(reason: failure) }
    guard
      let loop = CurlEventLoop(
        caFile: configuration.caFile?.path, proxies: CurlProxySettings(configuration),
        maximumConnectionsPerHost: configuration.maximumConnectionsPerHost,
        observer: taskObserver)
    else { throw Unavailable(reason: "curl_multi_init failed") }
    self.loop = loop
    sessionHeaders = configuration.additionalHeaders
    self.configuration = configuration
  }

  deinit { loop.submit(.stop) }

  /// libcurl's version line, such as "libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 …".
  public static var libraryVersion: String { CurlLibrary.version }

  /// Starts `request`; see ``Transport/start(_:handler:)``.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome, on the transport's thread.
  /// - Returns: the running task; cancelling it removes the transfer and silences `handler`.
  public func start(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void
  ) -> TransportTask {
    start(request, deliveringHeads: { handler($0.event) })
  }

  /// Starts `request` as ``start(_:handler:)`` does, reporting a completed response as its
  /// head and body (the provider's way in), so that its `HTTPURLResponse` is made only if read.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome, under ``Transport/start(_:handler:)``'s
  ///     rules.
  /// - Returns: the running task; cancelling it removes the transfer and silences `handler`.
  public func start(
    _ request: consuming TransportRequest,
    deliveringHeads handler: @escaping @Sendable (TransportDelivery) -> Void
  ) -> TransportTask {
    let request = configuration.applyingTimeouts(to: request)
    return send(request, to: .collecting(handler)) { _ in }
  }

  /// Starts `request` and reports its response as it arrives; see
  /// ``Transport/startStreaming(_:handler:)``.
  ///
  /// The head comes from libcurl's header callback as soon as the head has ended, and each
  /// chunk from its write callback, as the bytes libcurl read from the socket (after the
  /// chunked framing and any content encoding are taken off): nothing is collected, and the
  /// transfer is never paused, so a slow handler holds up every request of the transport.
  /// The request's rules are those of ``start(_:handler:)`` (the same code sends it), except
  /// the timeout: a stream may last any time, so the request's `timeoutInterval` (or the
  /// configuration's ``Configuration/timeoutIntervalForRequest``) bounds the connection
  /// alone, and only ``Configuration/timeoutIntervalForResource`` bounds the whole stream.
  ///
  /// - Parameters:
  ///   - request: what to send; its size limit, download and progress do not apply.
  ///   - handler: receives the head, the chunks and the end on the transport's thread
  ///     ("streams.curl"), which every request of the transport shares: it must not block.
  /// - Returns: the running task; cancelling it removes the transfer, which closes its
  ///   connection, and silences `handler`.
  public func startStreaming(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportStreamEvent) -> Void
  ) -> TransportTask {
    var streamed = configuration.applyingTimeouts(to: request)
    streamed.maximumResponseSize = ResponseSizeLimit.unlimited
    streamed.download = nil
    streamed.reportsProgress = false
    let resource = configuration.timeoutIntervalForResource ?? 0
    return send(streamed, to: .streaming(handler)) { spec in
      spec.connectTimeoutMilliseconds = spec.timeoutMilliseconds
      spec.timeoutMilliseconds = CurlRequestSpec.milliseconds(resource)
    }
  }

  /// Hands `request` to the event loop, reporting to `receiver`: the one way in of both
  /// ``start(_:deliveringHeads:)`` and ``startStreaming(_:handler:)``.
  ///
  /// - Parameters:
  ///   - request: what to send, the configuration's timeouts applied.
  ///   - receiver: where the outcome goes.
  ///   - adjust: changes the spec made from `request` before it goes (a stream's timeouts).
  /// - Returns: the running task.
  private func send(
    _ request: consuming TransportRequest, to receiver: CurlTransfer.Receiver,
    adjusting adjust: (inout CurlRequestSpec) -> Void
  ) -> TransportTask {
    let identifier = serial.withLock { count in
      count += 1
      return count
    }
    // Made straight into the transfer: no `Result` to copy the spec through.
    let transfer: CurlTransfer
    do {
      var spec = try CurlRequestSpec(request, additionalHeaders: sessionHeaders)
      adjust(&spec)
      transfer = CurlTransfer(
        identifier: identifier, spec: spec, receiver: receiver, owner: self)
    } catch {
      transfer = CurlTransfer(
        identifier: identifier, rejection: error, receiver: receiver, owner: self)
    }
    loop.submit(.start(transfer))
    return transfer
  }
}
#endif
