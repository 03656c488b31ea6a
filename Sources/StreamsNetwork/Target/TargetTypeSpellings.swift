import Foundation

/// The spellings of ``TargetType``'s optional members that targets write without the
/// optional: `var timeoutInterval: TimeInterval { 5 }`,
/// `var acceptableContentTypes: [String] { ["application/json"] }`.
///
/// Swift does not take a non-optional property as the witness of an optional requirement: a
/// target declaring `var timeoutInterval: TimeInterval { 5 }` would get a second, unrelated
/// property, and the requirement would keep its default, `nil`, without a word. Declared
/// here, each such spelling is a requirement of its own, which the optional member's default
/// reads; so either spelling works (when a target declares both, the optional one wins).
///
/// Implement these, never read them: read the optional members. They are disfavored, so an
/// unqualified `target.timeoutInterval` is the optional one, and each default throws
/// ``NotDeclared``: the optional member's default reads the spelling with `try?`.
public protocol TargetTypeSpellings {
  /// ``TargetType/timeoutInterval`` spelled without the optional.
  @_disfavoredOverload
  var timeoutInterval: TimeInterval { get throws(NotDeclared) }

  /// ``TargetType/acceptableContentTypes`` spelled without the optional.
  @_disfavoredOverload
  var acceptableContentTypes: [String] { get throws(NotDeclared) }
}

extension TargetTypeSpellings {
  /// Not written: throws, so ``TargetType/timeoutInterval`` has its own default.
  @_disfavoredOverload
  public var timeoutInterval: TimeInterval {
    get throws(NotDeclared) { throw NotDeclared() }
  }

  /// Not written: throws, so ``TargetType/acceptableContentTypes`` has its own default.
  @_disfavoredOverload
  public var acceptableContentTypes: [String] {
    get throws(NotDeclared) { throw NotDeclared() }
  }
}
