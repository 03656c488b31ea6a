/// The errors Streams itself produces, spelled as in RxSwift.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
  // Unchecked because `disposed(object:)` carries an `AnyObject`; it is only ever read to
  // identify the object in a description, never mutated through the error.

  /// An error with no further detail.
  case unknown
  /// A subject (or other object) was used after it was disposed.
  case disposed(object: AnyObject)
  /// An arithmetic overflow.
  case overflow
  /// An argument was out of range.
  case argumentOutOfRange
  /// A sequence had no elements where one was required.
  case noElements
  /// A sequence had more than one element where exactly one was required.
  case moreThanOneElement
  /// An operation did not finish in time.
  case timeout

  /// A description such as `Object `PublishSubject<Int>` was already disposed.`.
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
