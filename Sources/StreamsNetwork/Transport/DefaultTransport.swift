import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport a ``Provider`` uses when it is given none.
///
/// On Linux it is one shared ``CurlTransport`` (libcurl driven directly: FoundationNetworking
/// costs 2.5–5.5× in throughput and carries defects); should `libcurl.so.4` be missing, it is
/// a ``URLSessionTransport``, and one line on standard error says why. On Apple platforms it
/// is a new ``URLSessionTransport``. Either can be chosen explicitly on Linux by passing it
/// as the provider's `session`.
public enum DefaultTransport {
  /// The kinds of transport the default can be.
  public enum Kind: String, Sendable, CaseIterable {
    /// ``CurlTransport``.
    case curl
    /// ``URLSessionTransport``.
    case urlSession = "urlsession"
  }

  /// Which kind ``make()`` returns on this machine.
  public static var kind: Kind {
    #if os(Linux)
    return shared is CurlTransport ? .curl : .urlSession
    #else
    return .urlSession
    #endif
  }

  /// The default transport: on Linux the shared libcurl transport (or the fallback), on
  /// Apple platforms a new `URLSessionTransport`.
  ///
  /// - Returns: the transport.
  public static func make() -> any Transport {
    #if os(Linux)
    return shared
    #else
    return URLSessionTransport()
    #endif
  }

  /// A new transport of the default kind that honours `configuration`, for a provider whose
  /// requests need a session's settings: `Provider(session: DefaultTransport.make(configuration:
  /// configuration))`.
  ///
  /// On Linux a new ``CurlTransport`` with its own event-loop thread, configured by
  /// ``CurlTransport/Configuration/init(_:)`` (headers and timeouts; a `URLSessionTransport`
  /// when libcurl is missing); on Apple platforms a `URLSessionTransport` over a session made
  /// from `configuration`. Make one and share it: each is a session of its own.
  ///
  /// - Parameter configuration: the session configuration; read once, here.
  /// - Returns: the transport.
  public static func make(configuration: URLSessionConfiguration) -> any Transport {
    #if os(Linux)
    return resolve(
      { try CurlTransport(configuration: CurlTransport.Configuration(configuration)) },
      log: standardError, fallback: configuration)
    #else
    return URLSessionTransport(configuration: configuration)
    #endif
  }

  #if os(Linux)
  /// Made on first use; it lives as long as the process (its thread waits in `poll` when
  /// idle).
  private static let shared: any Transport = resolve(
    { try CurlTransport() },
    log: standardError)

  /// Writes `line` to standard error.
  private static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
  #endif

  /// The libcurl transport `makeCurl` makes, or, when it throws, a `URLSessionTransport`
  /// after one line to `log` saying why.
  ///
  /// - Parameters:
  ///   - makeCurl: makes the libcurl transport.
  ///   - log: receives the one line (standard error for the default).
  ///   - fallback: the configuration of the `URLSessionTransport`.
  /// - Returns: the transport to use.
  package static func resolve(
    _ makeCurl: () throws -> any Transport, log: (String) -> Void,
    fallback: URLSessionConfiguration = .default
  ) -> any Transport {
    do {
      return try makeCurl()
    } catch {
      log("streams: \(error); falling back to URLSessionTransport")
      return URLSessionTransport(configuration: fallback)
    }
  }
}
