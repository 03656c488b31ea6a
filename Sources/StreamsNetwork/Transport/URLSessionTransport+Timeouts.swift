import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Timeouts as FoundationNetworking understands them.
///
/// On Linux (measured with Swift 6.3.1) a session counts a request's timeout in whole seconds,
/// truncating: `timeoutInterval = 0.5` (on the request or as the configuration's
/// `timeoutIntervalForRequest`) fails with `URLError.timedOut` at once, and 1.5 fires after 1.
/// The transport rounds a fractional timeout up to the next whole second, so the session's
/// idle timeout is never shorter than asked; the provider enforces the exact whole-request
/// deadline itself (``TargetType/timeoutInterval``).
extension URLSessionTransport {
  /// `configuration`, or a copy whose fractional request timeout is rounded up.
  static func roundingTimeout(_ configuration: URLSessionConfiguration)
    -> URLSessionConfiguration
  {
    #if canImport(FoundationNetworking)
    guard let whole = wholeSeconds(configuration.timeoutIntervalForRequest),
      let copy = configuration.copy() as? URLSessionConfiguration
    else { return configuration }
    copy.timeoutIntervalForRequest = whole
    return copy
    #else
    return configuration
    #endif
  }

  /// `request`, with a fractional timeout rounded up; untouched (and not copied) otherwise.
  static func roundingTimeout(_ request: URLRequest) -> URLRequest {
    #if canImport(FoundationNetworking)
    guard let whole = wholeSeconds(request.timeoutInterval) else { return request }
    var copy = request
    copy.timeoutInterval = whole
    return copy
    #else
    return request
    #endif
  }

  /// The next whole second above `interval` when it has a fraction; `nil` when it needs no
  /// change (whole, zero, negative or not finite).
  static func wholeSeconds(_ interval: TimeInterval) -> TimeInterval? {
    guard interval.isFinite, interval > 0 else { return nil }
    let whole = interval.rounded(.up)
    return whole == interval ? nil : whole
  }
}
