/// The spellings of ``Cacheable``'s members without the optional: `var cachePolicy:
/// CachePolicy { .networkFirst }`, `var cacheKey: CacheKey { … }`.
///
/// Swift would take such a property for an extra member next to the optional requirement,
/// which then keeps its default, `nil`, without a word. Declared here, each is a requirement
/// of its own, which ``Cacheable``'s default reads; so either spelling works (when a target
/// declares both, the optional one wins).
///
/// Implement these, never read them: read ``Cacheable``'s members. They are disfavored, so an
/// unqualified `target.cachePolicy` is the optional one, and each default throws
/// ``NotDeclared``: ``Cacheable``'s defaults read the spelling with `try?`.
public protocol CacheableSpellings {
  /// ``Cacheable/cachePolicy`` spelled without the optional.
  @_disfavoredOverload
  var cachePolicy: CachePolicy { get throws(NotDeclared) }

  /// ``Cacheable/cacheKey`` spelled without the optional.
  @_disfavoredOverload
  var cacheKey: CacheKey { get throws(NotDeclared) }
}

extension CacheableSpellings {
  /// Not written: throws, so ``Cacheable/cachePolicy`` has its own default.
  @_disfavoredOverload
  public var cachePolicy: CachePolicy {
    get throws(NotDeclared) { throw NotDeclared() }
  }

  /// Not written: throws, so ``Cacheable/cacheKey`` has its own default.
  @_disfavoredOverload
  public var cacheKey: CacheKey {
    get throws(NotDeclared) { throw NotDeclared() }
  }
}
