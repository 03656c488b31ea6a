/// What the default of a second spelling throws: the conforming type did not write it.
///
/// Swift does not take `var timeoutInterval: TimeInterval { 5 }` as the witness of
/// `var timeoutInterval: TimeInterval? { get }`: a target that wrote it would get an unrelated
/// extra property, and the requirement would keep its default without a word. So that spelling
/// is a requirement too, in a protocol beside the main one (Swift allows one property of a name
/// per protocol), and the two defaults read each other one way:
///
/// ```swift
/// protocol TargetTypeSpellings {            // the spellings to write
///   @_disfavoredOverload var timeoutInterval: TimeInterval { get throws(NotDeclared) }
/// }
/// extension TargetTypeSpellings {           // not written: throws
///   var timeoutInterval: TimeInterval { get throws(NotDeclared) { throw NotDeclared() } }
/// }
/// extension TargetType {                    // the member to read
///   var timeoutInterval: TimeInterval? { try? timeoutInterval as TimeInterval }
/// }
/// ```
///
/// A target's own `{ 5 }` never throws, so either spelling counts, and when a target writes
/// both, the main one wins. ``TargetTypeSpellings``, ``RetryableSpellings``,
/// ``CacheableSpellings`` and an ``Authenticator``'s Alamofire-style `didRequest` work this way.
public struct NotDeclared: Error, Sendable {
  /// The error a default throws.
  init() {}
}
