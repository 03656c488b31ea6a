/// Whether an operator that stops at an element also emits that element.
///
/// Spelled as in RxSwift, for `take(until:behavior:)` and `take(while:behavior:)`.
public enum TakeBehavior: Sendable {
  /// Emit the element that stops the sequence, then complete.
  case inclusive
  /// Complete without emitting the element that stops the sequence.
  case exclusive
}
