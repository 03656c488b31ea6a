// RxCocoa's error type. Its UIKit, AppKit and KVO parts are not in this module, so nothing here
// throws it; apps name it in `catch` clauses and in their own errors, and it is here for them.

/// RxCocoa's errors, with RxCocoa's cases.
///
/// The parts of RxCocoa that throw most of these (KVO, delegate proxies, swizzling, table and
/// collection view data sources) are Apple-only and not in this module; an app's own code may
/// throw and match them as with RxCocoa.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
  // Unchecked because the payloads are plain `Any`/`AnyObject`, as in RxCocoa: an error only
  // reads them for its description, never mutates them through the error.

  /// An error nobody could name.
  case unknown
  /// An operation that `object` does not allow.
  case invalidOperation(object: Any)
  /// A data source was set but its items were asked for before being bound.
  case itemsNotYetBound(object: Any)
  /// `object` has no property called `propertyName`.
  case invalidPropertyName(object: Any, propertyName: String)
  /// `object`, found as `propertyName` of `sourceObject`, cannot be observed.
  case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
  /// Swizzling a method failed.
  case errorDuringSwizzling
  /// `object` is not of `targetType`.
  case castingError(object: Any, targetType: Any.Type)

  /// What went wrong, in a sentence, naming the objects involved.
  public var debugDescription: String {
    switch self {
    case .unknown:
      return "An unknown error occurred."
    case .invalidOperation(let object):
      return "`\(object)` does not allow this operation."
    case .itemsNotYetBound(let object):
      return "The items of `\(object)` were requested before they were bound."
    case .invalidPropertyName(let object, let propertyName):
      return "`\(object)` has no property named `\(propertyName)`."
    case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
      return "`\(object)`, the `\(propertyName)` of `\(sourceObject)`, cannot be observed."
    case .errorDuringSwizzling:
      return "Swizzling a method failed."
    case .castingError(let object, let targetType):
      return "`\(object)` could not be cast to `\(targetType)`."
    }
  }
}
