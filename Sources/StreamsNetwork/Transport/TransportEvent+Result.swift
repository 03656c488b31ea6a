import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TransportEvent {
  /// The outcome a terminal event reports, before validation: the response to `request`, or
  /// the failure as ``NetworkError/underlying(_:_:)`` with the response's head when one had
  /// arrived; `nil` for a progress event.
  ///
  /// One job of an attempt (turning the transport's answer into a response), apart so it can
  /// be tested alone.
  ///
  /// - Parameter request: the request sent, as the response's `request`.
  /// - Returns: the outcome, or `nil` for progress.
  package func result(for request: URLRequest) -> Result<Response, NetworkError>? {
    switch self {
    case .uploadProgress, .downloadProgress:
      return nil
    case .completed(let http, let data):
      return .success(
        Response(statusCode: http.statusCode, data: data, request: request, response: http))
    case .failed(let error, let http):
      return .failure(Self.failure(error, http, for: request))
    }
  }

  /// A transport's failure as the caller sees it: ``NetworkError/underlying(_:_:)`` with the
  /// response's head, without body, when one had arrived.
  ///
  /// - Parameters:
  ///   - error: what the transport reported.
  ///   - http: the head of the response, if one had arrived.
  ///   - request: the request sent, as the response's `request`.
  /// - Returns: the error.
  package static func failure(_ error: any Error, _ http: HTTPURLResponse?, for request: URLRequest)
    -> NetworkError
  {
    let partial = http.map {
      Response(statusCode: $0.statusCode, data: Data(), request: request, response: $0)
    }
    return .underlying(error, partial)
  }

  /// The progress a progress event reports, as a fresh `Progress`; `nil` for a terminal event.
  package var progress: Progress? {
    switch self {
    case .uploadProgress(let completed, let total), .downloadProgress(let completed, let total):
      let progress = Progress(totalUnitCount: max(total, 0))
      progress.completedUnitCount = completed
      return progress
    case .completed, .failed:
      return nil
    }
  }
}
