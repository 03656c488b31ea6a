import StreamsNetwork

/// Moya's `NetworkLoggerPlugin`: StreamsNetwork's logger, whose default entries name it
/// `Moya_Logger`, as Moya's do (`Moya_Logger: [date] Request: …`).
///
/// Everything else is StreamsNetwork's logger: its ``Configuration`` (what is logged, how and
/// where), and its redaction of credentials, cookies, sensitive query keys and sensitive body
/// fields by default.
public final class NetworkLoggerPlugin: PluginType, @unchecked Sendable {
  // Safe to share: both stored properties are immutable; the logger keeps no mutable state.

  /// What is logged, how, and where: Moya's `NetworkLoggerPlugin.Configuration`.
  public typealias Configuration = StreamsNetwork.NetworkLoggerPlugin.Configuration

  /// What is logged, how, and where, as given.
  public let configuration: Configuration
  private let logger: StreamsNetwork.NetworkLoggerPlugin

  /// Creates a logger.
  ///
  /// - Parameter configuration: what is logged, how and where; the default logs method and
  ///   headers to standard output, credentials redacted.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    logger = StreamsNetwork.NetworkLoggerPlugin(configuration: configuration.naming("Moya_Logger"))
  }

  /// Logs the request.
  ///
  /// - Parameters:
  ///   - request: the request about to be sent.
  ///   - target: its target.
  public func willSend(_ request: RequestType, target: TargetType) {
    logger.willSend(request, target: target)
  }

  /// Logs the response or the error.
  ///
  /// - Parameters:
  ///   - result: the outcome.
  ///   - target: its target.
  public func didReceive(_ result: Result<Response, MoyaError>, target: TargetType) {
    logger.didReceive(result, target: target)
  }
}
