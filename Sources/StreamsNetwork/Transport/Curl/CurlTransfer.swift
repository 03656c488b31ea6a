#if os(Linux)
import Dispatch
import Foundation
import FoundationNetworking
import Streams

/// One request on a ``CurlTransport``: its receiver, and what its transfers gather (the
/// response head, the upload being sent, the file a download writes, the body when it is
/// collected).
///
/// A request is one transfer per hop: a redirect the transport follows starts the next hop
/// on the same object. Every hop makes the same parts, whoever receives them: header lines
/// until the head ends, when the transfer decides what the response is
/// (``settleHead(status:)``: a redirect to follow, one to refuse, or the answer), then body
/// bytes. A collected request folds the answer's bytes into one buffer and reports it whole
/// at the end; a streamed one reports the head and each run of bytes as they come
/// (`CurlTransfer+Receiving.swift`).
///
/// `cancel()` silences the receiver at once and asks the event loop to remove the transfer
/// from libcurl; until the loop has done so (or the request has ended) the object keeps its
/// transport alive.
final class CurlTransfer: TransportTask, @unchecked Sendable {
  // Safe to share: `receiver` and `owner` are read and written only under `lock` (any thread
  // may cancel). Every other `var` is touched only on the transport's event-loop thread: by
  // the loop itself and by libcurl's callbacks, which libcurl calls from
  // `curl_multi_perform` on that thread. The receiver is always called outside the lock.

  /// Where a request's outcome goes.
  enum Receiver {
    /// The whole response at the end (and progress on the way).
    case collecting(@Sendable (TransportDelivery) -> Void)
    /// The head, each chunk as it arrives, and the end.
    case streaming(TransportStreamHandler)
  }

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
  /// Whether the response is streamed rather than collected.
  let streams: Bool

  private let lock = Lock()
  private var receiver: Receiver?
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
  /// What the current hop's response is, as its head settled it.
  @exclusivity(unchecked) var settlement = Settlement.pending
  /// The redirect the current hop's response is, when ``settlement`` says it is one: to
  /// follow, or to refuse.
  @exclusivity(unchecked) var redirect: CurlRequestSpec.RedirectDecision?
  /// The head of the answer, once ``settlement`` says the hop's response is the answer.
  @exclusivity(unchecked) var answer: HTTPResponseHead?
  /// The body of the answer, when collected.
  @exclusivity(unchecked) var body = ResponseBodyBuffer()
  /// Bytes of the current hop's body received (into ``body``, the stream or the download
  /// file).
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
  ///   - receiver: receives what the request reports.
  ///   - owner: the transport, kept alive until the request has ended.
  init(
    identifier: Int, spec: consuming CurlRequestSpec, receiver: Receiver, owner: CurlTransport
  ) {
    self.identifier = identifier
    origin = spec.url
    let timeout = spec.timeoutMilliseconds
    deadline = timeout > 0 ? .now() + .milliseconds(timeout) : nil
    rejection = nil
    self.spec = consume spec
    streams = receiver.streams
    self.receiver = receiver
    self.owner = owner
  }

  /// A request refused before anything was sent: the event loop ends it with `rejection`.
  ///
  /// - Parameters:
  ///   - identifier: its number, for the task observer.
  ///   - rejection: why the request cannot be sent.
  ///   - receiver: receives the failure.
  ///   - owner: the transport, kept alive until the request has ended.
  init(identifier: Int, rejection: any Error, receiver: Receiver, owner: CurlTransport) {
    self.identifier = identifier
    origin = nil
    deadline = nil
    self.rejection = rejection
    spec = nil
    streams = receiver.streams
    self.receiver = receiver
    self.owner = owner
  }

  /// Whether the caller has cancelled (or the request has ended).
  var isSilenced: Bool { lock.withLock { receiver == nil } }

  /// Silences the receiver and has the event loop drop the transfer; see
  /// ``TransportTask/cancel()``.
  ///
  /// The receiver is never called from inside the lock (it may cancel re-entrantly), so an
  /// event the loop had already picked up when `cancel` ran can still arrive; nothing is
  /// delivered after that.
  func cancel() {
    let transport = lock.withLock { () -> CurlTransport? in
      receiver = nil
      return owner
    }
    transport?.loop.submit(.cancel(self))
  }

  /// The receiver now, or `nil` once cancelled (or ended).
  private var currentReceiver: Receiver? {
    // `lock()`/`unlock()`, not `withLock`: a closure returned through the generic would be
    // re-wrapped, an allocation per event.
    lock.lock()
    let current = receiver
    lock.unlock()
    return current
  }

  /// Reports progress to a collecting receiver, unless cancelled.
  func report(_ event: TransportEvent) {
    if case .collecting(let handler)? = currentReceiver { handler(.event(event)) }
  }

  /// Reports a head or a chunk to a streaming receiver, unless cancelled.
  func stream(_ event: TransportStreamEvent) {
    if case .streaming(let handler)? = currentReceiver { handler(event) }
  }

  /// Delivers the outcome, unless cancelled, and lets go of the receiver and the transport
  /// (which may deinit here, after the receiver has returned, never in the lock).
  ///
  /// A streaming receiver gets the outcome's end (``TransportDelivery/streamEnd``): its head
  /// and body went out as they arrived.
  func finish(_ outcome: TransportDelivery) {
    let (last, transport) = letGo()
    switch last {
    case .collecting(let handler)?: handler(outcome)
    case .streaming(let handler)?: handler(outcome.streamEnd)
    case nil: break
    }
    withExtendedLifetime(transport) {}
  }

  /// Lets go of the receiver and the transport, delivering nothing (the caller cancelled).
  func finishSilently() {
    let (_, transport) = letGo()
    withExtendedLifetime(transport) {}
  }

  /// Takes the receiver and the transport away, for the end.
  private func letGo() -> (Receiver?, CurlTransport?) {
    lock.lock()
    defer {
      receiver = nil
      owner = nil
      lock.unlock()
    }
    return (receiver, owner)
  }

  /// Forgets what the previous hop gathered, before the next one starts.
  func resetForNextHop() {
    head = CurlResponseHead()
    settlement = .pending
    redirect = nil
    answer = nil
    body = ResponseBodyBuffer()
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

extension CurlTransfer {
  /// What a hop's response is, once its head has ended.
  enum Settlement {
    /// The head has not ended yet.
    case pending
    /// The answer: its head is ``answer``, its body is the request's.
    case answer
    /// A redirect (``redirect``): its body is dropped.
    case redirect
  }
}

extension CurlTransfer.Receiver {
  /// Whether this receiver takes a stream.
  var streams: Bool {
    guard case .streaming = self else { return false }
    return true
  }
}
#endif
