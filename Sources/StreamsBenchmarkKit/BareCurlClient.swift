#if os(Linux)
import CStreamsCurl
import Foundation
import Streams

/// The floor of the libcurl workloads: the same GETs through libcurl's multi interface with
/// nothing around it — one thread running `curl_multi_perform`/`curl_multi_poll`, easy
/// handles reused, each body appended to a `Data`, and a completion closure per request, as
/// a hand-written client would do it.
final class BareCurlClient: @unchecked Sendable {
  // Safe to share: `pending` is a `Locked` box and `curl_multi_wakeup` is thread-safe; every
  // other stored `var` is touched only on the client's thread.

  typealias Completion = (Result<Data, NetworkBenchError>) -> Void

  /// One request in flight: its completion and the body gathered so far.
  final class Exchange {
    let completion: Completion
    var body = Data()
    init(_ completion: @escaping Completion) { self.completion = completion }
  }

  private let multi: UnsafeMutableRawPointer
  private let pending = Locked<(requests: [(String, Completion)], stopped: Bool)>(([], false))
  private var active: [UnsafeMutableRawPointer: Exchange] = [:]
  private var idle: [UnsafeMutableRawPointer] = []

  /// Starts the client's thread; `nil` when libcurl cannot be loaded.
  init?() {
    guard scurl_load() == 1, let multi = scurl_multi_init() else { return nil }
    self.multi = multi
    Thread { [self] in self.run() }.start()
  }

  /// Sends a GET to `url`; `completion` runs on the client's thread with the body.
  func get(_ url: String, completion: @escaping Completion) {
    pending.withLock { $0.requests.append((url, completion)) }
    _ = scurl_multi_wakeup(multi)
  }

  /// Ends the thread once it has nothing in flight.
  func stop() {
    pending.withLock { $0.stopped = true }
    _ = scurl_multi_wakeup(multi)
  }

  private func run() {
    while true {
      let (requests, stopped) = pending.withLock { state in
        defer { state.requests.removeAll(keepingCapacity: true) }
        return (state.requests, state.stopped)
      }
      if stopped, requests.isEmpty, active.isEmpty { break }
      for (url, completion) in requests { add(url, Exchange(completion)) }
      var running: Int32 = 0
      _ = scurl_multi_perform(multi, &running)
      var easy: UnsafeMutableRawPointer?
      var result: Int32 = 0
      while scurl_multi_next_done(multi, &easy, &result) == 1 {
        guard let done = easy, let exchange = active.removeValue(forKey: done) else { continue }
        _ = scurl_multi_remove_handle(multi, done)
        idle.append(done)
        var status = 0
        _ = scurl_easy_getinfo_long(done, SCURLINFO_RESPONSE_CODE, &status)
        exchange.completion(
          result == 0 && status == 200
            ? .success(exchange.body) : .failure(.failed("CURLcode \(result), status \(status)")))
      }
      var descriptors: Int32 = 0
      _ = scurl_multi_poll(multi, 1_000, &descriptors)
    }
    for easy in idle { scurl_easy_cleanup(easy) }
    _ = scurl_multi_cleanup(multi)
  }

  private func add(_ url: String, _ exchange: Exchange) {
    guard let easy = idle.popLast() ?? scurl_easy_init() else {
      return exchange.completion(.failure(.failed("curl_easy_init failed")))
    }
    scurl_easy_reset(easy)
    _ = url.withCString { scurl_easy_setopt_pointer(easy, SCURLOPT_URL, $0) }
    _ = scurl_easy_setopt_long(easy, SCURLOPT_NOSIGNAL, 1)
    _ = scurl_easy_setopt_pointer(easy, SCURLOPT_ACCEPT_ENCODING, "")
    _ = scurl_easy_setopt_data_function(easy, SCURLOPT_WRITEFUNCTION, bareCurlWrite)
    _ = scurl_easy_setopt_pointer(
      easy, SCURLOPT_WRITEDATA, Unmanaged.passUnretained(exchange).toOpaque())
    active[easy] = exchange
    _ = scurl_multi_add_handle(multi, easy)
  }
}

/// The floor's write callback: appends the bytes to the exchange's body.
private func bareCurlWrite(
  _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
  _ userdata: UnsafeMutableRawPointer?
) -> Int {
  guard let buffer, let userdata else { return 0 }
  let exchange = Unmanaged<BareCurlClient.Exchange>.fromOpaque(userdata).takeUnretainedValue()
  exchange.body.append(
    UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: size * count)
  return size * count
}
#endif
