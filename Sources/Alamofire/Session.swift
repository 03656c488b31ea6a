import Foundation
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Alamofire's `Session` as Moya apps configure it: a `Transport` made from a
/// `URLSessionConfiguration`.
///
/// It forwards every request to the transport `DefaultTransport.make(configuration:)` makes
/// (on Apple platforms a `URLSessionTransport` over one `URLSession`; on Linux the libcurl
/// transport, honouring the configuration's additional headers and timeouts), so
/// `MoyaProvider<API>(session: mySession)` and the common subclass work unchanged:
///
/// ```swift
/// final class DefaultSession: Session {
///   static let shared: DefaultSession = {
///     let configuration = URLSessionConfiguration.default
///     configuration.headers = .default
///     configuration.timeoutIntervalForRequest = 20
///     return DefaultSession(configuration: configuration, startRequestsImmediately: false)
///   }()
/// }
/// ```
///
/// Only the configuration is taken: Alamofire's delegate, queues, interceptor, server trust
/// manager, redirect and cache handlers and event monitors have no counterpart (the provider's
/// plugins and interceptors do that work).
open class Session: Transport, @unchecked Sendable {
  // Safe to share: the stored properties are immutable, the transport is `Sendable`, and the
  // configuration is a private copy that is only read. A subclass that adds mutable state
  // makes that state safe itself.

  /// A session with the default configuration, as Alamofire's `Session.default`.
  public static let `default` = Session()

  /// The transport every request goes through.
  public let transport: any Transport
  private let settings: URLSessionConfiguration

  /// Whether Alamofire would start requests as soon as they are made.
  ///
  /// Kept for the initializer's spelling; it changes nothing: a provider's request starts when
  /// it is subscribed, as with Moya (which passes `false`).
  public let startRequestsImmediately: Bool

  /// Creates a session with a `URLSession` of its own.
  ///
  /// - Parameters:
  ///   - configuration: the session configuration; read once, here, as `URLSession` does
  ///     (the session keeps a copy).
  ///   - startRequestsImmediately: Alamofire's setting, kept and ignored (see
  ///     ``startRequestsImmediately``).
  public init(
    configuration: URLSessionConfiguration = .default, startRequestsImmediately: Bool = true
  ) {
    settings = configuration.copy() as? URLSessionConfiguration ?? configuration
    transport = DefaultTransport.make(configuration: settings)
    self.startRequestsImmediately = startRequestsImmediately
  }

  /// A copy of the configuration the session was made with, as Alamofire's
  /// `sessionConfiguration`.
  public var sessionConfiguration: URLSessionConfiguration {
    settings.copy() as? URLSessionConfiguration ?? settings
  }

  /// The configuration's additional headers, which every request carries.
  public var sessionHeaders: [String: String] { transport.sessionHeaders }

  /// Sends `request` through ``transport``.
  ///
  /// - Parameters:
  ///   - request: what to send.
  ///   - handler: receives progress and the outcome, on the transport's queue or thread.
  /// - Returns: the running task, to cancel it.
  open func start(
    _ request: TransportRequest, handler: @escaping @Sendable (TransportEvent) -> Void
  ) -> TransportTask {
    transport.start(request, handler: handler)
  }
}
