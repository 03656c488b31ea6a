#if os(Linux)
import Dispatch
import Foundation
import FoundationNetworking
import Streams

/// One request on a ``CurlTransport``: its handler, and what its transfers gather (the
/// response head, the body, the upload being sent, the file a download writes).
///
/// A request is one transfer per hop: a redirect the transport follows starts the next hop
/// on the same object. `cancel()` silences the handler at once and asks the event loop to
/// remove the transfer from libcurl; until the loop has done so (or the request has ended)
/// the object keeps its transport alive.
final class CurlTransfer: TransportTask, @unchecked Sendable {
  // Safe to share: `handler` and `owner` are read and written only under `lock` (any thread
  // may cancel). Every other `var` is touched only on the transport's event-loop thread: by
  // the loop itself and by libcurl's callbacks, which libcurl calls from
  // `curl_multi_perform` on that thread. The handler is always called outside the lock.

  typealias Handler = @Sendable (TransportDelivery) -> Void

  /// The transfer's number, for the task observer.
  let identifier: Int
  /// The URL the caller asked for: the origin credentials stay with (`nil` when refused).
  let origin: URL?
  /// The request of the current hop, or `nil` when the request was refused before it
  /// started (then ``rejection`` says why).
  @exclusivity(unchecked) var spec: CurlRequestSpec?
  /// Why the request could not be sent at all.
  let rejection: (any Error)?
  /// When the whole-request deadline falls, if there is one.
  let deadline: DispatchTime?

  private let lock = Lock()
  private var handler: Handler?
  private var owner: CurlTransport?

  // Event-loop thread only, from here on (and `spec` above): one thread and no overlapping
  // access, so the runtime's exclusivity checks (a call per access) are skipped.

  /// The easy handle carrying the current hop, while it is in libcurl's hands.
  @exclusivity(unchecked) var handle: CurlEasyHandle?
  /// Whether the request has ended (delivered, failed, or silently dropped).
  @exclusivity(unchecked) var hasEnded = false
  /// Redirects followed so far.
  @exclusivity(unchecked) var redirects = 0
  /// The head of the current hop's response.
  @exclusivity(unchecked) var head = CurlResponseHead()
  /// The body of the current hop's response.
  @exclusivity(unchecked) var body = Data()
  /// Whether ``body`` has been sized from the `Content-Length` yet.
  @exclusivity(unchecked) var isBodyReserved = false
  /// Bytes of the current hop's body received (into ``body`` or the download file).
  @exclusivity(unchecked) var received: Int64 = 0
  /// The body being sent, if any.
  @exclusivity(unchecked) var upload: CurlUploadSource?
  /// Where a download's body goes.
  @exclusivity(unchecked) var downloadFile: CurlDownloadFile?
  /// Why the transport aborted the transfer itself (the size limit, a file error), if it did.
  @exclusivity(unchecked) var failure: (any Error)?
  /// The upload progress last reported, so each report says something new.
  @exclusivity(unchecked) var reportedUpload: Int64 = 0

  /// A request to send.
  ///
  /// - Parameters:
  ///   - identifier: its number, for the task observer.
  ///   - spec: what to send.
  ///   - handler: receives what the request reports.
  ///   - owner: the transport, kept alive until the request has ended.
  init(
    identifier: Int, spec: consuming CurlRequestSpec, handler: @escaping Handler,
    owner: CurlTransport
  ) {
    self.identifier = identifier
    origin = spec.url
    let timeout = spec.timeoutMilliseconds
    deadline = timeout > 0 ? .now() + .milliseconds(timeout) : nil
    rejection = nil
    self.spec = consume spec
    self.handler = handler
    self.owner = owner
  }

  /// A request refused before anything was sent: the event loop ends it with `rejection`.
  ///
  /// - Parameters:
  ///   - identifier: its number, for the task observer.
  ///   - rejection: why the request cannot be sent.
  ///   - handler: receives the failure.
  ///   - owner: the transport, kept alive until the request has ended.
  init(
    identifier: Int, rejection: any Error, handler: @escaping Handler, owner: CurlTransport
  ) {
    self.identifier = identifier
    origin = nil
    deadline = nil
    self.rejection = rejection
    spec = nil
    self.handler = handler
    self.owner = owner
  }

  /// Whether the caller has cancelled (or the request has ended).
  var isSilenced: Bool { lock.withLock { handler == nil } }

  /// Silences the handler and has the event loop drop the transfer; see
  /// ``TransportTask/cancel()``.
  ///
  /// The handler is never called from inside the lock (it may cancel re-entrantly), so an
  /// event the loop had already picked up when `cancel` ran can still arrive; nothing is
  /// delivered after that.
  func cancel() {
    let transport = lock.withLock { () -> CurlTransport? in
      handler = nil
      return owner
    }
    transport?.loop.submit(.cancel(self))
  }

  /// Reports progress, unless cancelled.
  func report(_ event: TransportEvent) {
    // `lock()`/`unlock()`, not `withLock`: a closure returned through the generic would be
    // re-wrapped, an allocation per event.
    lock.lock()
    let current = handler
    lock.unlock()
    current?(.event(event))
  }

  /// Delivers the terminal event, unless cancelled, and lets go of the handler and the
  /// transport (which may deinit here, after the handler has returned, never in the lock).
  func finish(_ event: TransportDelivery?) {
    lock.lock()
    let last = handler
    let transport = owner
    handler = nil
    owner = nil
    lock.unlock()
    if let event { last?(event) }
    withExtendedLifetime(transport) {}
  }

  /// Forgets what the previous hop gathered, before the next one starts.
  func resetForNextHop() {
    head = CurlResponseHead()
    body = Data()
    isBodyReserved = false
    received = 0
    upload = nil
    failure = nil
    reportedUpload = 0
    downloadFile?.rewind()
  }

  /// The time left before the deadline in milliseconds (at least 1), 0 when there is no
  /// deadline, or `nil` when it has passed.
  func remainingMilliseconds() -> Int? {
    guard let deadline else { return 0 }
    let now = DispatchTime.now()
    guard now < deadline else { return nil }
    let nanoseconds = deadline.uptimeNanoseconds - now.uptimeNanoseconds
    return max(1, Int(clamping: (nanoseconds + 999_999) / 1_000_000))
  }
}
#endif
