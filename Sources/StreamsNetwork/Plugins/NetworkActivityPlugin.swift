import Foundation

/// Whether a request has started or finished, as Moya's `NetworkActivityChangeType`.
public enum NetworkActivityChangeType: Hashable, Sendable {
  /// The request is about to be sent.
  case began
  /// The request finished: a response or an error.
  case ended
}

/// Tells a closure when requests begin and end, to drive an activity indicator, as
/// Moya's `NetworkActivityPlugin`.
///
/// ``NetworkActivityChangeType/began`` comes from ``PluginType/willSend(_:target:)``, once per
/// request sent (stubbed ones too); ``NetworkActivityChangeType/ended`` from
/// ``PluginType/didReceive(_:target:)``, once per outcome, success or failure (a status the
/// validation rejects, a transport error, a deadline). A request that cannot be built reports
/// neither. A subscription disposed while its request is in flight reports `ended` too: the
/// provider hands plugins a cancellation error (`NetworkError.isCancelled`), as Moya does.
///
/// ```swift
/// let activity = NetworkActivityPlugin { change, _ in
///   DispatchQueue.main.async { spinner.isAnimating = change == .began }
/// }
/// ```
public final class NetworkActivityPlugin: PluginType, @unchecked Sendable {
  // Safe to share: the plugin keeps no mutable state (nothing needs a lock box); its one
  // stored property is a `let`. The closure is the caller's and is called from whichever
  // thread performs a request, as documented on `init(networkActivityClosure:)`.

  /// Receives each change and the target it concerns.
  public typealias NetworkActivityClosure =
    (_ change: NetworkActivityChangeType, _ target: TargetType) -> Void

  let networkActivityClosure: NetworkActivityClosure

  /// Creates the plugin.
  ///
  /// - Parameter networkActivityClosure: receives each change and its target, on the thread
  ///   performing the request (the subscriber's for `began`, usually the transport's for
  ///   `ended`), possibly for several requests at once: keep any count it updates in a lock or
  ///   hop to one queue.
  public init(networkActivityClosure: @escaping NetworkActivityClosure) {
    self.networkActivityClosure = networkActivityClosure
  }

  /// Reports ``NetworkActivityChangeType/began``.
  ///
  /// - Parameters:
  ///   - request: the request about to be sent.
  ///   - target: its target.
  public func willSend(_ request: RequestType, target: TargetType) {
    networkActivityClosure(.began, target)
  }

  /// Reports ``NetworkActivityChangeType/ended``.
  ///
  /// - Parameters:
  ///   - result: the outcome.
  ///   - target: its target.
  public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    networkActivityClosure(.ended, target)
  }
}
