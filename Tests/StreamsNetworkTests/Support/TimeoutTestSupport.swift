import Foundation
import Streams
import StreamsNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A target with a timeout of its own; `path` tells requests apart.
struct TimedTarget: TargetType {
  var baseURL = URL(string: "https://api.example.com")!
  var path = "item"
  var timeout: TimeInterval?
  var validationType: ValidationType = .none
  var method: HTTPMethod { .get }
  var task: RequestTask { .requestPlain }
  var headers: [String: String]? { nil }
  var timeoutInterval: TimeInterval? { timeout }
}

/// Whether `error` is the whole-request deadline's: a timeout with no response.
func isDeadlineTimeout(_ error: (any Error)?) -> Bool {
  guard case .underlying(let underlying, let response)? = error as? NetworkError,
    response == nil
  else { return false }
  return (underlying as? URLError)?.code == .timedOut
}

/// Records what every attempt ended with, as plugins hear it, and how many started.
final class OutcomeRecordingPlugin: PluginType, @unchecked Sendable {
  // Safe to share: the log and the count live in `Locked` boxes.
  private let log = Locked<[String]>([])
  private let sent = Locked(0)

  /// A status, or the `URLError` code's name for a transport failure.
  var outcomes: [String] { log.withLock { $0 } }

  /// How many attempts plugins heard start.
  var sentCount: Int { sent.withLock { $0 } }

  func willSend(_ request: RequestType, target: TargetType) {
    sent.withLock { $0 += 1 }
  }

  func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
    let outcome: String
    switch result {
    case .success(let response): outcome = String(response.statusCode)
    case .failure(let error):
      let code = (error.underlyingError as? URLError)?.code
      outcome = code == .timedOut ? "timedOut" : code == .cancelled ? "cancelled" : "other"
    }
    log.withLock { $0.append(outcome) }
  }
}
