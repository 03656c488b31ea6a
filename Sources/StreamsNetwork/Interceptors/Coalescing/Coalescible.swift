/// A target that chooses whether identical requests in flight share one network call,
/// consulted by ``RequestCoalescer``.
///
/// Without it, `GET` requests are coalesced and every other method is not. Turn coalescing
/// off for a `GET` whose every call must reach the server (a poll that counts hits), or on
/// for a safe method the server treats as a read (`HEAD`, a `QUERY`-style `POST`):
///
/// ```swift
/// extension API.Events.Poll: Coalescible {
///   var coalescesRequests: Bool { false }
/// }
/// ```
public protocol Coalescible: TargetType {
  /// Whether identical requests in flight share one call; `true` for `GET` by default.
  var coalescesRequests: Bool { get }
}

extension Coalescible {
  /// `true` for `GET`, `false` otherwise.
  public var coalescesRequests: Bool { method == .get }
}
