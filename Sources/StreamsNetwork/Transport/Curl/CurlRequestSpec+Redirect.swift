#if os(Linux)
import Foundation
import FoundationNetworking

/// Redirects, followed by the transport itself (libcurl's `FOLLOWLOCATION` stays off), with
/// the same rules as ``URLSessionTransport``: credentials never cross origins (nor follow a
/// downgrade from `https` to `http`), 303 turns the request into a `GET`, 307 and 308 repeat
/// method and body, and a limit.
extension CurlRequestSpec {
  /// The redirects one request may follow before it fails with `httpTooManyRedirects`: the
  /// same limit as the URLSession transport's.
  package static let maximumRedirects = SessionDelegate.maximumResentRedirects

  /// What to do with a response: follow it as a redirect, or hand it to the caller.
  package enum RedirectDecision {
    /// Send this request next.
    case follow(CurlRequestSpec)
    /// Not a redirect to follow: the response is the answer.
    case deliver
    /// A redirect that cannot be followed; fail with this error.
    case fail(any Error)
  }

  /// The decision for a response with `status` and `location` to this spec, whose first
  /// request went to `origin`.
  ///
  /// - Parameters:
  ///   - status: the response's status code.
  ///   - location: its `Location` header, if any.
  ///   - origin: the URL of the request the caller sent.
  /// - Returns: follow (with the next spec), deliver, or fail.
  package func redirect(status: Int, location: String?, origin: URL) -> RedirectDecision {
    guard CurlResponseHead.redirectStatuses.contains(status), let location,
      let target = URL(string: location.trimmingCharacters(in: .whitespaces), relativeTo: url)?
        .absoluteURL
    else { return .deliver }
    if let refused = UnsupportedURLSchemeError.check(target) { return .fail(refused) }
    guard target.host?.isEmpty == false else { return .fail(URLError(.unsupportedURL)) }
    var next = self
    next.url = target
    next = next.confiningCredentials(to: origin)
    let becomesGet = status == 303 ? !isHead : (status == 301 || status == 302) && method == "POST"
    if becomesGet {
      next.method = "GET"
      next.body = .none
      next.headers.removeAll { Self.bodyHeaderNames.contains($0.name.lowercased()) }
    } else if case .stream = body {
      // A stream is read once: the body cannot go out again.
      return .fail(URLError(.requestBodyStreamExhausted))
    }
    return .follow(next)
  }

  /// This spec, without credentials unless its URL is on `origin`'s origin: the rule of
  /// `URLRequest.confiningCredentials(to:)`, the URLSession transport's, on the spec's fields.
  ///
  /// - Parameter origin: the URL the credentials were given for (the request the caller sent).
  /// - Returns: this spec, or a copy without its credential header fields.
  package func confiningCredentials(to origin: URL) -> CurlRequestSpec {
    guard !URLRequest.credentialsMayGo(to: url, from: origin) else { return self }
    var stripped = self
    stripped.headers.removeAll { URLRequest.isCredentialHeader($0.name) }
    return stripped
  }

  /// The header fields that describe a body, dropped with it when a redirect turns the
  /// request into a `GET`.
  package static let bodyHeaderNames: Set<String> = [
    "content-type", "content-length", "content-encoding",
  ]
}
#endif
