import Foundation
import Streams

/// Caps how many requests of a provider run at once, in all and per host; the rest wait their
/// turn, in order.
///
/// ```swift
/// let provider = Provider<GitHub>(interceptors: [
///   RequestCoalescer(), RetryInterceptor(),
///   RequestLimiter(maxConcurrentRequests: 8, maxConcurrentRequestsPerHost: 4),
/// ])
/// ```
///
/// A request that finds the limits reached waits in a queue and starts when a running request
/// ends, the oldest waiting request first (among those whose host has room, so one busy host
/// never blocks another). A running request frees its slot when it ends in any way: a
/// response, an error, or its subscriber disposing it. A waiting request whose subscriber
/// disposes it leaves the queue at once and is never sent.
///
/// Place it innermost among the interceptors that wait: a request waiting to retry, or
/// sharing a coalesced call, then holds no slot of its own.
///
///     limit 2:  a--|  b----|  c--|   →   a, b start; c starts when a ends
public final class RequestLimiter: RequestInterceptor, Sendable {
  /// The most requests running at once, all hosts together.
  public let maxConcurrentRequests: Int
  /// The most requests running at once to one host, unless ``hostLimits`` names the host.
  public let maxConcurrentRequestsPerHost: Int
  /// Limits for particular hosts, by lowercased host name.
  public let hostLimits: [String: Int]

  private let state = Locked(LimiterQueue())

  /// Creates a limiter; limits below 1 count as 1.
  ///
  /// - Parameters:
  ///   - maxConcurrentRequests: the most requests at once in all; unlimited by default.
  ///   - maxConcurrentRequestsPerHost: the most at once to one host; unlimited by default.
  ///   - hostLimits: limits for particular hosts, by host name (any case), such as
  ///     `["api.github.com": 2]`; they replace the per-host limit for those hosts.
  public init(
    maxConcurrentRequests: Int = .max, maxConcurrentRequestsPerHost: Int = .max,
    hostLimits: [String: Int] = [:]
  ) {
    self.maxConcurrentRequests = max(1, maxConcurrentRequests)
    self.maxConcurrentRequestsPerHost = max(1, maxConcurrentRequestsPerHost)
    var limits: [String: Int] = [:]
    for (host, limit) in hostLimits { limits[host.lowercased()] = max(1, limit) }
    self.hostLimits = limits
  }

  /// The number of requests running now.
  public var runningCount: Int { state.withLock { $0.running } }

  /// The number of requests waiting for a slot now.
  public var waitingCount: Int { state.withLock { $0.waiting } }

  /// The limit that applies to `host`.
  ///
  /// - Parameter host: a host name, any case.
  /// - Returns: its entry in ``hostLimits``, else ``maxConcurrentRequestsPerHost``.
  public func limit(forHost host: String) -> Int {
    hostLimits[host.lowercased()] ?? maxConcurrentRequestsPerHost
  }

  /// Runs the request when a slot is free, queueing it until then.
  ///
  /// - Parameters:
  ///   - request: the request; its URL's host is the one counted.
  ///   - next: the rest of the chain, called when the request starts.
  /// - Returns: the request's events, once it has started.
  public func intercept(
    _ request: ProviderRequest,
    next: @escaping (ProviderRequest) -> Observable<Response>
  ) -> Observable<Response> {
    let host = request.urlRequest.url?.host?.lowercased() ?? ""
    return Observable { [self] sink, lifetime in
      let ticket = self.state.withLock { queue in
        queue.enqueue(host: host) { [self] in
          self.run(next(request), host: host, sink: sink, lifetime: lifetime)
        }
      }
      // Leaving while queued removes the request; once it runs, the ticket is spent.
      lifetime.onDispose { [self] in _ = self.state.withLock { $0.cancel(ticket) } }
      self.startWaiting()
    }
  }

  /// Runs a request that has its slot; the slot is freed once, when the subscription ends
  /// (a terminal event, or the subscriber leaving), after the request's own resources are
  /// released (the transport task cancelled), so the transport never sees one too many.
  private func run(
    _ upstream: Observable<Response>, host: String,
    sink: @escaping (Event<Response>) -> Void, lifetime: Lifetime
  ) {
    // Disposal runs in order: the child (the request) first, then the slot.
    let (child, _) = lifetime.child()
    // A lifetime runs its disposal once, so the slot is given back once.
    lifetime.onDispose { [self] in
      self.state.withLock { $0.finish(host: host) }
      self.startWaiting()
    }
    guard !lifetime.isDisposed else { return }
    upstream.run(
      { event in
        sink(event)
        if event.isStopEvent { lifetime.dispose() }
      }, child)
  }

  /// Starts waiting requests while slots are free; one thread at a time does it, the others
  /// leave their part to it, so a request that ends synchronously never recurses.
  private func startWaiting() {
    let claimed = state.withLock { queue -> Bool in
      if queue.draining { return false }
      queue.draining = true
      return true
    }
    guard claimed else { return }
    while true {
      let waiter = state.withLock { queue -> LimiterQueue.Waiter? in
        if let waiter = queue.next(total: maxConcurrentRequests, limit: limit(forHost:)) {
          return waiter
        }
        queue.draining = false
        return nil
      }
      guard let waiter else { return }
      waiter.start()
    }
  }
}
