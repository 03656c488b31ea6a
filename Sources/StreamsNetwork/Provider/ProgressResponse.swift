import Foundation

/// One step of a request with progress: a progress report, or the final response.
public struct ProgressResponse: @unchecked Sendable {
  // Unchecked because `Progress` is not marked `Sendable`; each value gets a fresh `Progress`
  // that is never mutated after it is created.

  /// The response, on the last step.
  public let response: Response?
  /// Bytes done and expected, on progress steps.
  public let progressObject: Progress?

  /// Creates a progress step.
  ///
  /// - Parameters:
  ///   - progress: bytes done and expected.
  ///   - response: the final response.
  public init(progress: Progress? = nil, response: Response? = nil) {
    self.progressObject = progress
    self.response = response
  }

  /// The fraction done, 0...1; 1 once the response has arrived.
  public var progress: Double {
    if completed { return 1 }
    guard let progressObject, progressObject.totalUnitCount > 0 else { return 0 }
    return progressObject.fractionCompleted
  }

  /// Whether this is the final step, carrying the response.
  public var completed: Bool { response != nil }
}
