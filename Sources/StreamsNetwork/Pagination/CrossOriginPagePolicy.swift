import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What ``Provider/paginate(_:crossOrigin:)`` does with a next page on another origin than the
/// first page's: another scheme, host or port, as a server's `Link` header may name.
///
/// Credentials — `Authorization`, `Cookie`, `Proxy-Authorization`, whoever adds them (the
/// target, the endpoint closure, a plugin such as ``AccessTokenPlugin``, an authentication
/// interceptor) — belong to the origin of the first page, as they belong to the origin of a
/// request whose redirect leaves it. A server must not be able to send them elsewhere by
/// naming another host in a link. A link from `https` to plain `http` (a downgrade) never
/// carries them, whatever the policy.
public enum CrossOriginPagePolicy: Sendable, Equatable {
  /// Follow the link without credentials (the default), as a redirect to another origin is
  /// followed.
  case stripCredentials
  /// Fail with ``NetworkError/underlying(_:_:)`` carrying a ``CrossOriginPageError`` and the
  /// page that links away, instead of requesting the page.
  case refuse
  /// Follow the link with the credentials: for an API that spreads its pages over hosts you
  /// trust. A downgrade to `http` still goes without them.
  case keepCredentials

  /// Whether a page at `url` goes with the credentials of a first page at `origin`.
  ///
  /// - Throws: ``CrossOriginPageError`` when the policy refuses the page.
  func sendsCredentials(to url: URL, from origin: URL?) throws(CrossOriginPageError) -> Bool {
    if URLRequest.sameOrigin(url, origin) { return true }
    switch self {
    case .stripCredentials: return false
    case .refuse: throw CrossOriginPageError(url: url)
    case .keepCredentials: return !URLRequest.isDowngrade(from: origin, to: url)
    }
  }
}

/// A next page on another origin than the first page's, which the caller's
/// ``CrossOriginPagePolicy/refuse`` forbids following.
public struct CrossOriginPageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL of the refused page.
  public let url: URL

  /// Creates the error.
  ///
  /// - Parameter url: the URL of the refused page.
  public init(url: URL) { self.url = url }

  /// What happened, naming only the page's origin (its query may hold secrets).
  public var description: String {
    var origin = "\(url.scheme ?? "?")://\(url.host ?? "?")"
    if let port = url.port { origin += ":\(port)" }
    return "The next page is on another origin (\(origin)); pagination was told to refuse it."
  }
}

extension CrossOriginPageError: LocalizedError {
  /// The same text as ``description``.
  public var errorDescription: String? { description }
}
