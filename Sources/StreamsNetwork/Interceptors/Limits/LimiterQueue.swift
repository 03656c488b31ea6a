import Streams

/// The bookkeeping of a ``RequestLimiter``: running counts and the requests waiting, in order.
///
/// Waiting requests are kept per host, each host's queue in arrival order, with tickets that
/// grow across hosts: the next request to start is the oldest one whose host has room, so a
/// full host never holds up another host's requests, and requests of one host start in the
/// order they came. A request that leaves while waiting is forgotten at once (its ticket stays
/// in its host's queue until it reaches the front, and a queue is compacted when such tickets
/// outnumber the live ones).
///
/// A plain value: ``RequestLimiter`` keeps it in its `Locked` box and never calls out while
/// holding it.
struct LimiterQueue {
  /// What starts one waiting request, and the host it counts against.
  struct Waiter {
    let host: String
    let start: () -> Void
  }

  /// One host's waiting tickets, oldest first; the front ticket is always live.
  struct HostQueue {
    var tickets = RingBuffer<UInt64>()
    var live = 0
  }

  private(set) var running = 0
  private var runningByHost: [String: Int] = [:]
  private var queues: [String: HostQueue] = [:]
  private var waiters: [UInt64: Waiter] = [:]
  private var nextTicket: UInt64 = 0
  /// Whether some thread is starting requests; others leave the work to it.
  var draining = false

  /// The number of requests waiting for a slot.
  var waiting: Int { waiters.count }

  /// Queues a request for `host`.
  ///
  /// - Returns: its ticket, for ``cancel(_:)``.
  mutating func enqueue(host: String, start: @escaping () -> Void) -> UInt64 {
    let ticket = nextTicket
    nextTicket &+= 1
    waiters[ticket] = Waiter(host: host, start: start)
    queues[host, default: HostQueue()].tickets.append(ticket)
    queues[host, default: HostQueue()].live += 1
    return ticket
  }

  /// Forgets a waiting request.
  ///
  /// - Returns: whether it was still waiting (`false` once it has started).
  mutating func cancel(_ ticket: UInt64) -> Bool {
    guard let waiter = waiters.removeValue(forKey: ticket), var queue = queues[waiter.host] else {
      return false
    }
    queue.live -= 1
    if queue.live == 0 {
      queues[waiter.host] = nil
      return true
    }
    dropStaleFront(of: &queue)
    if queue.tickets.count > 2 * queue.live + 16 {
      var compacted = RingBuffer<UInt64>()
      for ticket in queue.tickets.elements where waiters[ticket] != nil { compacted.append(ticket) }
      queue.tickets = compacted
    }
    queues[waiter.host] = queue
    return true
  }

  /// Takes the oldest waiting request that fits the limits and counts it as running.
  ///
  /// - Parameters:
  ///   - total: the limit on all running requests.
  ///   - limit: the limit for a host.
  /// - Returns: the request to start, or `nil` when none fits.
  mutating func next(total: Int, limit: (String) -> Int) -> Waiter? {
    guard running < total else { return nil }
    var best: (host: String, ticket: UInt64)?
    for (host, queue) in queues where runningByHost[host, default: 0] < limit(host) {
      guard let front = queue.tickets.first else { continue }
      if best.map({ front < $0.ticket }) ?? true { best = (host, front) }
    }
    guard let best, var queue = queues[best.host] else { return nil }
    _ = queue.tickets.popFirst()
    queue.live -= 1
    if queue.live == 0 {
      queues[best.host] = nil
    } else {
      dropStaleFront(of: &queue)
      queues[best.host] = queue
    }
    guard let waiter = waiters.removeValue(forKey: best.ticket) else { return nil }
    running += 1
    runningByHost[best.host, default: 0] += 1
    return waiter
  }

  /// Counts a running request of `host` as over.
  mutating func finish(host: String) {
    running -= 1
    let remaining = runningByHost[host, default: 1] - 1
    runningByHost[host] = remaining > 0 ? remaining : nil
  }

  private func dropStaleFront(of queue: inout HostQueue) {
    while let front = queue.tickets.first, waiters[front] == nil { _ = queue.tickets.popFirst() }
  }
}
