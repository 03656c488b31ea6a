import StreamsNetwork

/// The completions waiting on each shared call of a ``MoyaProvider`` with `trackInflights`, by
/// endpoint: Moya's `inflightRequests`.
///
/// The first request for an endpoint starts a call; later ones only add their completion.
/// When the call answers, every waiting completion runs, in the order they joined, and the
/// endpoint leaves the table after the last of them (a completion that reads
/// `inflightRequests` still finds it). No lock is held while a completion runs; a request that
/// joins meanwhile is answered with the same outcome.
final class InflightCompletions: @unchecked Sendable {
  // Safe to share: `table` is read and written under `lock` only.
  private let lock = NSLock()
  private var table: [Endpoint: [Completion]] = [:]

  /// The waiting completions, by endpoint.
  var all: [Endpoint: [Completion]] {
    get {
      lock.lock()
      defer { lock.unlock() }
      return table
    }
    set {
      lock.lock()
      table = newValue
      lock.unlock()
    }
  }

  /// Adds `completion` for `endpoint`.
  ///
  /// - Returns: whether it starts a call (nothing was in flight for `endpoint`).
  func start(_ endpoint: Endpoint, completion: @escaping Completion) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if table[endpoint] != nil {
      table[endpoint]?.append(completion)
      return false
    }
    table[endpoint] = [completion]
    return true
  }

  /// Runs every completion waiting on `endpoint` with `result`, then forgets the endpoint.
  func finish(_ endpoint: Endpoint, with result: Result<Response, MoyaError>) {
    var ran = 0
    while true {
      lock.lock()
      let waiting = table[endpoint] ?? []
      let pending = waiting.count > ran ? Array(waiting[ran...]) : []
      if pending.isEmpty { table[endpoint] = nil }
      lock.unlock()
      if pending.isEmpty { return }
      for completion in pending { completion(result) }
      ran += pending.count
    }
  }
}
