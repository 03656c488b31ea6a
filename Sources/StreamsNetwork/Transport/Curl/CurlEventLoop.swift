#if os(Linux)
import CStreamsCurl
import Foundation
import Streams

/// The thread that drives every transfer of one ``CurlTransport`` through a libcurl multi
/// handle: `curl_multi_perform`, then the finished transfers, then `curl_multi_poll` until a
/// socket is ready, a libcurl timer is due, or another thread submits work and calls
/// `curl_multi_wakeup`.
///
/// Other threads never touch libcurl: they append work (start, cancel, run a closure, stop)
/// to the inbox, and wake the loop when it is polling. Everything else — easy handles,
/// transfers in flight, every libcurl callback, every event delivered — happens on this one
/// thread, so none of it needs a lock.
final class CurlEventLoop: @unchecked Sendable {
  // Safe to share: `inbox` is a `Locked` box; `multi` is used from other threads only for
  // `curl_multi_wakeup` (thread-safe in libcurl), by a caller of `submit` that holds the loop,
  // and is cleaned up only in `deinit`, when nobody holds it. Every other stored `var` is
  // touched only on the loop's own thread.

  /// Reports each request's end (its error, or `nil`): the seam tests use.
  typealias TaskObserver = URLSessionTransport.TaskObserver

  /// What other threads ask of the loop.
  enum Work {
    /// Start a request.
    case start(CurlTransfer)
    /// Drop a request the caller cancelled.
    case cancel(CurlTransfer)
    /// Run a closure on the loop's thread, after the work queued before it.
    case run(@Sendable () -> Void)
    /// Drop everything and end the thread (the transport is gone).
    case stop
  }

  private struct Inbox {
    var work: [Work] = []
    /// The loop is in (or about to enter) `curl_multi_poll`: new work must wake it.
    var isPolling = false
    /// A wake-up is pending: more work need not send another.
    var isWoken = false
    /// `stop` was submitted: no more work is taken and the multi handle is going away.
    var isStopped = false
    /// Requests started and not yet ended.
    var requestsInFlight = 0
  }

  /// The longest `curl_multi_poll` wait; libcurl shortens it to its own next timer.
  static let pollMilliseconds: Int32 = 10_000
  /// The most idle easy handles kept for reuse.
  static let idleHandleLimit = 16

  private let inbox = Locked(Inbox())
  let multi: UnsafeMutableRawPointer
  let caFile: String?
  /// The proxy each hop goes through.
  let proxies: CurlProxySettings
  let observer: TaskObserver?
  // The two below: loop thread only, never accessed overlapping, so the runtime's
  // exclusivity checks (a call per access) are skipped.
  /// Easy handles in the multi handle, by libcurl's pointer (loop thread only).
  @exclusivity(unchecked) var active: [UnsafeMutableRawPointer: CurlEasyHandle] = [:]
  /// Easy handles ready for the next request (loop thread only).
  @exclusivity(unchecked) var idle: [CurlEasyHandle] = []

  /// Creates the multi handle and starts the thread; `nil` when libcurl cannot make one.
  init?(
    caFile: String?, proxies: CurlProxySettings, maximumConnectionsPerHost: Int,
    observer: TaskObserver?
  ) {
    guard CurlLibrary.isAvailable, let multi = scurl_multi_init() else { return nil }
    self.multi = multi
    self.caFile = caFile
    self.proxies = proxies
    self.observer = observer
    _ = scurl_multi_setopt_long(multi, SCURLMOPT_PIPELINING, Int(SCURLPIPE_MULTIPLEX))
    if maximumConnectionsPerHost > 0 {
      _ = scurl_multi_setopt_long(multi, SCURLMOPT_MAX_HOST_CONNECTIONS, maximumConnectionsPerHost)
    }
    // Foundation's `Thread.name` does not reliably reach the thread on Linux: the loop
    // names its thread itself.
    Thread { [self] in self.run() }.start()
  }

  /// Whether the calling thread is this loop's.
  var isCurrent: Bool {
    scurl_current_loop() == UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
  }

  /// Requests started and not yet ended (cancelled ones count until the loop drops them).
  var requestsInFlight: Int { inbox.withLock { $0.requestsInFlight } }

  /// Hands `work` to the loop and wakes it if it is waiting.
  ///
  /// - Returns: `false` when the loop has stopped (the work is dropped).
  ///
  /// A closure submitted after the loop has stopped runs at once, on the calling thread:
  /// nothing is left to wait for.
  ///
  /// The wake-up is sent after the inbox's lock is released: the woken loop takes that lock
  /// first thing, and a wake-up sent under it had the loop preempt the caller, block on the
  /// lock, and need a second wake-up to go on (two context switches more per request).
  @discardableResult
  func submit(_ work: Work) -> Bool {
    let (accepted, wakes) = inbox.withLock { state -> (Bool, Bool) in
      guard !state.isStopped else { return (false, false) }
      state.work.append(work)
      switch work {
      case .start: state.requestsInFlight += 1
      case .stop: state.isStopped = true
      case .cancel, .run: break
      }
      // A wake-up decided here is always sent, so work that finds one pending relies on it;
      // one that lands after the loop has taken the work only ends one poll early.
      guard state.isPolling, !state.isWoken else { return (true, false) }
      state.isWoken = true
      return (true, true)
    }
    if wakes { _ = scurl_multi_wakeup(multi) }
    if !accepted, case .run(let body) = work { body() }
    return accepted
  }

  /// Counts one request as ended.
  func requestEnded() {
    inbox.withLock { $0.requestsInFlight -= 1 }
  }

  // MARK: The loop

  private func run() {
    scurl_enter_loop_thread(Unmanaged.passUnretained(self).toOpaque(), "streams.curl")
    // Two buffers trade places: the inbox's fills while the loop empties the other, so that
    // taking a batch copies no array and frees none.
    var batch: [Work] = []
    while true {
      inbox.withLock { state in
        swap(&state.work, &batch)
        state.isWoken = false
      }
      for work in batch {
        switch work {
        case .start(let transfer): begin(transfer)
        case .cancel(let transfer): abandon(transfer)
        case .run(let body): body()
        case .stop:
          shutDown()
          return
        }
      }
      batch.removeAll(keepingCapacity: true)
      var running: Int32 = 0
      _ = scurl_multi_perform(multi, &running)
      collectFinished()
      let mayWait = inbox.withLock { state -> Bool in
        state.isPolling = state.work.isEmpty
        return state.isPolling
      }
      guard mayWait else { continue }
      var descriptors: Int32 = 0
      _ = scurl_multi_poll(multi, Self.pollMilliseconds, &descriptors)
      inbox.withLock { $0.isPolling = false }
    }
  }

  /// Removes whatever is left and frees every easy handle; the multi handle goes in `deinit`.
  private func shutDown() {
    for (easy, handle) in active {
      _ = scurl_multi_remove_handle(multi, easy)
      if let transfer = handle.transfer { dropSilently(transfer) }
      handle.detach(succeeded: false)
    }
    active.removeAll()
    idle.removeAll()
  }

  /// Cleans the multi handle up once nobody holds the loop: its thread has ended (it holds the
  /// loop while it runs), and no caller of ``submit(_:)`` can be about to wake it.
  deinit { _ = scurl_multi_cleanup(multi) }
}
#endif
