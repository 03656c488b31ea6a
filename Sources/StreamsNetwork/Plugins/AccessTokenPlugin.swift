import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a target authorizes its requests, as Moya's `AuthorizationType`.
public enum AuthorizationType: Hashable, Sendable {
  /// `Basic <token>`; the token is the Base64 of `user:password`.
  case basic
  /// `Bearer <token>`.
  case bearer
  /// `<scheme> <token>`, e.g. `.custom("Token")`.
  case custom(String)

  /// The scheme that precedes the token: `Basic`, `Bearer`, or the custom one.
  public var value: String {
    switch self {
    case .basic: "Basic"
    case .bearer: "Bearer"
    case .custom(let scheme): scheme
    }
  }
}

/// A target that may need an `Authorization` header, as Moya's `AccessTokenAuthorizable`.
public protocol AccessTokenAuthorizable {
  /// How this target authorizes, or `nil` when it needs no header.
  var authorizationType: AuthorizationType? { get }
}

/// Adds `Authorization: <scheme> <token>` to the requests of targets that ask for it, as
/// Moya's `AccessTokenPlugin`.
///
/// A target asks by conforming to ``AccessTokenAuthorizable`` and returning a non-`nil`
/// ``AccessTokenAuthorizable/authorizationType``; other targets are sent unchanged. A
/// ``MultiTarget`` is unwrapped first (nested ones too), so the wrapped target decides, and
/// the token closure receives the wrapped target.
///
/// ```swift
/// let provider = Provider<GitHub>(plugins: [AccessTokenPlugin { _ in keychain.token }])
/// ```
///
/// Unlike Moya, which appends with `addValue`, the header replaces any `Authorization` the
/// target already set: two credentials joined by a comma authorize nothing.
public struct AccessTokenPlugin: PluginType, @unchecked Sendable {
  // Safe to share: the plugin keeps no mutable state (nothing needs a lock box); its one
  // stored property is a `let`. The token closure is the caller's and is called from whichever
  // thread performs a request, as documented on `init(tokenClosure:)`.

  /// Returns the token for a target.
  public typealias TokenClosure = (TargetType) -> String

  /// Returns the token for a target; called for each request that needs one.
  public let tokenClosure: TokenClosure

  /// Creates the plugin.
  ///
  /// - Parameter tokenClosure: returns the token for a target (the unwrapped one for a
  ///   ``MultiTarget``). It runs in `prepare`, on the thread that subscribes to the request,
  ///   possibly several at once: read the token from thread-safe storage.
  public init(tokenClosure: @escaping TokenClosure) {
    self.tokenClosure = tokenClosure
  }

  /// Sets the `Authorization` header when the target asks for one.
  ///
  /// - Parameters:
  ///   - request: the request so far.
  ///   - target: the target being requested.
  /// - Returns: the request, with the header when the target asks for one.
  public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
    let target = target.rawTarget
    guard let authorizable = target as? AccessTokenAuthorizable,
      let authorizationType = authorizable.authorizationType
    else { return request }
    var request = request
    request.setValue(
      authorizationType.value + " " + tokenClosure(target), forHTTPHeaderField: "Authorization")
    return request
  }
}

extension TargetType {
  /// The target a ``MultiTarget`` wraps (however deeply), or the target itself.
  var rawTarget: TargetType { MultiTarget.unwrapped(self) }
}
