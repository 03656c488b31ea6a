import Foundation
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Moya's plugin that gives each request the `URLCredential` a closure returns for its target.
///
/// ```swift
/// let provider = MoyaProvider<Admin>(plugins: [
///   CredentialsPlugin { _ in URLCredential(user: "admin", password: secret, persistence: .none) }
/// ])
/// ```
///
/// Moya hands the credential to Alamofire, which answers the server's authentication challenge
/// with it. Here the credential's user and password go out as a `Basic` `Authorization` header
/// with the request itself (a server that challenges first and one that does not both accept
/// it), and only to the target's own URL: a redirect to another origin drops it. A target that
/// sets its own `Authorization` keeps it; a credential without a user or a password (a client
/// certificate, a trust) adds nothing. Digest and NTLM challenges are not answered.
public final class CredentialsPlugin: PluginType, @unchecked Sendable {
  // Safe to share: the plugin's one stored property is a `let`; the closure is the caller's
  // and runs on whichever thread prepares a request, as Moya's does.

  /// Returns the credential for a target, or `nil` to send the request without one.
  public typealias CredentialClosure = (TargetType) -> URLCredential?

  /// Returns the credential for a target.
  let credentialsClosure: CredentialClosure

  /// Creates the plugin.
  ///
  /// - Parameter credentialsClosure: returns the credential for a target; called once per
  ///   request, on the thread that prepares it.
  public init(credentialsClosure: @escaping CredentialClosure) {
    self.credentialsClosure = credentialsClosure
  }

  /// Adds the target's credential to `request` as a `Basic` `Authorization` header.
  ///
  /// - Parameters:
  ///   - request: the request so far.
  ///   - target: the target being requested.
  /// - Returns: `request` with the header, or unchanged when the target sets its own, the
  ///   closure returns `nil`, or the credential has no user or password.
  public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
    guard request.value(forHTTPHeaderField: "Authorization") == nil,
      let credential = credentialsClosure(target),
      let user = credential.user, let password = credential.password
    else { return request }
    var authorized = request
    let token = Data("\(user):\(password)".utf8).base64EncodedString()
    authorized.setValue("Basic \(token)", forHTTPHeaderField: "Authorization")
    return authorized
  }
}
