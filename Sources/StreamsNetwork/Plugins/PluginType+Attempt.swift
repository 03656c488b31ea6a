import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The plugin hooks one attempt calls, in Moya's order: `willSend` before the request goes
/// out, then `didReceive` on every plugin and `process` through every plugin, in the
/// plugins' order.
///
/// One job of an attempt (plugins), apart so it can be tested alone.
extension Array where Element == PluginType {
  /// Tells every plugin the request is about to go out.
  ///
  /// - Parameters:
  ///   - request: the request as sent, its in-memory upload body (a multipart form)
  ///     included.
  ///   - sessionHeaders: the transport's own headers.
  ///   - target: the target, as the provider was given it.
  package func willSend(
    _ request: URLRequest, sessionHeaders: [String: String], target: any TargetType
  ) {
    let described = PreparedRequest(request: request, sessionHeaders: sessionHeaders)
    for plugin in self { plugin.willSend(described, target: target) }
  }

  /// Tells every plugin the outcome, then lets each transform it in turn.
  ///
  /// - Parameters:
  ///   - result: the validated outcome.
  ///   - target: the target, as the provider was given it.
  /// - Returns: the outcome after every plugin's `process`.
  package func finish(_ result: Result<Response, NetworkError>, target: any TargetType)
    -> Result<Response, NetworkError>
  {
    for plugin in self { plugin.didReceive(result, target: target) }
    return reduce(result) { $1.process($0, target: target) }
  }

  /// Tells every plugin that heard `willSend` that the attempt ended without an outcome: the
  /// subscriber left (`URLError(.cancelled)`) or the deadline passed (`URLError(.timedOut)`).
  ///
  /// - Parameters:
  ///   - timedOut: whether the request's deadline ended it.
  ///   - target: the target, as the provider was given it.
  package func abandoned(timedOut: Bool, target: any TargetType) {
    let code: URLError.Code = timedOut ? .timedOut : .cancelled
    let result = Result<Response, NetworkError>.failure(.underlying(URLError(code), nil))
    for plugin in self { plugin.didReceive(result, target: target) }
  }

  /// Tells every plugin a streamed response whose head they heard has ended.
  ///
  /// - Parameters:
  ///   - result: the bytes received, or why the stream ended.
  ///   - target: the target, as the provider was given it.
  package func finishStream(_ result: Result<Int, NetworkError>, target: any TargetType) {
    for plugin in self { plugin.didFinishStream(result, target: target) }
  }
}
