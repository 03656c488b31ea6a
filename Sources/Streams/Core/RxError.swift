/// The errors Streams' own operators fail with, spelled as in RxSwift.
///
/// Operators that cannot honour their arguments or their contract (an index past the end, a
/// sequence that should have had one element, a deadline that passed) send one of these as
/// `.error` instead of trapping.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
  // Unchecked because the `disposed` payload is a plain `AnyObject`: it is only used for its
  // identity and description, never mutated through this error.

  /// Something failed for a reason Streams cannot name.
  case unknown
  /// `object` was used after it was disposed.
  case disposed(object: AnyObject)
  /// An integer counter overflowed (for example the index of `enumerated()`).
  case overflow
  /// An argument was outside the range the operator accepts, such as a negative count or an
  /// index past the end of the sequence.
  case argumentOutOfRange
  /// The sequence finished without the element the operator needed.
  case noElements
  /// The sequence had more elements than the one the operator allows.
  case moreThanOneElement
  /// The sequence produced nothing within the allowed time.
  case timeout

  /// A sentence describing the error.
  public var debugDescription: String {
    switch self {
    case .unknown: return "An unknown error occurred."
    case .disposed(let object): return "\(object) was used after being disposed."
    case .overflow: return "An arithmetic overflow occurred."
    case .argumentOutOfRange: return "An argument was out of range."
    case .noElements: return "The sequence has no elements."
    case .moreThanOneElement: return "The sequence has more than one element."
    case .timeout: return "The sequence timed out."
    }
  }
}

extension RxError: Equatable {
  /// Errors are equal when their cases match.
  ///
  /// Two `disposed` errors are equal whatever objects they carry: the object is a diagnostic,
  /// not part of what went wrong. Compare `object`s with `===` when identity matters.
  public static func == (lhs: RxError, rhs: RxError) -> Bool {
    switch (lhs, rhs) {
    case (.unknown, .unknown), (.disposed, .disposed), (.overflow, .overflow),
      (.argumentOutOfRange, .argumentOutOfRange), (.noElements, .noElements),
      (.moreThanOneElement, .moreThanOneElement), (.timeout, .timeout):
      return true
    default:
      return false
    }
  }
}
