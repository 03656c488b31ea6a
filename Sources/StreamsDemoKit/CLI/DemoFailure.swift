import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a failure into one line a person can act on.
package enum DemoFailure {
  /// One line saying what went wrong and what to do, for `error` in a run against `baseURL`.
  ///
  /// HTTP statuses come from ``NetworkError/status``, with advice for each (a token for 401,
  /// the rate limit for 403, the login for 404, the wait for 429); a server that cannot be
  /// reached is named with its URL; a body that does not decode says where.
  ///
  /// - Parameters:
  ///   - error: what a scene failed with.
  ///   - baseURL: the API the run talked to.
  /// - Returns: the line, without a newline.
  package static func message(for error: any Error, baseURL: URL) -> String {
    let text: String
    if let network = error as? NetworkError {
      text = message(for: network, baseURL: baseURL)
    } else if case RxError.timeout = error {
      text = "\(baseURL.absoluteString) did not answer in time."
    } else {
      text = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  static func message(for error: NetworkError, baseURL: URL) -> String {
    let base = error.errorDescription ?? String(describing: error)
    switch error.status {
    case .unauthorized?:
      let sentToken = error.response?.request?.value(forHTTPHeaderField: "Authorization") != nil
      return base
        + (sentToken
          ? " The token in GITHUB_TOKEN was refused: renew it, or unset it."
          : " This API wants a token: set GITHUB_TOKEN.")
    case .forbidden?:
      if error.response?.header("X-RateLimit-Remaining") == "0" {
        return base + " The rate limit is used up: set GITHUB_TOKEN, or wait an hour."
      }
      return base
    case .notFound?:
      return base + " Check --login (and --base-url)."
    case .tooManyRequests?, .serviceUnavailable?, .server?, .badRequest?, .upgradeRequired?,
      .client?:
      return base
    case nil:
      break
    }
    if case .underlying(let underlying, nil) = error, let reason = unreachable(underlying) {
      return "Cannot reach \(baseURL.absoluteString): \(reason). Check --base-url, or leave it "
        + "out to use the embedded fixture API."
    }
    return base
  }

  /// Why a server could not be reached, for the URL errors that mean that.
  static func unreachable(_ error: any Error) -> String? {
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain else { return nil }
    switch nsError.code {
    case NSURLErrorCannotConnectToHost: return "nothing is listening there (connection refused)"
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
      return "the host name does not resolve"
    case NSURLErrorNotConnectedToInternet: return "this machine is offline"
    case NSURLErrorTimedOut: return "it did not answer in time"
    case NSURLErrorNetworkConnectionLost: return "the connection was lost"
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
      NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateHasUnknownRoot:
      return "a secure connection could not be made"
    default: return nil
    }
  }
}
