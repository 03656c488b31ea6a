/// The errors Streams operators originate, spelled as in RxSwift.
///
/// Upstream errors pass through operators untouched; these cases are for failures an operator
/// detects itself: a timeout, a sequence with the wrong number of elements, an argument outside
/// its range, or use of an object after it was disposed.
public enum RxError: Swift.Error, @unchecked Sendable {
  // Unchecked because of `disposed(object:)`: the object is only compared by identity and
  // described, never mutated through the error; every other case carries no payload.

  /// An error whose cause is not known.
  case unknown
  /// An operation was attempted on `object` after it was disposed.
  case disposed(object: AnyObject)
  /// An arithmetic result did not fit its type.
  case overflow
  /// An argument was outside the range the operation accepts.
  case argumentOutOfRange
  /// The sequence completed without the element it was required to have.
  case noElements
  /// The sequence had more than the one element it was allowed.
  case moreThanOneElement
  /// No element arrived within the allowed time.
  case timeout
}

extension RxError: CustomDebugStringConvertible {
  /// A sentence describing the error, such as `Sequence timeout.`.
  public var debugDescription: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .overflow: return "Arithmetic overflow occurred."
    case .argumentOutOfRange: return "Argument out of range."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    }
  }
}

extension RxError: Equatable {
  /// Errors are equal when their cases match; `disposed` also needs the very same object.
  ///
  /// - Parameters:
  ///   - lhs: an error.
  ///   - rhs: another error.
  /// - Returns: whether they are the same error.
  public static func == (lhs: RxError, rhs: RxError) -> Bool {
    switch (lhs, rhs) {
    case (.unknown, .unknown), (.overflow, .overflow), (.argumentOutOfRange, .argumentOutOfRange),
      (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement),
      (.timeout, .timeout):
      return true
    case (.disposed(let left), .disposed(let right)): return left === right
    default: return false
    }
  }
}
