import Foundation

/// Erases a target's type so one provider can serve targets of several types, as Moya's
/// `MultiTarget`.
///
/// Every property forwards to the wrapped target.
public enum MultiTarget: TargetType {
  /// The wrapped target.
  case target(any TargetType)

  /// Wraps `target`.
  ///
  /// - Parameter target: the target to erase.
  public init(_ target: any TargetType) {
    self = .target(target)
  }

  /// The wrapped target.
  public var target: any TargetType {
    switch self {
    case .target(let target): target
    }
  }

  /// `target` without its ``MultiTarget`` layers: the one place they are removed, for the
  /// capabilities a target chooses by conforming to a protocol.
  ///
  /// - Parameter target: a target, wrapped or not, any number of times.
  /// - Returns: the innermost target.
  public static func unwrapped(_ target: any TargetType) -> any TargetType {
    var current = target
    // The type comparison first: a cast from an existential costs a conformance lookup, on
    // every request, for the targets (nearly all) that are not wrapped.
    while type(of: current) == MultiTarget.self, let multi = current as? MultiTarget {
      current = multi.target
    }
    return current
  }

  /// The wrapped target's base URL.
  public var baseURL: URL { target.baseURL }

  /// The wrapped target's path.
  public var path: String { target.path }

  /// The wrapped target's method.
  public var method: HTTPMethod { target.method }

  /// The wrapped target's sample data.
  public var sampleData: Data { target.sampleData }

  /// The wrapped target's task.
  public var task: RequestTask { target.task }

  /// The wrapped target's validation.
  public var validationType: ValidationType { target.validationType }

  /// The wrapped target's headers.
  public var headers: [String: String]? { target.headers }

  /// The wrapped target's timeout.
  public var timeoutInterval: TimeInterval? { target.timeoutInterval }

  /// Whether the wrapped target may use constrained networks.
  public var allowsConstrainedNetworkAccess: Bool { target.allowsConstrainedNetworkAccess }

  /// The wrapped target's acceptable content types.
  public var acceptableContentTypes: [String]? { target.acceptableContentTypes }

  /// The wrapped target's response size limit.
  public var maximumResponseSize: Int { target.maximumResponseSize }
}
