import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hooks into every request a provider makes, as Moya's `PluginType`.
///
/// All hooks do nothing by default: implement the ones you need. They run on the thread
/// that performs the request (the subscriber's for `prepare`/`willSend`, the transport's for
/// `didReceive`/`process`), so keep them quick and thread-safe.
public protocol PluginType {
  /// Adjusts the request before it is sent (add a header, sign it).
  ///
  /// - Parameters:
  ///   - request: the request so far.
  ///   - target: the target being requested.
  /// - Returns: the request to send.
  func prepare(_ request: URLRequest, target: TargetType) -> URLRequest

  /// Observes the request just before it is sent (log it, show activity).
  func willSend(_ request: RequestType, target: TargetType)

  /// Observes the outcome, after status validation and before ``process(_:target:)``.
  func didReceive(_ result: Result<Response, NetworkError>, target: TargetType)

  /// Transforms the outcome before it reaches the subscriber.
  ///
  /// - Returns: the outcome to pass on.
  func process(_ result: Result<Response, NetworkError>, target: TargetType)
    -> Result<Response, NetworkError>

  /// Observes the end of a streamed response (``Provider/stream(_:)``) whose head this plugin
  /// heard as a success in ``didReceive(_:target:)``; never called for a collected response,
  /// nor for each chunk.
  ///
  /// - Parameters:
  ///   - result: the bytes of body received when the stream ended as its framing says; else
  ///     why it ended (a dropped connection, an idle timeout, `URLError(.cancelled)` when the
  ///     subscriber left).
  ///   - target: the target being requested.
  func didFinishStream(_ result: Result<Int, NetworkError>, target: TargetType)
}

extension PluginType {
  /// Returns `request` unchanged.
  public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest { request }

  /// Does nothing.
  public func willSend(_ request: RequestType, target: TargetType) {}

  /// Does nothing.
  public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {}

  /// Returns `result` unchanged.
  public func process(_ result: Result<Response, NetworkError>, target: TargetType)
    -> Result<Response, NetworkError>
  {
    result
  }

  /// Does nothing.
  public func didFinishStream(_ result: Result<Int, NetworkError>, target: TargetType) {}
}

/// A request as plugins see it, as Moya's `RequestType`.
public protocol RequestType {
  /// The request that will be sent, after every plugin's `prepare`.
  var request: URLRequest? { get }

  /// Headers the transport adds to every request (its session's defaults).
  var sessionHeaders: [String: String] { get }
}

/// The ``RequestType`` a provider hands to plugins.
struct PreparedRequest: RequestType {
  let request: URLRequest?
  let sessionHeaders: [String: String]
}
