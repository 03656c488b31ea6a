import Foundation

/// How a ``ServerSentEventSource`` reconnects: the waits, the limits, the ID it starts from.
///
/// ```swift
/// var configuration = EventSourceConfiguration()
/// configuration.lastEventID = storedID               // resume where the app left off
/// configuration.idleTimeout = 45                     // the server pings every 15 s
/// configuration.maximumReconnectionAttempts = 8      // then give up and show "offline"
/// ```
///
/// The wait before a reconnection is the reconnection time *r*: the server's last `retry`, or
/// ``reconnectionTime`` until it sends one, at most ``maximumReconnectionTime``. The first
/// reconnection after a connection that delivered an event waits exactly *r*, as the WHATWG
/// EventSource does. Each further one in a row without an event backs off: its wait is *r*
/// plus a random fraction of the distance from *r* up to a ceiling that starts at
/// `max(r, reconnectionTime)` and grows by ``backoffMultiplier`` per reconnection, never above
/// ``maximumReconnectionTime`` (with the defaults: 3 s, then up to 6 s, 12 s, 24 s, 48 s,
/// 60 s, 60 s…). An event resets the count.
public struct EventSourceConfiguration: Sendable {
  /// The last event ID to start from, sent with the first connection; `nil` (the default)
  /// when there is none.
  public var lastEventID: String?
  /// The reconnection time, in seconds, until the server sends `retry`: 3 s.
  public var reconnectionTime: TimeInterval
  /// The longest wait before a reconnection, in seconds: the server's `retry`, this
  /// configuration's ``reconnectionTime`` and the backoff are all clamped to it: 60 s.
  public var maximumReconnectionTime: TimeInterval
  /// How much the backoff's ceiling grows with each reconnection in a row that brings no
  /// event: 2 (at least 1).
  public var backoffMultiplier: Double
  /// The most reconnections in a row that bring no event; `nil` (the default) never gives up.
  ///
  /// When one more would pass it, the source fails with the error that ended the last
  /// connection (``EventStreamClosedError`` when the server closed it). 0 (or less) never
  /// reconnects.
  public var maximumReconnectionAttempts: Int?
  /// The longest silence of a connection, in seconds: 60 s.
  ///
  /// A connection that sends nothing (neither its head nor a chunk) for this long is closed,
  /// and the source reconnects. `nil`, zero or less disables it. Counted from each connection attempt, so it also bounds the wait for the head. A server
  /// that sends a comment (`:`) every 15 s or so keeps a quiet stream alive.
  public var idleTimeout: TimeInterval?
  /// The most bytes an event's field lines may hold together: ``StreamItemSizeLimit/default``
  /// (1 MiB).
  public var maximumEventSize: Int
  /// Numbers in `0...1` for the backoff's jitter (the system generator); inject a fixed
  /// source in tests.
  public var random: @Sendable () -> Double
  /// Which errors that end a connection are worth a reconnection.
  ///
  /// ``isReconnectable(_:)`` unless given. Idle timeouts reach it as timeouts
  /// (``NetworkError/isTimeout``).
  public var shouldReconnect: @Sendable (any Error) -> Bool

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - lastEventID: the last event ID to start from (none).
  ///   - reconnectionTime: the wait, in seconds, until the server sends `retry` (3 s).
  ///   - maximumReconnectionTime: the longest wait before a reconnection (60 s).
  ///   - backoffMultiplier: the growth of the backoff per reconnection in a row (2).
  ///   - maximumReconnectionAttempts: the most reconnections in a row without an event
  ///     (unlimited).
  ///   - idleTimeout: the longest silence of a connection, in seconds (60 s).
  ///   - maximumEventSize: the most bytes of an event (1 MiB).
  ///   - random: the jitter's source of numbers in `0...1` (the system generator).
  ///   - shouldReconnect: which errors reconnect (``isReconnectable(_:)``).
  public init(
    lastEventID: String? = nil,
    reconnectionTime: TimeInterval = 3,
    maximumReconnectionTime: TimeInterval = 60,
    backoffMultiplier: Double = 2,
    maximumReconnectionAttempts: Int? = nil,
    idleTimeout: TimeInterval? = 60,
    maximumEventSize: Int = StreamItemSizeLimit.default,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) },
    shouldReconnect: @escaping @Sendable (any Error) -> Bool = isReconnectable
  ) {
    self.lastEventID = lastEventID
    self.reconnectionTime = reconnectionTime
    self.maximumReconnectionTime = maximumReconnectionTime
    self.backoffMultiplier = backoffMultiplier
    self.maximumReconnectionAttempts = maximumReconnectionAttempts
    self.idleTimeout = idleTimeout
    self.maximumEventSize = maximumEventSize
    self.random = random
    self.shouldReconnect = shouldReconnect
  }

  /// The default ``shouldReconnect``: whether `error` is a transport failure that may not recur.
  ///
  /// That is ``TransportFailure/isTransient``: a timeout, the idle timeout included, a lost or
  /// refused connection, no network. Never a status, a cancellation or a decoding error.
  ///
  /// - Parameter error: the error that ended the connection.
  /// - Returns: whether to reconnect.
  @Sendable
  public static func isReconnectable(_ error: any Error) -> Bool {
    TransportFailure(error).isTransient
  }

  /// The cap on every wait: ``maximumReconnectionTime``, below zero counting as zero, not
  /// finite as no cap.
  var cap: TimeInterval {
    maximumReconnectionTime.isFinite ? max(0, maximumReconnectionTime) : .greatestFiniteMagnitude
  }

  /// `seconds` as a wait: NaN and negative values give 0, and no wait passes ``cap``.
  func clamped(_ seconds: TimeInterval) -> TimeInterval {
    seconds > 0 ? min(seconds, cap) : 0
  }

  /// The wait before reconnection `attempt` in a row without an event.
  ///
  /// - Parameters:
  ///   - attempt: which reconnection since the last event, from 1.
  ///   - reconnectionTime: the reconnection time *r* in effect, clamped.
  /// - Returns: seconds: *r* for the first; *r* plus a random fraction of the distance to the
  ///   backoff's ceiling after it; never above ``maximumReconnectionTime``.
  func delay(beforeReconnection attempt: Int, reconnectionTime: TimeInterval) -> TimeInterval {
    guard attempt > 1 else { return reconnectionTime }
    let base = max(reconnectionTime, clamped(self.reconnectionTime))
    let backoff = Backoff.exponential(
      base: base, multiplier: backoffMultiplier, max: cap)
    let ceiling = backoff.ceiling(forRetry: attempt)
    guard ceiling > reconnectionTime else { return reconnectionTime }
    let unit = random()
    let fraction = unit.isFinite ? min(max(unit, 0), 1) : 0
    return reconnectionTime + (ceiling - reconnectionTime) * fraction
  }
}
