/// Which status codes a provider accepts before handing a response on, as Moya's
/// `ValidationType`.
///
/// A response whose status is not in ``statusCodes`` fails with
/// ``NetworkError/statusCode(_:)``; ``none`` accepts every status.
public enum ValidationType: Equatable, Hashable, Sendable {
  /// Accepts every status code.
  case none
  /// Accepts 2xx.
  case successCodes
  /// Accepts 2xx and 3xx.
  case successAndRedirectCodes
  /// Accepts exactly the given status codes.
  case customCodes([Int])

  /// The accepted status codes; empty for ``none``, which means "accept everything".
  public var statusCodes: [Int] {
    switch self {
    case .none: []
    case .successCodes: Array(200..<300)
    case .successAndRedirectCodes: Array(200..<400)
    case .customCodes(let codes): codes
    }
  }

  /// Whether a response with `statusCode` passes this validation.
  ///
  /// - Parameter statusCode: the response's status code.
  /// - Returns: `true` for ``none`` and for a status in ``statusCodes``.
  public func accepts(statusCode: Int) -> Bool {
    switch self {
    case .none: true
    case .successCodes: (200..<300).contains(statusCode)
    case .successAndRedirectCodes: (200..<400).contains(statusCode)
    case .customCodes(let codes): codes.contains(statusCode)
    }
  }
}
