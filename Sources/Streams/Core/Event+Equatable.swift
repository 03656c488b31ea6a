import Foundation

extension Event: Equatable where Element: Equatable {
  /// Events are equal when their kinds match and their payloads are equal.
  ///
  /// Errors compare with `==` when their type is `Equatable`; otherwise they are equal when
  /// their types, `NSError` domains and codes, and descriptions all match.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsEqual(left, right)
    default: return false
    }
  }
}

/// Compares two errors as tests expect: by value when the type allows, else by identity-ish
/// fingerprint (type, domain, code, description).
package func errorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  // A metatype cast, not a value cast: every error bridges to `NSError`, which is Equatable.
  if let type = type(of: lhs) as? any Equatable.Type { return type.areEqual(lhs, rhs) }
  let left = lhs as NSError
  let right = rhs as NSError
  return left.domain == right.domain && left.code == right.code
    && String(describing: lhs) == String(describing: rhs)
}

extension Equatable {
  fileprivate static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
    return lhs == rhs
  }
}
