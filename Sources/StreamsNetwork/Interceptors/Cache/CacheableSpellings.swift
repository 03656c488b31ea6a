/// The spellings of ``Cacheable``'s members without the optional: `var cachePolicy:
/// CachePolicy { .networkFirst }`, `var cacheKey: CacheKey { … }`.
///
/// Swift would take such a property for an extra member next to the optional requirement,
/// which then keeps its default, `nil`, without a word. Declared here, each is a requirement
/// of its own, which ``Cacheable``'s default reads; so either spelling works (when a target
/// declares both, the optional one wins).
///
/// Implement these, never read them: read ``Cacheable``'s members. They are disfavored, so an
/// unqualified `target.cachePolicy` is the optional one, and their defaults throw, which is
/// how ``Cacheable``'s defaults tell that a target did not declare them.
public protocol CacheableSpellings {
  /// ``Cacheable/cachePolicy`` spelled without the optional.
  @_disfavoredOverload
  var cachePolicy: CachePolicy { get throws }

  /// ``Cacheable/cacheKey`` spelled without the optional.
  @_disfavoredOverload
  var cacheKey: CacheKey { get throws }
}

extension CacheableSpellings {
  /// Not declared: throws, so ``Cacheable/cachePolicy`` has its own default.
  @_disfavoredOverload
  public var cachePolicy: CachePolicy { get throws { throw UndeclaredSpelling.thrown } }

  /// Not declared: throws, so ``Cacheable/cacheKey`` has its own default.
  @_disfavoredOverload
  public var cacheKey: CacheKey { get throws { throw UndeclaredSpelling.thrown } }
}
