/// A value of one of two types: the first source's (`head`) or one of the rest (`tail`).
///
/// `zip` and `combineLatest` over sources of different types keep every source's elements in
/// one buffer type by nesting it: three sources carry `HeadOrTail<A, HeadOrTail<B, C>>`, and the
/// element of source *k* sits *k* levels down. No boxing, no casts, no allocation: the nesting
/// is an enum of the element types, specialised at the call site.
@usableFromInline
enum HeadOrTail<Head, Tail> {
  /// An element of the first source.
  case head(Head)
  /// An element of one of the other sources.
  case tail(Tail)

  /// The first source's element, when this is one.
  @inlinable
  var head: Head? {
    if case .head(let value) = self { return value }
    return nil
  }

  /// The other sources' element, when this is one.
  @inlinable
  var tail: Tail? {
    if case .tail(let value) = self { return value }
    return nil
  }
}
