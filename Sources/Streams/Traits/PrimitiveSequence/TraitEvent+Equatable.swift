extension MaybeEvent: Equatable where Element: Equatable {
  /// Events are equal when their kinds match and their payloads are equal; errors compare as
  /// they do for ``Event``.
  ///
  /// - Parameters:
  ///   - lhs: the first event.
  ///   - rhs: the second event.
  /// - Returns: whether they are equal.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.error(let left), .error(let right)): return errorsEqual(left, right)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

extension CompletableEvent: Equatable {
  /// Events are equal when their kinds match; errors compare as they do for ``Event``.
  ///
  /// - Parameters:
  ///   - lhs: the first event.
  ///   - rhs: the second event.
  /// - Returns: whether they are equal.
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.error(let left), .error(let right)): return errorsEqual(left, right)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

/// Whether two ``SingleEvent``s are equal: both successes with equal elements, or both
/// failures with errors that compare as they do for ``Event``.
///
/// `SingleEvent` is `Result<Element, Error>`, which cannot be `Equatable` (`Error` is not), so
/// the comparison is a function; the test kits compare recorded single events with it.
package func singleEventsEqual<Element: Equatable>(
  _ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>
) -> Bool {
  switch (lhs, rhs) {
  case (.success(let left), .success(let right)): return left == right
  case (.failure(let left), .failure(let right)): return errorsEqual(left, right)
  default: return false
  }
}
