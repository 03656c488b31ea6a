/// Carries a non-`Sendable` value across a `@Sendable` boundary whose safety the caller knows.
///
/// Use it only where the value is handed over once and then touched by one thread at a time
/// (the observable contract), and say at the use site why that holds.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  // Safe by contract at each use site: see the comment there.
  /// The wrapped value.
  package let value: Value

  /// Wraps `value`.
  package init(_ value: Value) { self.value = value }
}
